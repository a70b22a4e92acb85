import { randomBytes } from "node:crypto"
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { DATA_DIR } from "./paths.js"

export interface LocalSecrets {
  jwtSecret: string
  cookieSecret: string
  sessionSecret: string
  /** The gateway's secret the engine asks of every call (ENGINE_EDGE_SECRET): new for every run, never kept. */
  edgeSecret: string
}

/** The secrets kept in .data/secrets.json (the edge secret is never kept). */
type Kept = Omit<LocalSecrets, "edgeSecret">
const KEPT: (keyof Kept)[] = ["jwtSecret", "cookieSecret", "sessionSecret"]

/** What the file holds, or null when there is no file yet. */
function readKept(file: string): Partial<Kept> | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Partial<Kept>
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null
    throw error
  }
}

const complete = (kept: Partial<Kept> | null): kept is Kept => !!kept && KEPT.every((key) => !!kept[key])

/** Waits `ms` without giving up the thread (localSecrets is synchronous, as its callers are). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/**
 * Runs `make` holding the folder `lock` (made atomically: only one process can). npm test starts
 * several shops at once, each asking for the secrets: without it, two processes finding no file
 * each kept secrets of their own, and one read the file while another was writing it. A lock left by
 * a process that died holding it is taken after 10 s; `make` takes milliseconds.
 */
function holding<T>(lock: string, make: () => T): T {
  for (const until = Date.now() + 10_000; ; pause(10)) {
    try {
      mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      if (Date.now() > until) rmSync(lock, { recursive: true, force: true })
    }
  }
  try {
    return make()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** Makes what the file lacks and writes it whole, holding the lock; returns what it then holds. */
function keepNew(file: string, make: () => string): Kept {
  mkdirSync(path.dirname(file), { recursive: true })
  return holding(`${file}.lock`, () => {
    // Another process may have made them while this one waited for the lock.
    const saved = readKept(file) ?? {}
    if (complete(saved)) return saved
    const made: Kept = {
      jwtSecret: saved.jwtSecret || make(),
      cookieSecret: saved.cookieSecret || make(),
      sessionSecret: saved.sessionSecret || make(),
    }
    const draft = `${file}.${process.pid}`
    writeFileSync(draft, JSON.stringify(made, null, 2), { mode: 0o600 })
    renameSync(draft, file)
    return made
  })
}

/**
 * Secrets for a local shop, made once per checkout and kept in .data/ (never
 * committed). Production sets JWT_SECRET, COOKIE_SECRET and SESSION_SECRET.
 * The engine's edge secret is made afresh on each call (each run of a launcher),
 * unless ENGINE_EDGE_SECRET sets it: only that run's gateways hold it. The file is
 * written whole under a new name and renamed into place, so a reader finds it whole or not at all.
 */
export function localSecrets(env: NodeJS.ProcessEnv = process.env): LocalSecrets {
  const file = path.join(DATA_DIR, "secrets.json")
  const make = () => randomBytes(32).toString("base64url")
  const found = readKept(file)
  const stored: Kept = complete(found) ? found : keepNew(file, make)
  return {
    jwtSecret: env.JWT_SECRET || stored.jwtSecret,
    cookieSecret: env.COOKIE_SECRET || stored.cookieSecret,
    sessionSecret: env.SESSION_SECRET || stored.sessionSecret,
    edgeSecret: env.ENGINE_EDGE_SECRET || make(),
  }
}
