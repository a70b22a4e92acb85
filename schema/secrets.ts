/**
 * The one check of a production secret, and the one way secrets are read from files, for the engine
 * (commerce/src/settings.ts, commerce/medusa-config.ts), the gateway (gateway/src/config.ts) and the
 * launcher (scripts/lib/first-owner.ts): only Node's own modules, so all of them can load it.
 */
import { readFileSync, statSync } from "node:fs"

/** The shortest secret production takes: 32 characters (about 190 bits as base64url from `openssl rand -base64 32`). */
export const MIN_SECRET_LENGTH = 32

/**
 * A production secret, refused when missing, shorter than 32 characters, one of the development
 * defaults (ours, Medusa's "supersecret") or one character repeated.
 */
export function strongSecret(name: string, value: string | undefined): string {
  if (!value) throw new Error(`${name} must be set in production`)
  if (value.length < MIN_SECRET_LENGTH)
    throw new Error(
      `${name} is too short for production: at least ${MIN_SECRET_LENGTH} characters (openssl rand -base64 32)`
    )
  const lower = value.toLowerCase()
  if (
    lower.startsWith("local-") ||
    lower.includes("not-for-production") ||
    lower.includes("supersecret") ||
    /^(.)\1+$/.test(value)
  ) {
    throw new Error(
      `${name} is a development default or trivially guessable: set a random one in production (openssl rand -base64 32)`
    )
  }
  return value
}

/**
 * Secrets from files (docs/operations.md, "Secrets in files"): for each of `names`, `NAME_FILE` may
 * name a file that holds NAME's value, as Docker and Kubernetes secrets, systemd credentials or a
 * secret manager's agent mount them. A value in a file is not in the process's environment, which
 * every process of the same user can read (/proc/<pid>/environ) and which crash reports and
 * `docker inspect` show. The file's content is the value, without its final line break.
 *
 * Refused, naming the variable and the way out: NAME and NAME_FILE both set (which one counts would
 * be a guess), a file that cannot be read, an empty one, and in production a file that users other
 * than its owner may read or write (the point of a file is that only the service's user reads it).
 * The answer has NAME set and NAME_FILE removed, so reading it again changes nothing.
 */
export function withSecretFiles(
  env: NodeJS.ProcessEnv,
  names: readonly string[],
  production = env.NODE_ENV === "production"
): NodeJS.ProcessEnv {
  const result: NodeJS.ProcessEnv = { ...env }
  for (const name of names) {
    const file = env[`${name}_FILE`]
    if (!file) continue
    if (env[name]) throw new Error(`${name} and ${name}_FILE are both set: keep one (${name}_FILE, in production)`)
    let mode: number
    let text: string
    try {
      mode = statSync(file).mode
      text = readFileSync(file, "utf8")
    } catch (error) {
      throw new Error(`${name}_FILE names ${file}, which cannot be read: ${(error as NodeJS.ErrnoException).code}`, {
        cause: error,
      })
    }
    if (production && (mode & 0o077) !== 0)
      throw new Error(
        `${name}_FILE names ${file}, which users other than its owner may read: chmod 600 it (Kubernetes: defaultMode 0400)`
      )
    const value = text.replace(/\r?\n$/, "")
    if (!value) throw new Error(`${name}_FILE names ${file}, which is empty`)
    result[name] = value
    delete result[`${name}_FILE`]
  }
  return result
}
