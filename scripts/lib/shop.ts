import path from "node:path"
import { buildAppIfStale, codegenIfStale } from "./build.js"
import { checkFirstOwner } from "./first-owner.js"
import { isEmpty, publishableKey, seed, startEngine, type EngineEnv } from "./engine.js"
import { migrateWhenChanged } from "./migrations.js"
import { startGateway } from "./gateway.js"
import { DATA_DIR } from "./paths.js"
import { copyDatabase, ensureDatabase, startEmbeddedPostgres, type Database } from "./postgres.js"
import { localSecrets, type LocalSecrets } from "./secrets.js"
import type { Service, ServiceOptions } from "./services.js"
import { startSignInServices, type SignInServices } from "./sign-in.js"

export interface PrepareOptions {
  /** External Postgres (DATABASE_URL); embedded in `postgresDir` when absent. */
  databaseUrl?: string
  /** Where the embedded cluster lives. */
  postgresDir?: string
  /** Start from an empty database (tests). */
  fresh?: boolean
  /**
   * With `databaseUrl`: a migrated, seeded database on the same server to start as a copy of, instead
   * of migrating and seeding (the test suites of one `npm test`: scripts/lib/test-database.ts).
   */
  template?: string
  /** The origin shoppers use (the gateway, or the balancer in front of gateways). */
  publicUrl: string
  output: ServiceOptions["output"]
  log: (line: string) => void
}

export interface ShopOptions extends PrepareOptions {
  enginePort: number
  /** Start a gateway process on this port (npm start); tests build the app in-process instead. */
  gatewayPort?: number
  /** Where the local mail catcher keeps e-mails (default .data/mail; unused when SMTP_URL is set). */
  mailDir?: string
  /** The local identity provider's port (default IDP_PORT, else 8090 when free; unused with AUTH0_*). */
  idpPort?: number
  /** More settings for the gateway (a test's throttling budgets, say); the production defaults otherwise. */
  gatewayEnv?: Record<string, string>
}

export interface RunningShop {
  databaseUrl: string
  engineUrl: string
  publishableKey: string
  /** The secret every call to the engine must carry (ENGINE_EDGE_SECRET, header x-vitalia-edge): this run's. */
  edgeSecret: string
  gatewayUrl?: string
  /** The local identity provider's issuer, when it runs (no AUTH0_* or OIDC_* settings). */
  idpUrl?: string
  /** Where caught e-mails land, when the local catcher runs (no SMTP_URL). */
  mailDir?: string
  timings: Record<string, number>
  stop(): Promise<void>
}

/** A prepared shop: database up, migrated and seeded, front-ends built; services start from here. */
export interface PreparedShop {
  database: Database
  secrets: LocalSecrets
  timings: Record<string, number>
  mark: (step: string) => void
}

/** Database → migrations → seed when empty → codegen and builds when stale. */
export async function prepareShop(options: PrepareOptions): Promise<PreparedShop> {
  const started = Date.now()
  const timings: Record<string, number> = {}
  const mark = (step: string) => void (timings[step] = Date.now() - started)
  let database: Database
  const template = options.databaseUrl ? options.template : undefined
  if (options.databaseUrl) {
    if (template) await copyDatabase(options.databaseUrl, template)
    else await ensureDatabase(options.databaseUrl)
    database = { url: options.databaseUrl, embedded: false, stop: async () => {} }
  } else {
    database = await startEmbeddedPostgres(options.postgresDir ?? path.join(DATA_DIR, "postgres"), {
      fresh: options.fresh,
    })
  }
  mark("database")
  options.log(database.embedded ? "Embedded PostgreSQL is running." : "Using the PostgreSQL at DATABASE_URL.")
  try {
    const secrets = localSecrets()
    const engine = engineEnv(database, secrets, 0, options.publicUrl)
    if (template) options.log(`Starting from a copy of ${template}, migrated and seeded by this test run.`)
    else await migrateWhenChanged(engine, options.output, options.log)
    mark("migrations")
    if (!template && (await isEmpty(database.url))) {
      const production = process.env.NODE_ENV === "production"
      if (production) await checkFirstOwner(process.env)
      // Production gets the catalogue and its first owner, never the demo accounts (commerce/src/scripts/seed.ts).
      options.log(
        production
          ? "Empty database: loading the catalogue and the first owner (no demo accounts in production)…"
          : "Empty database: loading the demo shop…"
      )
      await seed(engine, options.output)
    }
    mark("seed")
    await codegenIfStale(options.log)
    await buildAppIfStale("web", options.log)
    await buildAppIfStale("admin", options.log)
    await buildAppIfStale("explorer", options.log)
    mark("build")
    return { database, secrets, timings, mark }
  } catch (error) {
    await database.stop()
    throw error
  }
}

/** The engine's environment for a prepared shop. */
export function engineEnv(
  database: Database,
  secrets: LocalSecrets,
  port: number,
  publicUrl: string,
  extra: Partial<EngineEnv> = {}
): EngineEnv {
  return {
    databaseUrl: database.url,
    port,
    publicUrl,
    jwtSecret: secrets.jwtSecret,
    cookieSecret: secrets.cookieSecret,
    edgeSecret: secrets.edgeSecret,
    ...extra,
  }
}

/**
 * The single-machine shop behind `npm start` and the test suites: one engine
 * (server and worker in one process) and, when asked, one gateway.
 */
export async function startShop(options: ShopOptions): Promise<RunningShop> {
  const prepared = await prepareShop(options)
  const { database, secrets, timings, mark } = prepared
  const services: Service[] = []
  let signIn: SignInServices | undefined
  const stop = async () => {
    for (const service of services.reverse()) await service.stop()
    await signIn?.stop()
    await database.stop()
  }
  try {
    // The identity provider (local stand-in for Auth0) and the mail catcher, unless real ones are configured.
    signIn = await startSignInServices({ ...options, mailDir: options.mailDir ?? path.join(DATA_DIR, "mail") })
    mark("sign-in")
    options.log("Starting the commerce engine…")
    services.push(
      await startEngine(
        engineEnv(database, secrets, options.enginePort, options.publicUrl, { signIn: signIn.env }),
        options.output
      )
    )
    mark("engine")
    const key = await publishableKey(database.url)
    const engineUrl = `http://127.0.0.1:${options.enginePort}`

    let gatewayUrl: string | undefined
    if (options.gatewayPort !== undefined) {
      options.log("Starting the gateway…")
      services.push(
        await startGateway(
          "gateway",
          options.gatewayPort,
          {
            MEDUSA_URL: engineUrl,
            MEDUSA_PUBLISHABLE_KEY: key,
            ENGINE_EDGE_SECRET: secrets.edgeSecret,
            SESSION_SECRET: secrets.sessionSecret,
            PUBLIC_URL: options.publicUrl,
            ...options.gatewayEnv,
          },
          options.output,
          options.log
        )
      )
      gatewayUrl = `http://localhost:${options.gatewayPort}`
      mark("gateway")
    }
    return {
      databaseUrl: database.url,
      engineUrl,
      publishableKey: key,
      edgeSecret: secrets.edgeSecret,
      gatewayUrl,
      idpUrl: signIn.idpUrl,
      mailDir: signIn.mailDir,
      timings,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
