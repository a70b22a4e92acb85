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
