import { existsSync, statSync, utimesSync } from "node:fs"
import path from "node:path"
import { BIN, ROOT, sourceFiles } from "./paths.js"
import { runCommand } from "./services.js"

/** Newest modification time of the files under `paths`, skipping `skip`, node_modules and dist. */
function newest(paths: string[], skip: string[] = []): number {
  return sourceFiles(paths, skip).reduce((latest, { mtimeMs }) => Math.max(latest, mtimeMs), 0)
}

function builtAt(file: string): number {
  return existsSync(file) ? statSync(file).mtimeMs : 0
}

/** Generated GraphQL types and documents (codegen.ts), when the schema or the web's documents changed. */
export async function codegenIfStale(log: (line: string) => void) {
  const output = path.join(ROOT, "gateway/src/generated/graphql.ts")
  // The example client's typed documents too (examples/buy): a checkout may lack only those.
  const example = path.join(ROOT, "examples/buy/src/gql/graphql.ts")
  const inputs = ["schema/storefront", "web/src", "examples/buy/src", "codegen.ts"].map((p) => path.join(ROOT, p))
  const generated = Math.min(builtAt(output), builtAt(example))
  const skip = [path.join(ROOT, "web/src/gql"), path.join(ROOT, "examples/buy/src/gql")]
  if (generated && generated >= newest(inputs, skip)) return
  log("Generating GraphQL types (codegen)…")
  await runCommand("codegen", BIN("graphql-codegen"), ["--config", "codegen.ts"], {
    cwd: ROOT,
    env: process.env,
    output: "file",
  })
  // Codegen leaves unchanged files untouched; mark the output as current.
  const now = new Date()
  utimesSync(output, now, now)
  utimesSync(example, now, now)
}

/** Builds a Vite app (web/, later admin/) when its sources are newer than its build. */
export async function buildAppIfStale(name: string, log: (line: string) => void) {
  const dir = path.join(ROOT, name)
  if (!existsSync(path.join(dir, "package.json"))) return
  // The storefront imports the generated documents (web/src/gql): a fresh clone has none yet.
  await codegenIfStale(log)
  // The storefront has a second, server build (web/dist-server, drawn catalog pages): both must be current.
  const serverEntry = path.join(dir, "dist-server/entry-server.js")
  const hasServerBuild = existsSync(path.join(dir, "src/entry-server.tsx"))
  const built = Math.min(builtAt(path.join(dir, "dist/index.html")), hasServerBuild ? builtAt(serverEntry) : Infinity)
  // Both apps compile in files of schema/ (the back-office its definitions, the storefront the input limits).
  const sources = Math.max(
    newest(["src", "build", "index.html", "vite.config.ts", "public"].map((p) => path.join(dir, p))),
    newest([path.join(ROOT, "schema")])
  )
  if (built && built >= sources) return
  log(`Building ${name}/ …`)
  // Always a production build: Vite keeps an NODE_ENV it inherits (vitest sets "test"), which
  // would ship React's and the router's development builds — twice the size, many times slower.
  const env = { ...process.env, NODE_ENV: "production" }
  await runCommand(`build-${name}`, BIN("vite"), ["build"], { cwd: dir, env, output: "file" })
  if (hasServerBuild)
    await runCommand(`build-${name}-server`, BIN("vite"), ["build", "--ssr", "src/entry-server.tsx"], {
      cwd: dir,
      env,
      output: "file",
    })
}

/** The build of @vitalia/schema the engine and the built gateway load (schema/dist: package.json "default"). */
const SCHEMA_ENTRY = path.join(ROOT, "schema/dist/package.json")

let schemaBuild: Promise<void> | undefined

/**
 * Builds @vitalia/schema to JavaScript (`npm run build -w schema`, which `npm install` runs too) when a
 * file of it is newer than the build: the engine (CommonJS, through Medusa) and the built gateway
 * load that build, while tsx, Vite and vitest read its TypeScript directly (the "source" condition).
 */
export function buildSchemaIfStale(log: (line: string) => void = () => {}): Promise<void> {
  schemaBuild ??= (async () => {
    const built = builtAt(SCHEMA_ENTRY)
    if (built && built >= newest([path.join(ROOT, "schema"), path.join(ROOT, "tsconfig.json")])) return
    log("Building schema/ …")
    await runCommand("build-schema", BIN("tsc"), ["-p", "tsconfig.build.json"], {
      cwd: path.join(ROOT, "schema"),
      env: process.env,
      output: "file",
    })
    await runCommand("build-schema", process.execPath, ["after-build.mjs"], {
      cwd: path.join(ROOT, "schema"),
      env: process.env,
      output: "file",
    })
  })().finally(() => (schemaBuild = undefined))
  return schemaBuild
}

/** The gateway's JavaScript build (gateway/dist, `tsc -p gateway/tsconfig.build.json`): what launchers run. */
export const GATEWAY_ENTRY = path.join(ROOT, "gateway/dist/gateway/src/server.js")

let gatewayBuild: Promise<void> | undefined

/**
 * Builds the gateway to JavaScript when its sources (or the schema it imports)
 * are newer than the build; once per process however many gateways start. `tsx` is for
 * development only (`npm run dev -w gateway`).
 */
export function buildGatewayIfStale(log: (line: string) => void = () => {}): Promise<void> {
  gatewayBuild ??= (async () => {
    await codegenIfStale(log)
    // The gateway's build reads the schema's types from its build (gateway/tsconfig.build.json).
    await buildSchemaIfStale(log)
    const sources = newest(
      ["gateway/src", "schema", "gateway/tsconfig.json", "gateway/tsconfig.build.json", "tsconfig.json"].map((p) =>
        path.join(ROOT, p)
      )
    )
    const built = builtAt(GATEWAY_ENTRY)
    if (built && built >= sources) return
    log("Building gateway/ …")
    await runCommand("build-gateway", BIN("tsc"), ["-p", "tsconfig.build.json"], {
      cwd: path.join(ROOT, "gateway"),
      env: process.env,
      output: "file",
    })
    // tsc leaves unchanged outputs untouched; mark the entry as current.
    const now = new Date()
    utimesSync(GATEWAY_ENTRY, now, now)
  })().finally(() => (gatewayBuild = undefined))
  return gatewayBuild
}
