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
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(file.fileName) || file.fileName.endsWith(".map")) continue
        const source = file.type === "chunk" ? Buffer.from(file.code) : Buffer.from(file.source as string | Uint8Array)
        if (source.length < minBytes) continue
        const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } })
        this.emitFile({ type: "asset", fileName: `${file.fileName}.br`, source: brotli })
        this.emitFile({ type: "asset", fileName: `${file.fileName}.gz`, source: gzipSync(source, { level: 9 }) })
      }
    },
  }
}
