import { readFileSync } from "node:fs"
import path from "node:path"
import type { Plugin } from "vite"

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g
const DEFINITION = /^(?:\s|#[^\n]*\n)*(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/
const GRAPHQL_IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*["'][^"']*\/gql(?:\/index(?:\.js)?)?["'];?[ \t]*$/m
const PREFIX = "virtual:gql-document/"
const RESOLVED = "\0gql-document:"

/** The export the client preset writes to gql/graphql.ts for a document: GetCartDocument, CartFieldsFragmentDoc. */
export function documentExportName(source: string): string {
  const match = DEFINITION.exec(source)
  if (!match) throw new Error(`graphql(): no named operation or fragment in ${JSON.stringify(source.slice(0, 60))}`)
  return match[1] === "fragment" ? `${match[2]}FragmentDoc` : `${match[2]}Document`
}

/**
 * Replaces `graphql(\`…\`)` calls with imports of one module per document (what
 * the client preset's Babel plugin does, one step further). Without it, gql.ts's
 * map of every document, and then gql/graphql.ts whole, land in the first chunk;
 * with it, each chunk carries only the documents it uses. Line numbers are kept:
 * imports go at the end (ESM hoists them) and a replaced call keeps its newlines.
 */
export function rewriteGraphqlCalls(code: string): string | null {
  if (!code.includes("graphql(")) return null
  const imports = new Map<string, string>()
  const rewritten = code.replace(CALL, (whole, source: string) => {
    const exportName = documentExportName(source)
    const local = `__gql_${exportName}`
    imports.set(local, exportName)
    return local + "\n".repeat(whole.split("\n").length - 1)
  })
  if (!imports.size) return null
  const lines = [...imports].map(([local, exported]) => `import ${local} from ${JSON.stringify(PREFIX + exported)};`)
  return `${rewritten.replace(GRAPHQL_IMPORT, "")}\n${lines.join("\n")}\n`
}

/** The JSON of one document as gql/graphql.ts writes it (`export const X = {…} as unknown as DocumentNode<…>;`). */
export function extractDocument(generated: string, exportName: string): string {
  const start = generated.indexOf(`export const ${exportName} = `)
  if (start < 0) throw new Error(`${exportName} is not in gql/graphql.ts — run the codegen (npm run codegen)`)
  const from = start + `export const ${exportName} = `.length
  const end = generated.indexOf(" as unknown as DocumentNode", from)
  const json = generated.slice(from, end)
  JSON.parse(json) // The generated literal is JSON; anything else is a surprise worth failing on.
  return json
}

export function graphqlDocuments(options: { gqlDir: string }): Plugin {
  const gqlDir = path.resolve(options.gqlDir)
  const generatedFile = path.join(gqlDir, "graphql.ts")
  return {
    name: "vitalia:graphql-documents",
    enforce: "pre",
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null
      this.addWatchFile(generatedFile)
      return `export default ${extractDocument(readFileSync(generatedFile, "utf8"), id.slice(RESOLVED.length))};\n`
    },
    transform(code, id) {
      const file = id.split("?")[0]
      if (!/\.(ts|tsx)$/.test(file) || file.startsWith(gqlDir + path.sep)) return null
      const rewritten = rewriteGraphqlCalls(code)
      return rewritten === null ? null : { code: rewritten, map: null }
    },
  }
}
