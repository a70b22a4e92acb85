/**
 * `npm run start:cluster`: the shop as it runs in production, on this machine's
 * PostgreSQL and Redis — one engine server, engine workers (ENGINE_WORKERS, 1 by
 * default, on WORKER_PORT and up), two gateways and a round-robin balancer in
 * front (docs/operations.md). Ctrl-C stops it all; so does the end of this
 * process however it comes, and what a crashed earlier run left running is
 * stopped first (lib/run.ts).
 */
import path from "node:path"
import { demoAdmin, demoShoppers, demoStaff } from "../commerce/src/scripts/seed/accounts.js"
import { startCluster, type RunningCluster } from "./lib/cluster.js"
import { DATA_DIR, shownPath } from "./lib/paths.js"
import { ensurePortFree } from "./lib/ports.js"
import { beginRun, recordPorts } from "./lib/run.js"
import { stopOnSignals } from "./lib/shutdown.js"
import { StartError, startOrExit } from "./lib/start-error.js"

const log = (line: string) => console.log(`» ${line}`)
stopOnSignals(log)
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const balancerPort = port("PORT", 8080)
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${balancerPort}`

const cluster: RunningCluster = await startOrExit("The cluster", async () => {
  const workerCount = port("ENGINE_WORKERS", 1)
  if (!Number.isInteger(workerCount) || workerCount < 1 || workerCount > 8) {
    throw new StartError(
      `ENGINE_WORKERS must be a whole number from 1 to 8, not "${process.env.ENGINE_WORKERS}" — set it to one and start again.`
    )
  }
  await beginRun("cluster", { log })
  const ports = {
    engine: port("ENGINE_PORT", 9000),
    workers: Array.from({ length: workerCount }, (_, index) => port("WORKER_PORT", 9001) + index),
    gateways: [port("GATEWAY_A_PORT", 8081), port("GATEWAY_B_PORT", 8082)],
    balancer: balancerPort,
  }
  // Every port is fixed: each must be free before anything starts. [what, port, the setting that chose it]
  const claimed: [string, number, string][] = [
    ["balancer", ports.balancer, "PORT"],
    ["engine", ports.engine, "ENGINE_PORT"],
    ...ports.workers.map((workerPort, index): [string, number, string] => [
      `engine-worker-${index + 1}`,
      workerPort,
      "WORKER_PORT",
    ]),
    ["gateway-1", ports.gateways[0], "GATEWAY_A_PORT"],
    ["gateway-2", ports.gateways[1], "GATEWAY_B_PORT"],
  ]
  for (const [, number, setting] of claimed) await ensurePortFree(number, setting)
  const started = await startCluster({
    databaseUrl: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/vitalia_cluster",
    redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    redisPrefix: process.env.REDIS_PREFIX ?? "vitalia-cluster",
    ports,
    publicUrl,
    output: process.env.SHOP_LOGS === "terminal" ? "terminal" : "file",
    log,
  })
  recordPorts(Object.fromEntries(claimed.map(([name, number]) => [name, number])))
  return started
})

console.log(`
Vitalia cluster is ready

  Balancer       ${publicUrl}/  (round robin over the gateways)
  Gateways       ${cluster.gatewayUrls.join(" · ")}
  Engine server  ${cluster.engineUrl} (HTTP) · ${cluster.workerNames.length} engine worker(s) (subscribers, jobs, workflows)
  Database       ${cluster.databaseUrl.replace(/:[^:@/]*@/, ":***@")}

  Admin          ${demoAdmin.email} / ${demoAdmin.password} (owner)
${demoStaff.map((s) => `  Staff          ${s.email} / ${s.password} (${s.role})`).join("\n")}
${demoShoppers.map((s) => `  Shopper        ${s.email} / ${s.password}`).join("\n")}

  Logs: ${shownPath(path.join(DATA_DIR, "logs"))}/ · Ctrl-C stops the cluster.
`)
