import { createHmac } from "node:crypto"
import { describe, expect, it } from "vitest"
import { Receipts } from "./receipt.js"

const receipts = new Receipts("session-secret", "link-secret")
/** What the engine e-mails (commerce/src/notifications/order-link.ts). */
const link = (orderId: string, expires: number, secret = "link-secret") =>
  `${expires}.${createHmac("sha256", secret).update(`order:${orderId}:${expires}`).digest("base64url")}`
const now = Date.UTC(2026, 10, 23)
const inADay = now / 1000 + 86_400

describe("order receipts", () => {
  it("the receipt completeCart hands out opens its order only", () => {
    const receipt = receipts.issue("order_1")
    expect(receipts.check("order_1", receipt)).toBe("valid")
    expect(receipts.check("order_2", receipt)).toBe("invalid")
    expect(receipts.check("order_1", null)).toBe("invalid")
  })

  it("an e-mailed link opens its order until it expires, then says so", () => {
    expect(receipts.check("order_1", link("order_1", inADay), now)).toBe("valid")
    expect(receipts.check("order_1", link("order_1", inADay), (inADay + 1) * 1000)).toBe("expired")
  })

  it("a link for another order, signed with another secret, with its date moved or garbled is invalid", () => {
    const good = link("order_1", inADay)
    expect(receipts.check("order_2", good, now)).toBe("invalid")
    expect(receipts.check("order_1", link("order_1", inADay, "session-secret"), now)).toBe("invalid")
    expect(receipts.check("order_1", `${inADay + 86_400}.${good.split(".")[1]}`, now)).toBe("invalid")
    expect(receipts.check("order_1", `x${good}`, now)).toBe("invalid")
    expect(receipts.check("order_1", ".", now)).toBe("invalid")
  })
})
