import { buildSchemaIfStale } from "./build.js"
import { COMMERCE_DIR, BIN } from "./paths.js"
import { withClient } from "./postgres.js"
import { runCommand, startService, waitForHttp, type Service, type ServiceOptions } from "./services.js"
import type { SignInEnv } from "./sign-in.js"

export interface EngineEnv {
  databaseUrl: string
  port: number
  publicUrl: string
  jwtSecret: string
  cookieSecret: string
  /** The secret the engine asks of every call to /store, /auth, /admin and /hooks (ENGINE_EDGE_SECRET); the gateways get the same. */
  edgeSecret: string
  redisUrl?: string
  /** Keeps this shop apart from others in a shared Redis. */
  redisPrefix?: string
  workerMode?: "shared" | "server" | "worker"
  /** The local identity provider and mail catcher (scripts/lib/sign-in.ts), when they run. */
  signIn?: SignInEnv
  /** More of the engine's settings (commerce/src/settings.ts), for a test's own engine. */
  settings?: Record<string, string>
}

/** The environment the Medusa process runs with (commerce/src/settings.ts reads it). */
export function engineProcessEnv(engine: EngineEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV === "production" ? "production" : "development",
    DATABASE_URL: engine.databaseUrl,
    HOST: "127.0.0.1",
    PORT: String(engine.port),
    PUBLIC_URL: engine.publicUrl,
    JWT_SECRET: engine.jwtSecret,
    COOKIE_SECRET: engine.cookieSecret,
    ENGINE_EDGE_SECRET: engine.edgeSecret,
    MEDUSA_WORKER_MODE: engine.workerMode ?? "shared",
    MEDUSA_DISABLE_TELEMETRY: "true",
    ...(engine.redisUrl ? { REDIS_URL: engine.redisUrl, REDIS_PREFIX: engine.redisPrefix ?? "vitalia" } : {}),
    ...(engine.signIn?.oidcIssuerUrl
      ? {
          OIDC_ISSUER_URL: engine.signIn.oidcIssuerUrl,
          OIDC_CLIENT_ID: engine.signIn.oidcClientId,
          OIDC_CLIENT_SECRET: engine.signIn.oidcClientSecret,
        }
      : {}),
    ...(engine.signIn?.smtpUrl ? { SMTP_URL: engine.signIn.smtpUrl } : {}),
    ...engine.settings,
  }
}

/** Applies the engine's migrations and syncs module links. */
export async function migrate(engine: EngineEnv, output: ServiceOptions["output"]) {
  // The engine loads @vitalia/schema's build (schema/dist), not its TypeScript: it must be current.
  await buildSchemaIfStale()
  return runCommand("migrate", BIN("medusa"), ["db:migrate"], {
    cwd: COMMERCE_DIR,
    env: engineProcessEnv(engine),
    output,
  })
}

/** Runs one of the engine's scripts (commerce/src/scripts/<script>.ts) through `medusa exec`. */
export async function execScript(engine: EngineEnv, script: string, args: string[], output: ServiceOptions["output"]) {
  await buildSchemaIfStale()
  return runCommand(script, BIN("medusa"), ["exec", `./src/scripts/${script}.ts`, ...args], {
    cwd: COMMERCE_DIR,
    env: engineProcessEnv(engine),
    output,
  })
}

/** Loads the demo data (idempotent: commerce/src/scripts/seed.ts). */
export function seed(engine: EngineEnv, output: ServiceOptions["output"]) {
  return execScript(engine, "seed", [], output)
}

/** True when the database holds no region yet (a fresh shop). */
export async function isEmpty(databaseUrl: string): Promise<boolean> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from region where deleted_at is null")
    return rows[0].n === 0
  })
}

/** The publishable key the seed made for the gateway (PUBLISHABLE_KEY_TITLE in the seed). */
export async function publishableKey(databaseUrl: string): Promise<string> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ token: string }>(
      "select token from api_key where type = 'publishable' and title = $1 and revoked_at is null and deleted_at is null order by created_at limit 1",
      ["Vitalia Gateway"]
    )
    if (!rows[0])
      throw new Error("No publishable key for the gateway: run the seed (npm start does it on an empty database)")
    return rows[0].token
  })
}

/**
 * The engine server's heap limit in MB (ENGINE_MAX_HEAP_MB, 512). Left to itself on a machine with
 * plenty of memory, V8 lets the engine's heap grow to about 1 GB under a run of purchases although
 * what is alive stays near 260 MB (bench/README.md, "Soak"); the limit makes it collect sooner.
 * Its young generation is made larger (64 MB semi-spaces): a purchase's short-lived
 * objects die there, in cheap collections, instead of filling the limited old space — with the
 * limit alone the engine completed about a fifth fewer orders/s under 10 shoppers.
 */
export function engineHeapMb(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.ENGINE_MAX_HEAP_MB
  if (value === undefined || value === "") return 512
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 256)
    throw new Error(`ENGINE_MAX_HEAP_MB must be a whole number of MB, at least 256, got "${value}"`)
  return parsed
}

/**
 * A young generation of 64 MB semi-spaces, for Node processes that allocate much and keep much alive:
 * the engine (above) and npm test's lint (scripts/test.ts; bench/README.md, "The lint's young generation").
 */
export const LARGE_YOUNG_GENERATION = "--max-semi-space-size=64"

/** NODE_OPTIONS with `flags` after what it already holds. */
export function withNodeOptions(existing: string | undefined, ...flags: string[]): string {
  return [existing, ...flags].filter(Boolean).join(" ")
}

/** Starts `medusa start` on loopback, its heap limited (engineHeapMb), and waits until /health answers. */
export async function startEngine(
  engine: EngineEnv,
  output: ServiceOptions["output"],
  name = "engine"
): Promise<Service> {
  await buildSchemaIfStale()
  const env = engineProcessEnv(engine)
  const service = startService(name, BIN("medusa"), ["start"], {
    cwd: COMMERCE_DIR,
    env: {
      ...env,
      NODE_OPTIONS: withNodeOptions(env.NODE_OPTIONS, `--max-old-space-size=${engineHeapMb()}`, LARGE_YOUNG_GENERATION),
    },
    output,
  })
  try {
    await waitForHttp(`http://127.0.0.1:${engine.port}/health`, service, 120_000)
  } catch (error) {
    await service.stop()
    throw error
  }
  return service
}
