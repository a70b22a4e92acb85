import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

/** The storefront schema: every .graphql file of schema/storefront, common.graphql first. */
export function loadTypeDefs(schemaDir: string): string {
  const files = readdirSync(schemaDir)
    .filter((file) => file.endsWith(".graphql"))
    .sort((a, b) => (a === "common.graphql" ? -1 : b === "common.graphql" ? 1 : a.localeCompare(b)))
  return files.map((file) => readFileSync(path.join(schemaDir, file), "utf8")).join("\n")
}
