import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import type { Plugin } from "vite"

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/

/**
 * Writes a .br and a .gz next to every text file of the build (no package needed:
 * node:zlib), so a static server can send them as they are — @fastify/static does
 * with `preCompressed: true` — instead of compressing on every request or not at all.
 */
export function precompress(options: { minBytes?: number } = {}): Plugin {
  const minBytes = options.minBytes ?? 1024
  return {
    name: "vitalia:precompress",
    apply: "build",
    enforce: "post",
    // After the files are written: only then is each chunk final (Vite fills in its preload
    // list late; compressing in generateBundle shipped a `__VITE_PRELOAD__` placeholder).
    writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? "")
      for (const file of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(file.fileName) || file.fileName.endsWith(".map")) continue
        const target = path.join(dir, file.fileName)
        const source = readFileSync(target)
        if (source.length < minBytes) continue
        writeFileSync(`${target}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }))
        writeFileSync(`${target}.gz`, gzipSync(source, { level: 9 }))
      }
    },
  }
}
