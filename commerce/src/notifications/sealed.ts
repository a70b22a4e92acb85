import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto"
import { engineSettings } from "../settings"

/**
 * The parts of an e-mail's data that open something for whoever holds them: a password-reset
 * link, a guest's signed order link, an order-transfer link and code. The e-mail carries them;
 * the notification the shop keeps of it (listed in the back-office, readable by staff, kept in
 * the database) does not — it keeps them sealed (AES-256-GCM under a key derived from the
 * engine's JWT_SECRET, never stored), so the retry job and "resend" can still send the same
 * e-mail, and anything that shows a notification shows "link sent" in their place.
 */
export const SECRET_KEYS = ["reset_url", "order_url", "transfer_url", "code"] as const

/** Where the sealed secrets sit in a stored notification's data, and which keys they were. */
const SEALED = "sealed"
const SEALED_KEYS = "sealed_keys"
const VERSION = "v1"

let key: Buffer | undefined
function sealingKey(): Buffer {
  key ??= Buffer.from(hkdfSync("sha256", engineSettings(process.env).jwtSecret, "vitalia", "notification secrets", 32))
  return key
}

const isSecret = (name: string) => (SECRET_KEYS as readonly string[]).includes(name)

/** The data to store: the same without its secrets, which travel sealed beside it. */
export function sealSecrets(data: Record<string, unknown>): Record<string, unknown> {
  const secrets = Object.fromEntries(Object.entries(data).filter(([name]) => isSecret(name)))
  const names = Object.keys(secrets)
  if (!names.length) return data
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", sealingKey(), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets), "utf8"), cipher.final()])
  const sealed = [VERSION, iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".")
  const rest = Object.fromEntries(Object.entries(data).filter(([name]) => !isSecret(name)))
  return { ...rest, [SEALED]: sealed, [SEALED_KEYS]: names }
}

/**
 * The data to render the e-mail from, secrets opened. A seal that does not open (the key
 * changed with JWT_SECRET) throws: the e-mail is not sent with a link that would not work.
 */
export function openSecrets(data: Record<string, unknown>): Record<string, unknown> {
  const sealed = data[SEALED]
  const rest = withoutSeal(data)
  if (typeof sealed !== "string") return rest
  const [version, iv, body, tag] = sealed.split(".")
  if (version !== VERSION || !iv || !body || !tag) throw new Error("The e-mail's sealed links are unreadable")
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(), Buffer.from(iv, "base64url"))
  decipher.setAuthTag(Buffer.from(tag, "base64url"))
  const opened = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8")
  return { ...rest, ...(JSON.parse(opened) as Record<string, unknown>) }
}

/** The data as staff see it: each secret replaced by `mask` (the back-office's "link sent"). */
export function maskSecrets(data: Record<string, unknown>, mask: string): Record<string, unknown> {
  const names = Array.isArray(data[SEALED_KEYS]) ? (data[SEALED_KEYS] as string[]) : []
  const shown = withoutSeal(data)
  for (const name of names) shown[name] = mask
  // Data stored before sealing existed is scrubbed by a migration; mask it here too in case.
  for (const name of SECRET_KEYS) if (name in shown) shown[name] = mask
  return shown
}

function withoutSeal(data: Record<string, unknown>): Record<string, unknown> {
  const { [SEALED]: _sealed, [SEALED_KEYS]: _keys, ...rest } = data
  return rest
}
