import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto"
import { engineSettings } from "../settings"

/**
 * The parts of an e-mail's data that open something for whoever holds them: a password-reset
 * link, a guest's signed order link, an order-transfer link and code. The e-mail carries them;
 * the notification the shop keeps of it (listed in the back-office, readable by staff, kept in
 * the database) does not — it keeps them sealed (AES-256-GCM under a key derived from the
 * engine's JWT_SECRET, never stored — sealText below, which keeps the administrators' TOTP secrets
 * too: src/staff/totp.ts), so the retry job and "resend" can still send the same
 * e-mail, and anything that shows a notification shows "link sent" in their place.
 */
export const SECRET_KEYS = ["reset_url", "order_url", "transfer_url", "code"] as const

/** Where the sealed secrets sit in a stored notification's data, and which keys they were. */
const SEALED = "sealed"
const SEALED_KEYS = "sealed_keys"
const VERSION = "v1"

/**
 * What a sealed value is for: each purpose has its own key, derived from JWT_SECRET (outside the
 * database), so a value sealed for one cannot be opened as another.
 */
export type SealPurpose = "notification secrets" | "totp secrets"

const keys = new Map<SealPurpose, Buffer>()
function sealingKey(purpose: SealPurpose): Buffer {
  let key = keys.get(purpose)
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", engineSettings(process.env).jwtSecret, "vitalia", purpose, 32))
    keys.set(purpose, key)
  }
  return key
}

/**
 * Seals a text for keeping in the database: AES-256-GCM, a fresh IV each time, as
 * `v1.<iv>.<ciphertext>.<tag>`. `bound` (such as the row's owner) must be given again to open it,
 * so a sealed value copied to another row opens nothing.
 */
export function sealText(purpose: SealPurpose, text: string, bound?: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", sealingKey(purpose), iv)
  if (bound !== undefined) cipher.setAAD(Buffer.from(bound, "utf8"))
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()])
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".")
}

/** Whether a stored value is a seal of sealText (and not a value kept in the clear). */
export const isSealed = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith(`${VERSION}.`) && value.split(".").length === 4

/** The text sealText sealed; throws when it does not open (another key, purpose or `bound`, or tampered). */
export function openText(purpose: SealPurpose, sealed: string, bound?: string): string {
  const [version, iv, body, tag] = sealed.split(".")
  if (version !== VERSION || !iv || !body || !tag) throw new Error("The sealed value is unreadable")
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(purpose), Buffer.from(iv, "base64url"))
  if (bound !== undefined) decipher.setAAD(Buffer.from(bound, "utf8"))
  decipher.setAuthTag(Buffer.from(tag, "base64url"))
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8")
}

const isSecret = (name: string) => (SECRET_KEYS as readonly string[]).includes(name)

/** The data to store: the same without its secrets, which travel sealed beside it. */
export function sealSecrets(data: Record<string, unknown>): Record<string, unknown> {
  const secrets = Object.fromEntries(Object.entries(data).filter(([name]) => isSecret(name)))
  const names = Object.keys(secrets)
  if (!names.length) return data
  const sealed = sealText("notification secrets", JSON.stringify(secrets))
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
  let opened: string
  try {
    opened = openText("notification secrets", sealed)
  } catch {
    throw new Error("The e-mail's sealed links are unreadable")
  }
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
