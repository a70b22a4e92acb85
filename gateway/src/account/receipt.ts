import { createHmac, timingSafeEqual } from "node:crypto"

export type ReceiptCheck = "valid" | "expired" | "invalid"

/**
 * Order receipts, two kinds:
 * - the one completeCart hands to whoever completed the cart: an HMAC of the
 *   order id with the session secret, so a guest can read their order again;
 * - the one the engine e-mails to guests (commerce/src/notifications/order-link.ts):
 *   `<expires>.<signature>`, an HMAC-SHA256 of `order:<id>:<expires>` with
 *   ORDER_LINK_SECRET, valid until `expires` (Unix seconds).
 * Nobody else can make either for an order.
 */
export class Receipts {
  constructor(
    private readonly secret: string,
    private readonly linkSecret: string
  ) {}

  issue(orderId: string): string {
    return sign(this.secret, `order:${orderId}`)
  }

  check(orderId: string, receipt: string | null | undefined, now = Date.now()): ReceiptCheck {
    if (!receipt) return "invalid"
    const dot = receipt.indexOf(".")
    if (dot < 0) return same(this.issue(orderId), receipt) ? "valid" : "invalid"
    const expires = receipt.slice(0, dot)
    if (
      !/^\d{1,12}$/.test(expires) ||
      !same(sign(this.linkSecret, `order:${orderId}:${expires}`), receipt.slice(dot + 1))
    )
      return "invalid"
    return Number(expires) * 1000 > now ? "valid" : "expired"
  }

  verify(orderId: string, receipt: string | null | undefined): boolean {
    return this.check(orderId, receipt) === "valid"
  }
}

const sign = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("base64url")

function same(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
