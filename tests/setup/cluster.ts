import http from "node:http"
import net from "node:net"
import path from "node:path"
import type { TestProject } from "vitest/node"
import { startCluster, type RunningCluster } from "../../scripts/lib/cluster.js"
import { DATA_DIR } from "../../scripts/lib/paths.js"
import { freePort } from "../../scripts/lib/ports.js"
import { dropDatabase } from "../../scripts/lib/postgres.js"
import { startTestRun } from "../../scripts/lib/run.js"
import { testDatabase, useTestPasswordHashCost } from "../../scripts/lib/test-database.js"
import { shutdown } from "../../scripts/lib/shutdown.js"
import { rmSync } from "node:fs"

declare module "vitest" {
  export interface ProvidedContext {
    cluster: {
      gatewayUrls: string[]
      balancerUrl: string
      databaseUrl: string
      engineUrl: string
      publishableKey: string
      /** The run's ENGINE_EDGE_SECRET: the engine server answers only calls that carry it. */
      edgeSecret: string
      /** Where the workers' e-mails are caught; empty when SMTP_URL names a real server. */
      mailDir: string
      /** The engine workers' log files (.data/logs), to see which worker did what. */
      workerLogs: string[]
      /** The shop's Redis and its key prefix (REDIS_PREFIX): tests read the engine's event queue there. */
      redisUrl: string
      redisPrefix: string
      /**
       * POST /worker/stop, /worker/start, /server/stop, /server/start here to stop and start the engine's
       * processes; /server/start's JSON body, when there is one, adds to the engine's environment.
       */
      controlUrl: string
    } | null
  }
}

let cluster: RunningCluster | undefined
let control: http.Server | undefined
let suiteDatabase: string | undefined
const postgresDir = path.join(DATA_DIR, `cluster-postgres-${process.pid}`)

/**
 * The production topology on this machine for tests/cluster: engine server and
 * worker on Redis, two gateways and the balancer, on a fresh database. Needs
 * Redis (REDIS_URL, else 127.0.0.1:6379); without one the suite is skipped.
 */
export async function setup(project: TestProject) {
  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379"
  if (!(await reachable(redisUrl))) {
    process.stdout.write(`[cluster] no Redis at ${redisUrl}: the cluster suite is skipped\n`)
    project.provide("cluster", null)
    return
  }
  useTestPasswordHashCost()
  // Under npm test, a copy of the run's seeded database (scripts/lib/test-database.ts).
  const database = testDatabase("cluster")
  suiteDatabase = database.databaseUrl
  const redisPrefix = `vitalia-test-${process.pid}`
  const gateways = [await freePort(), await freePort()]
  const balancer = await freePort()
  const log = (line: string) => process.stdout.write(`[cluster] ${line}\n`)
  // Its processes end with the test run however it ends; a later run stops what a crashed one left.
  cluster = await startTestRun("The cluster suite's shop", "test-cluster", log, async () =>
    startCluster({
      databaseUrl: database.databaseUrl,
      template: database.template,
      postgresDir,
      fresh: true,
      redisUrl,
      redisPrefix,
      // Two workers: background work (a subscription run, say) may land on either.
      ports: { engine: await freePort(), workers: [await freePort(), await freePort()], gateways, balancer },
      publicUrl: `http://127.0.0.1:${balancer}`,
      mailDir: path.join(DATA_DIR, `cluster-mail-${process.pid}`),
      output: "file",
      // Every shopper of this suite comes from 127.0.0.1, where a real shop's each have their own
      // address: the budgets for cart creations and other creations (100 and 60 a client) would
      // refuse the fault suite's four looping shoppers, and which test ran first would decide it.
      // The cost budget stays the production one: the throttling test checks it across both gateways.
      gatewayEnv: { THROTTLE_CARTS_CAPACITY: "100000", THROTTLE_CREATES_CAPACITY: "100000" },
      log,
    })
  )
  // Test files run in other processes: they stop and start the worker through this loopback door.
  const running = cluster
  // `answer` catches its own failures (a 500 with the error).
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    try {
      if (req.method === "POST" && req.url === "/worker/stop") await running.stopWorker()
      else if (req.method === "POST" && req.url === "/worker/start") await running.startWorker()
      else if (req.method === "POST" && req.url === "/server/stop") await running.stopServer()
      else if (req.method === "POST" && req.url === "/server/start") await running.startServer(await bodyOf(req))
      else return void res.writeHead(404).end()
      res.writeHead(204).end()
    } catch (error) {
      res.writeHead(500).end(String(error))
    }
  }
  control = http.createServer((req, res) => void answer(req, res))
  const controlPort = await freePort()
  await new Promise<void>((resolve) => control!.listen(controlPort, "127.0.0.1", resolve))
  project.provide("cluster", {
    gatewayUrls: cluster.gatewayUrls,
    balancerUrl: cluster.balancerUrl,
    databaseUrl: cluster.databaseUrl,
    engineUrl: cluster.engineUrl,
    publishableKey: cluster.publishableKey,
    edgeSecret: cluster.edgeSecret,
    mailDir: cluster.mailDir ?? "",
    controlUrl: `http://127.0.0.1:${controlPort}`,
    redisUrl,
    redisPrefix,
    workerLogs: cluster.workerNames.map((name) => path.join(DATA_DIR, "logs", `${name}.log`)),
  })
}

export async function teardown() {
  await new Promise<void>((resolve) => (control ? control.close(() => resolve()) : resolve()))
  await cluster?.stop()
  // Anything still registered (a worker a test restarted, say) goes too.
  await shutdown()
  if (suiteDatabase) await dropDatabase(suiteDatabase)
  rmSync(postgresDir, { recursive: true, force: true })
  rmSync(path.join(DATA_DIR, `cluster-mail-${process.pid}`), { recursive: true, force: true })
}

/** The environment a start adds, as JSON (`{ "ENGINE_EDGE_SECRET_PREVIOUS": "…" }`); none when the body is empty. */
async function bodyOf(req: http.IncomingMessage): Promise<Record<string, string>> {
  let text = ""
  for await (const chunk of req) text += String(chunk)
  return text ? (JSON.parse(text) as Record<string, string>) : {}
}

function reachable(url: string) {
  const { hostname, port } = new URL(url)
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname, () => (socket.end(), resolve(true)))
    socket.on("error", () => resolve(false))
  })
}
