import { createHash, randomBytes } from "node:crypto"
import type { CacheStore } from "../cache/store.js"
import { Sealer } from "./seal.js"

const PURPOSE = "autologin-handover"

/**
 * Hand-over codes for /autologin links (ASVS 3.1.1: no session token in a URL). A client that holds
 * a customer's engine token trades it for a code; the link carries the code, and the browser that
 * opens it exchanges the code once for a session of its own. A code is random (192 bits), lives a
 * short while (AUTOLOGIN_CODE_SECONDS) and opens one session at most: a copy from the browser's
 * history, a log or a referrer is worth nothing afterwards.
 *
 * The store (Redis or memory, as the ended sessions) keeps the token sealed under a key derived from
 * the code, and finds it by the code's digest: what the store holds opens nothing without the link.
 */
export class HandOverCodes {
  constructor(
    private readonly store: CacheStore,
    private readonly ttlMs: number
  ) {}

  /** A new code for `token`, and when it stops working. */
  async issue(token: string): Promise<{ code: string; expiresAt: number }> {
    const code = randomBytes(24).toString("base64url")
    const expiresAt = Date.now() + this.ttlMs
    await this.store.set(`handover:${digest(code)}`, new Sealer(code).seal(PURPOSE, token, expiresAt), this.ttlMs)
    return { code, expiresAt }
  }

  /**
   * The token a code was issued for, once: the first exchange claims the code for every gateway
   * sharing the store, so a second one (or one racing it) gets null, as does an expired or unknown code.
   */
  async exchange(code: string): Promise<string | null> {
    if (!code || code.length > 200) return null
    const key = digest(code)
    if (!(await this.store.claim(`handover-used:${key}`, "1", this.ttlMs + 60_000))) return null
    const sealed = await this.store.get(`handover:${key}`)
    await this.store.delete(`handover:${key}`)
    return sealed ? new Sealer(code).open<string>(PURPOSE, sealed) : null
  }
}

function digest(code: string) {
  return createHash("sha256").update(code).digest("base64url")
}
