/**
 * The engine's one edge (docs/operations.md, "The engine answers only the gateway"): the header
 * every gateway call carries and the engine checks on `/store`, `/auth`, `/admin` and `/hooks`.
 * The engine checks it (commerce/src/api/edge-middleware.ts); the gateway (gateway/src/medusa/client.ts),
 * the launcher (scripts/) and the tests send it. Only node:crypto here, so every one of them can load it.
 */
import { createHash, timingSafeEqual } from "node:crypto"

/** The header that carries ENGINE_EDGE_SECRET from the gateway to the engine. */
export const ENGINE_EDGE_HEADER = "x-vitalia-edge"

/** The code of the engine's refusal of a call without the right header (401). */
export const ENGINE_EDGE_REFUSED = "ENGINE_EDGE_REQUIRED"

/** The header a caller of the engine sends: `{ "x-vitalia-edge": secret }`. */
export function edgeHeaders(secret: string): Record<string, string> {
  return { [ENGINE_EDGE_HEADER]: secret }
}

/**
 * A check of the header against the secret in constant time: both are hashed first, so the
 * comparison always runs over 32 bytes and says nothing of the secret's length or of how much of
 * a guess was right. While the secret is being changed (docs/operations.md, "Changing the edge
 * secret"), the previous one is accepted too, so gateways can move to the new one one at a time.
 */
export function edgeCheck(secret: string, previous?: string): (given: unknown) => boolean {
  const accepted = [secret, ...(previous ? [previous] : [])].map((value) => createHash("sha256").update(value).digest())
  return (given) => {
    if (typeof given !== "string" || !given) return false
    const hash = createHash("sha256").update(given).digest()
    // Every accepted secret is compared, so the time taken does not say which one matched.
    return accepted.map((expected) => timingSafeEqual(expected, hash)).includes(true)
  }
}
