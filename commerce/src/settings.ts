/**
 * Every environment variable the engine reads, parsed in one place.
 * Local defaults suit `npm start`; production sets them all (docs/operations.md).
 */
export interface EngineSettings {
  databaseUrl: string
  databaseSsl: false | { rejectUnauthorized: boolean }
  workerMode: "shared" | "server" | "worker"
  /** The public origin shoppers and admins use (the gateway), for file URLs and CORS. */
  publicUrl: string
  gatewayOrigin: string
  jwtSecret: string
  cookieSecret: string
  redisUrl?: string
  /** Keeps this shop's queues, cache and locks apart in a shared Redis (REDIS_PREFIX). */
  redisPrefix: string
}

const WORKER_MODES = ["shared", "server", "worker"] as const

export function engineSettings(env: NodeJS.ProcessEnv): EngineSettings {
  const production = env.NODE_ENV === "production"
  const databaseUrl = env.DATABASE_URL
  if (!databaseUrl) {
    throw new Error("DATABASE_URL is not set: start the engine through `npm start` or set it")
  }
  const secret = (name: string): string => {
    const value = env[name]
    if (value) return value
    if (production) throw new Error(`${name} must be set in production`)
    return `local-${name.toLowerCase()}-not-for-production`
  }
  const mode = (env.MEDUSA_WORKER_MODE ?? "shared") as EngineSettings["workerMode"]
  if (!WORKER_MODES.includes(mode)) {
    throw new Error(`MEDUSA_WORKER_MODE must be one of ${WORKER_MODES.join(", ")}`)
  }
  const publicUrl = (env.PUBLIC_URL ?? "http://localhost:8080").replace(/\/$/, "")
  return {
    databaseUrl,
    databaseSsl: env.DATABASE_SSL === "true" ? { rejectUnauthorized: false } : false,
    workerMode: mode,
    publicUrl,
    gatewayOrigin: new URL(publicUrl).origin,
    jwtSecret: secret("JWT_SECRET"),
    cookieSecret: secret("COOKIE_SECRET"),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || "vitalia",
  }
}
