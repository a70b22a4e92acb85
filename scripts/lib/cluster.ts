import type http from "node:http"
import path from "node:path"
import { startBalancer } from "./balancer.js"
import { publishableKey, startEngine } from "./engine.js"
import { startGateway } from "./gateway.js"
import { atShutdown } from "./shutdown.js"
import { DATA_DIR } from "./paths.js"
import { engineEnv, prepareShop, type PrepareOptions } from "./shop.js"
import { startLocalMail } from "./sign-in.js"
import type { Service } from "./services.js"

export interface ClusterOptions extends PrepareOptions {
  redisUrl: string
  /** Keeps this cluster's queues, cache and locks apart in a shared Redis. */
  redisPrefix: string
  /** One port per engine worker (a worker serves only /health), one per gateway. */
  ports: { engine: number; workers: number[]; gateways: number[]; balancer: number }
  /** Where the local mail catcher keeps the workers' e-mails (default .data/mail; unused when SMTP_URL is set). */
  mailDir?: string
  /** More settings for both gateways (a test's throttling budgets, say); the production defaults otherwise. */
  gatewayEnv?: Record<string, string>
}

export interface RunningCluster {
  databaseUrl: string
  engineUrl: string
  gatewayUrls: string[]
  balancerUrl: string
  publishableKey: string
  /** The secret the engine server asks of every call (ENGINE_EDGE_SECRET): the gateways send it. */
  edgeSecret: string
  /** Where caught e-mails land, when the local catcher runs (no SMTP_URL). */
  mailDir?: string
  /** The engine workers' log names (`.data/logs/<name>.log` when output is "file"). */
  workerNames: string[]
  /** Stops or starts every engine worker (tests show who does background work). */
  stopWorker(): Promise<void>
  startWorker(): Promise<void>
  /** Stops or starts the engine server (the fault suite); `env` adds to or replaces its environment (a changed secret). */
  stopServer(): Promise<void>
  startServer(env?: Record<string, string>): Promise<void>
  stop(): Promise<void>
}

/**
 * The production picture on one machine: one engine server (HTTP only),
 * engine workers (subscribers, scheduled jobs, workflows; one per port in
 * `ports.workers`), several stateless gateways sharing Redis, and a
 * round-robin balancer in front.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const { database, secrets } = await prepareShop(options)
  const services: Service[] = []
  let workers: Service[] = []
  const workerNames = options.ports.workers.map((_, index) => `engine-worker-${index + 1}`)
  let server: Service | undefined
  let balancer: http.Server | undefined
  // The workers send the shop's e-mails: to SMTP_URL, or to a local catcher.
  const mail = await startLocalMail(options.mailDir ?? path.join(DATA_DIR, "mail"), options.log)
  const shared = {
    redisUrl: options.redisUrl,
    redisPrefix: options.redisPrefix,
    signIn: mail.smtpUrl ? { smtpUrl: mail.smtpUrl } : undefined,
  }
  const stop = async () => {
    await new Promise<void>((resolve) => (balancer ? balancer.close(() => resolve()) : resolve()))
    for (const service of services.reverse()) await service.stop()
    await server?.stop()
    for (const worker of workers) await worker.stop()
    await mail.stop()
    await database.stop()
  }
  const startServer = async (env: Record<string, string> = {}) => {
    if (server) return
    options.log("Starting the engine server…")
    const base = engineEnv(database, secrets, options.ports.engine, options.publicUrl, {
      ...shared,
      workerMode: "server",
    })
    server = await startEngine({ ...base, settings: { ...base.settings, ...env } }, options.output, "engine-server")
  }
  const startWorkers = async () => {
    if (workers.length) return
    // One after another: two engines booting at once on two cores slow each other down.
    for (const [index, port] of options.ports.workers.entries()) {
      options.log(`Starting engine worker ${index + 1}…`)
      workers.push(
        await startEngine(
          engineEnv(database, secrets, port, options.publicUrl, { ...shared, workerMode: "worker" }),
          options.output,
          workerNames[index]
        )
      )
    }
  }
  try {
    await startServer()
    await startWorkers()
    const key = await publishableKey(database.url)
    const engineUrl = `http://127.0.0.1:${options.ports.engine}`
    const gatewayUrls: string[] = []
    for (const [index, port] of options.ports.gateways.entries()) {
      options.log(`Starting gateway ${index + 1}…`)
      services.push(
        await startGateway(
          `gateway-${index + 1}`,
          port,
          {
            MEDUSA_URL: engineUrl,
            MEDUSA_PUBLISHABLE_KEY: key,
            ENGINE_EDGE_SECRET: secrets.edgeSecret,
            SESSION_SECRET: secrets.sessionSecret,
            REDIS_URL: options.redisUrl,
            REDIS_PREFIX: options.redisPrefix,
            // One balancer in front, which appends the address it saw to X-Forwarded-For (lib/balancer.ts).
            TRUST_PROXY: "1",
            ...options.gatewayEnv,
          },
          options.output,
          options.log
        )
      )
      gatewayUrls.push(`http://127.0.0.1:${port}`)
    }
    balancer = await startBalancer(options.ports.balancer, gatewayUrls)
    const front = balancer
    atShutdown(() => new Promise<void>((resolve) => front.close(() => resolve())))
    return {
      databaseUrl: database.url,
      engineUrl,
      gatewayUrls,
      balancerUrl: `http://127.0.0.1:${options.ports.balancer}`,
      publishableKey: key,
      edgeSecret: secrets.edgeSecret,
      mailDir: mail.mailDir,
      workerNames,
      stopWorker: async () => {
        for (const worker of workers) await worker.stop()
        workers = []
      },
      startWorker: startWorkers,
      stopServer: async () => {
        await server?.stop()
        server = undefined
      },
      startServer,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
