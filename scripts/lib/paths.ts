import path from "node:path"
import { fileURLToPath } from "node:url"

/** The repository root and the places the launcher reads and writes. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
export const DATA_DIR = path.join(ROOT, ".data")
export const COMMERCE_DIR = path.join(ROOT, "commerce")
export const BIN = (name: string) => path.join(ROOT, "node_modules", ".bin", name)
