/**
 * `npm run start:cluster`: the shop as it runs in production, on this machine's
 * PostgreSQL and Redis — one engine server, engine workers (ENGINE_WORKERS, 1 by
 * default, on WORKER_PORT and up), two gateways and a round-robin balancer in
 * front (docs/operations.md). Ctrl-C stops it all.
 */
import { demoAdmin, demoShoppers } from "../commerce/src/scripts/seed/accounts.js"
import { startCluster } from "./lib/cluster.js"
import { shutdown, stopOnSignals } from "./lib/shutdown.js"

const log = (line: string) => console.log(`» ${line}`)
stopOnSignals(log)
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const balancerPort = port("PORT", 8080)
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${balancerPort}`
const workerCount = port("ENGINE_WORKERS", 1)
if (!Number.isInteger(workerCount) || workerCount < 1 || workerCount > 8) {
  console.error("ENGINE_WORKERS must be a whole number from 1 to 8")
  process.exit(1)
}

const cluster = await startCluster({
  databaseUrl: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/vitalia_cluster",
  redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
  redisPrefix: process.env.REDIS_PREFIX ?? "vitalia-cluster",
  ports: {
    engine: port("ENGINE_PORT", 9000),
    workers: Array.from({ length: workerCount }, (_, index) => port("WORKER_PORT", 9001) + index),
    gateways: [port("GATEWAY_A_PORT", 8081), port("GATEWAY_B_PORT", 8082)],
    balancer: balancerPort,
  },
  publicUrl,
  output: process.env.SHOP_LOGS === "terminal" ? "terminal" : "file",
  log,
}).catch(async (error: Error) => {
  console.error(`\nThe cluster could not start: ${error.message}`)
  await shutdown()
  process.exit(1)
})

console.log(`
Vitalia cluster is ready

  Balancer       ${publicUrl}/  (round robin over the gateways)
  Gateways       ${cluster.gatewayUrls.join(" · ")}
  Engine server  ${cluster.engineUrl} (HTTP) · ${cluster.workerNames.length} engine worker(s) (subscribers, jobs, workflows)
  Database       ${cluster.databaseUrl.replace(/:[^:@/]*@/, ":***@")}

  Admin          ${demoAdmin.email} / ${demoAdmin.password}
${demoShoppers.map((s) => `  Shopper        ${s.email} / ${s.password}`).join("\n")}

  Logs: .data/logs/ · Ctrl-C stops the cluster.
`)
