import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { ROOT } from "./lib/paths.js"

/**
 * The packages' boundaries (docs/architecture.md, "Packages"): the gateway talks to the engine over
 * HTTP only and shares with it only what schema/ (@vitalia/schema) owns; schema/ depends on nothing
 * of ours. Every import of every source file is read, relative or by name, so a new reach into
 * another package's insides fails here before review.
 */

const SKIP = new Set(["node_modules", "dist", "dist-server", ".medusa", "generated", "gql"])

function sources(dir: string): string[] {
  const found: string[] = []
  const walk = (entry: string) => {
    for (const child of readdirSync(entry, { withFileTypes: true })) {
      if (SKIP.has(child.name)) continue
      const full = path.join(entry, child.name)
      if (child.isDirectory()) walk(full)
      else if (/\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(child.name)) found.push(full)
    }
  }
  walk(path.join(ROOT, dir))
  return found
}

/** Every module specifier a file names: static and dynamic imports, re-exports and require calls. */
function specifiers(text: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["']([^"']+)["']/g
  return [...text.matchAll(pattern)].map((match) => match[1])
}

/** The imports of the files under `dir`, as "file: specifier", that `refused` says no to. */
function offending(dir: string, refused: (target: string, specifier: string) => boolean): string[] {
  return sources(dir).flatMap((file) =>
    specifiers(readFileSync(file, "utf8"))
      .filter((specifier) => {
        const target = specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : specifier
        return refused(target, specifier)
      })
      .map((specifier) => `${path.relative(ROOT, file)}: ${specifier}`)
  )
}

const COMMERCE_SRC = path.join(ROOT, "commerce/src")
const SCHEMA = path.join(ROOT, "schema")
const inside = (target: string, dir: string) => target === dir || target.startsWith(dir + path.sep)

describe("package boundaries", () => {
  it("the gateway imports nothing from commerce/src: it reaches the engine over HTTP", () => {
    expect(offending("gateway", (target) => inside(target, COMMERCE_SRC))).toEqual([])
  })

  it("every other package imports schema/ by its name, @vitalia/schema, never by a path into it", () => {
    for (const dir of ["commerce", "gateway", "web", "admin", "scripts", "tests", "bench", "examples", "explorer"])
      expect(offending(dir, (target, specifier) => specifier.startsWith(".") && inside(target, SCHEMA))).toEqual([])
  })

  it("schema/ imports nothing of ours: no file outside it, no package of the shop", () => {
    const ours = (specifier: string) => specifier.startsWith("@vitalia/")
    expect(
      offending("schema", (target, specifier) =>
        specifier.startsWith(".") ? !inside(target, SCHEMA) : ours(specifier)
      )
    ).toEqual([])
    const manifest = JSON.parse(readFileSync(path.join(SCHEMA, "package.json"), "utf8")) as Record<string, unknown>
    const declared = ["dependencies", "devDependencies", "peerDependencies"].flatMap((field) =>
      Object.keys((manifest[field] as Record<string, string> | undefined) ?? {})
    )
    expect(declared.filter(ours)).toEqual([])
  })
})
