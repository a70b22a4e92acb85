import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto"

/**
 * Seals small values for cookies: AES-256-GCM with a key derived from
 * SESSION_SECRET, the cookie's purpose bound in as associated data, and an
 * expiry inside. Whoever lacks the secret can neither read nor forge one, and a
 * value sealed for one purpose does not open for another.
 */
export class Sealer {
  private readonly key: Buffer

  constructor(secret: string) {
    if (!secret) throw new Error("a sealing secret is required")
    this.key = Buffer.from(hkdfSync("sha256", secret, "vitalia-gateway", "cookie-seal-v1", 32))
  }

  seal(purpose: string, value: unknown, expiresAt: number): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv("aes-256-gcm", this.key, iv)
    cipher.setAAD(Buffer.from(purpose))
    const plain = Buffer.from(JSON.stringify({ v: value, exp: expiresAt }))
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()])
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url")}`
  }

  /** The value, or null when the input is missing, forged, sealed for another purpose, or expired. */
  open<T>(purpose: string, sealed: string | undefined, now = Date.now()): T | null {
    if (!sealed?.startsWith("v1.")) return null
    try {
      const raw = Buffer.from(sealed.slice(3), "base64url")
      if (raw.length < 29) return null
      const decipher = createDecipheriv("aes-256-gcm", this.key, raw.subarray(0, 12))
      decipher.setAAD(Buffer.from(purpose))
      decipher.setAuthTag(raw.subarray(12, 28))
      const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()])
      const { v, exp } = JSON.parse(plain.toString("utf8")) as { v: T; exp: number }
      return typeof exp === "number" && exp > now ? v : null
    } catch {
      return null
    }
  }
}
