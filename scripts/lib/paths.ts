import { existsSync, readdirSync, statSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

/** The repository root and the places the launcher reads and writes. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
/** The shop's local data: database, logs, e-mails, secrets, run files (SHOP_DATA_DIR, default .data). */
export const DATA_DIR = process.env.SHOP_DATA_DIR ? path.resolve(process.env.SHOP_DATA_DIR) : path.join(ROOT, ".data")
export const COMMERCE_DIR = path.join(ROOT, "commerce")
export const BIN = (name: string) => path.join(ROOT, "node_modules", ".bin", name)

/** A path as a person reads it best: relative to the current folder when inside it, else absolute. */
export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file)
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file
}

/**
 * The files under `paths` (files or folders), with their modification times, leaving out `skip`,
 * installed packages (node_modules) and builds (dist): the sources the launcher builds or migrates from.
 */
export function sourceFiles(paths: string[], skip: string[] = []): { file: string; mtimeMs: number }[] {
  const found: { file: string; mtimeMs: number }[] = []
  const walk = (entry: string) => {
    if (!existsSync(entry) || skip.includes(entry)) return
    const stat = statSync(entry)
    if (!stat.isDirectory()) return void found.push({ file: entry, mtimeMs: stat.mtimeMs })
    for (const child of readdirSync(entry))
      if (child !== "node_modules" && child !== "dist") walk(path.join(entry, child))
  }
  paths.forEach(walk)
  return found
}
