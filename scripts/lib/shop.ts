import path from "node:path"
import { buildAppIfStale, codegenIfStale } from "./build.js"
import { isEmpty, migrate, publishableKey, seed, startEngine, type EngineEnv } from "./engine.js"
import { DATA_DIR, ROOT } from "./paths.js"
import { ensureDatabase, startEmbeddedPostgres, type Database } from "./postgres.js"
import { localSecrets } from "./secrets.js"
import { startService, waitForHttp, type Service, type ServiceOptions } from "./services.js"

export interface ShopOptions {
  /** External Postgres (DATABASE_URL); embedded in `dataDir` when absent. */
  databaseUrl?: string
  /** Where the embedded cluster lives. */
  postgresDir?: string
  /** Start from an empty database (tests). */
  fresh?: boolean
  enginePort: number
  /** Start a gateway process on this port (npm start); tests build the app in-process instead. */
  gatewayPort?: number
  publicUrl: string
  output: ServiceOptions["output"]
  log: (line: string) => void
}

export interface RunningShop {
  databaseUrl: string
  engineUrl: string
  publishableKey: string
  gatewayUrl?: string
  timings: Record<string, number>
  stop(): Promise<void>
}

/**
 * Postgres → migrations → seed when empty → builds → engine → gateway: the one
 * start-up sequence behind `npm start` and the test suites.
 */
export async function startShop(options: ShopOptions): Promise<RunningShop> {
  const started = Date.now()
  const timings: Record<string, number> = {}
  const mark = (step: string) => (timings[step] = Date.now() - started)
  const services: Service[] = []
  let database: Database | undefined

  const stop = async () => {
    for (const service of services.reverse()) await service.stop()
    await database?.stop()
  }

  try {
    if (options.databaseUrl) {
      await ensureDatabase(options.databaseUrl)
      database = { url: options.databaseUrl, embedded: false, stop: async () => {} }
    } else {
      database = await startEmbeddedPostgres(options.postgresDir ?? path.join(DATA_DIR, "postgres"), { fresh: options.fresh })
    }
    mark("database")
    options.log(database.embedded ? "Embedded PostgreSQL is running." : "Using the PostgreSQL at DATABASE_URL.")

    const secrets = localSecrets()
    const engine: EngineEnv = {
      databaseUrl: database.url,
      port: options.enginePort,
      publicUrl: options.publicUrl,
      jwtSecret: secrets.jwtSecret,
      cookieSecret: secrets.cookieSecret,
    }
    options.log("Applying database migrations…")
    await migrate(engine, options.output)
    mark("migrations")
    if (await isEmpty(database.url)) {
      options.log("Empty database: loading the demo shop…")
      await seed(engine, options.output)
    }
    mark("seed")

    await codegenIfStale(options.log)
    await buildAppIfStale("web", options.log)
    await buildAppIfStale("admin", options.log)
    mark("build")

    options.log("Starting the commerce engine…")
    services.push(await startEngine(engine, options.output))
    mark("engine")
    const key = await publishableKey(database.url)
    const engineUrl = `http://127.0.0.1:${options.enginePort}`

    let gatewayUrl: string | undefined
    if (options.gatewayPort !== undefined) {
      options.log("Starting the gateway…")
      const gateway = startService("gateway", path.join(ROOT, "node_modules/.bin/tsx"), ["src/server.ts"], {
        cwd: path.join(ROOT, "gateway"),
        env: {
          ...process.env,
          PORT: String(options.gatewayPort),
          MEDUSA_URL: engineUrl,
          MEDUSA_PUBLISHABLE_KEY: key,
          SESSION_SECRET: secrets.sessionSecret,
        },
        output: options.output,
      })
      services.push(gateway)
      gatewayUrl = `http://localhost:${options.gatewayPort}`
      await waitForHttp(`http://127.0.0.1:${options.gatewayPort}/health`, gateway, 60_000)
      mark("gateway")
    }
    return { databaseUrl: database.url, engineUrl, publishableKey: key, gatewayUrl, timings, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
