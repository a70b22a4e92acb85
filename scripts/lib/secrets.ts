import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { DATA_DIR } from "./paths.js"

export interface LocalSecrets {
  jwtSecret: string
  cookieSecret: string
  sessionSecret: string
  /** The gateway's secret the engine asks of every call (ENGINE_EDGE_SECRET): new for every run, never kept. */
  edgeSecret: string
}

/**
 * Secrets for a local shop, made once per checkout and kept in .data/ (never
 * committed). Production sets JWT_SECRET, COOKIE_SECRET and SESSION_SECRET.
 * The engine's edge secret is made afresh on each call (each run of a launcher),
 * unless ENGINE_EDGE_SECRET sets it: only that run's gateways hold it.
 */
export function localSecrets(env: NodeJS.ProcessEnv = process.env): LocalSecrets {
  const file = path.join(DATA_DIR, "secrets.json")
  let saved: Partial<Omit<LocalSecrets, "edgeSecret">> = {}
  if (existsSync(file)) saved = JSON.parse(readFileSync(file, "utf8")) as typeof saved
  const make = () => randomBytes(32).toString("base64url")
  const stored: Omit<LocalSecrets, "edgeSecret"> = {
    jwtSecret: saved.jwtSecret ?? make(),
    cookieSecret: saved.cookieSecret ?? make(),
    sessionSecret: saved.sessionSecret ?? make(),
  }
  mkdirSync(DATA_DIR, { recursive: true })
  writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 })
  return {
    jwtSecret: env.JWT_SECRET || stored.jwtSecret,
    cookieSecret: env.COOKIE_SECRET || stored.cookieSecret,
    sessionSecret: env.SESSION_SECRET || stored.sessionSecret,
    edgeSecret: env.ENGINE_EDGE_SECRET || make(),
  }
}
