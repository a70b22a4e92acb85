import { createHmac, timingSafeEqual } from "node:crypto"

/**
 * Order receipts: an HMAC of the order id, handed to whoever completed the cart,
 * so a guest can read their order again and nobody else can.
 */
export class Receipts {
  constructor(private readonly secret: string) {}

  issue(orderId: string): string {
    return createHmac("sha256", this.secret).update(`order:${orderId}`).digest("base64url")
  }

  verify(orderId: string, receipt: string | null | undefined): boolean {
    if (!receipt) return false
    const expected = Buffer.from(this.issue(orderId))
    const given = Buffer.from(receipt)
    return expected.length === given.length && timingSafeEqual(expected, given)
  }
}
