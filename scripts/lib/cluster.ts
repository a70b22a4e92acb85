import type http from "node:http"
import { startBalancer } from "./balancer.js"
import { publishableKey, startEngine } from "./engine.js"
import { startGateway } from "./gateway.js"
import { atShutdown } from "./shutdown.js"
import { engineEnv, prepareShop, type PrepareOptions } from "./shop.js"
import type { Service } from "./services.js"

export interface ClusterOptions extends PrepareOptions {
  redisUrl: string
  /** Keeps this cluster's queues, cache and locks apart in a shared Redis. */
  redisPrefix: string
  ports: { engine: number; worker: number; gateways: number[]; balancer: number }
}

export interface RunningCluster {
  databaseUrl: string
  engineUrl: string
  gatewayUrls: string[]
  balancerUrl: string
  publishableKey: string
  /** Stops or starts the engine worker (tests show who does background work). */
  stopWorker(): Promise<void>
  startWorker(): Promise<void>
  /** Stops or starts the engine server (the fault suite). */
  stopServer(): Promise<void>
  startServer(): Promise<void>
  stop(): Promise<void>
}

/**
 * The production picture on one machine: one engine server (HTTP only), one
 * engine worker (subscribers, scheduled jobs, workflows), several stateless
 * gateways sharing Redis, and a round-robin balancer in front.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const { database, secrets } = await prepareShop(options)
  const services: Service[] = []
  let worker: Service | undefined
  let server: Service | undefined
  let balancer: http.Server | undefined
  const shared = { redisUrl: options.redisUrl, redisPrefix: options.redisPrefix }
  const stop = async () => {
    await new Promise<void>((resolve) => (balancer ? balancer.close(() => resolve()) : resolve()))
    for (const service of services.reverse()) await service.stop()
    await server?.stop()
    await worker?.stop()
    await database.stop()
  }
  const startServer = async () => {
    if (server) return
    options.log("Starting the engine server…")
    server = await startEngine(engineEnv(database, secrets, options.ports.engine, options.publicUrl, { ...shared, workerMode: "server" }), options.output, "engine-server")
  }
  const startWorker = async () => {
    if (worker) return
    options.log("Starting the engine worker…")
    worker = await startEngine(engineEnv(database, secrets, options.ports.worker, options.publicUrl, { ...shared, workerMode: "worker" }), options.output, "engine-worker")
  }
  try {
    await startServer()
    await startWorker()
    const key = await publishableKey(database.url)
    const engineUrl = `http://127.0.0.1:${options.ports.engine}`
    const gatewayUrls: string[] = []
    for (const [index, port] of options.ports.gateways.entries()) {
      options.log(`Starting gateway ${index + 1}…`)
      services.push(
        await startGateway(`gateway-${index + 1}`, port, {
          MEDUSA_URL: engineUrl,
          MEDUSA_PUBLISHABLE_KEY: key,
          SESSION_SECRET: secrets.sessionSecret,
          REDIS_URL: options.redisUrl,
          REDIS_PREFIX: options.redisPrefix,
        }, options.output)
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
      stopWorker: async () => {
        await worker?.stop()
        worker = undefined
      },
      startWorker,
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
