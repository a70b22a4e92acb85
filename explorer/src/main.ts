// GraphiQL's editors run their language services in web workers; this import makes Vite build
// those workers into our own files (served from 'self', which the page's worker-src allows).
import "graphiql/setup-workers/vite"
import "graphiql/style.css"
import { GraphiQL } from "graphiql"
import { buildSchema, type ExecutionResult } from "graphql"
import { createElement } from "react"
import { createRoot } from "react-dom/client"

/**
 * The explorer at GET /graphql (gateway/src/graphql/explorer.ts serves this page): queries go to
 * the same origin's /graphql as JSON, with the shopper's session cookie if there is one — what
 * Apollo's CSRF guard wants from a browser (a JSON content type is never a "simple" request).
 */
async function fetcher(params: unknown): Promise<ExecutionResult> {
  const response = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(params),
  })
  return (await response.json()) as ExecutionResult
}

/**
 * The schema from its SDL (GET /graphql/schema.graphql) rather than GraphiQL's own introspection
 * query: that query nests type references deeper than the gateway's depth limit (graphql/limits.ts)
 * allows any operation, so it is refused. Without the file, GraphiQL runs with no schema.
 */
async function schema() {
  try {
    const response = await fetch("/graphql/schema.graphql", { credentials: "same-origin" })
    return response.ok ? buildSchema(await response.text()) : null
  } catch {
    return null
  }
}

const root = document.getElementById("graphiql")
if (root) {
  const loaded = await schema()
  createRoot(root).render(createElement(GraphiQL, { fetcher, schema: loaded, defaultEditorToolsVisibility: true }))
}
