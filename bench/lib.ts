import { mkdirSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import { startGateway } from "../scripts/lib/gateway.js"
import { DATA_DIR, ROOT } from "../scripts/lib/paths.js"
import { freePort } from "../scripts/lib/ports.js"
import { localSecrets } from "../scripts/lib/secrets.js"
import { shutdown, stopOnSignals } from "../scripts/lib/shutdown.js"
import { startShop, type RunningShop } from "../scripts/lib/shop.js"

export const log = (line: string) => console.log(`» ${line}`)

/** The shop for benchmarks: its own embedded database in .data/bench-postgres (kept between runs), engine only. */
export async function benchShop(): Promise<RunningShop> {
  stopOnSignals(log)
  return startShop({
    databaseUrl: process.env.DATABASE_URL || undefined,
    postgresDir: path.join(DATA_DIR, "bench-postgres"),
    enginePort: await freePort(),
    publicUrl: "http://localhost:8080",
    output: "file",
    log,
  })
}

/** A gateway process for the shop, with extra environment (CATALOG_CACHE=off, say). */
export async function benchGateway(shop: RunningShop, name: string, env: Record<string, string> = {}) {
  const port = await freePort()
  await startGateway(name, port, {
    MEDUSA_URL: shop.engineUrl,
    MEDUSA_PUBLISHABLE_KEY: shop.publishableKey,
    SESSION_SECRET: localSecrets().sessionSecret,
    LOG_LEVEL: "warn",
    ...env,
  }, "file")
  return `http://127.0.0.1:${port}`
}

export interface LoadResult {
  name: string
  requests: number
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

/** autocannon against one request for `seconds`, 10 connections unless told. */
export async function load(name: string, options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 10, duration: 10, ...options })
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/** The machine the numbers come from, for the tables. */
export function machine() {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU"
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
}

/** Prints a table and writes bench/results/<name>.json. */
export function report(name: string, rows: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  console.table(rows)
  const dir = path.join(ROOT, "bench/results")
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${name}.json`)
  writeFileSync(file, JSON.stringify({ name, at: new Date().toISOString(), machine: machine(), rows, ...extra }, null, 2))
  log(`written ${path.relative(ROOT, file)}`)
}

export async function done() {
  await shutdown()
  process.exit(0)
}
