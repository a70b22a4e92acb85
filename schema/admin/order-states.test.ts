import { describe, expect, it } from "vitest"
import { offered as applies } from "./paths.js"
import { orders } from "./sales/index.js"

/**
 * The flows an order offers in each state: the definitions' `when`, which the screen
 * uses to show a flow and the gateway to refuse it (409) before the engine does.
 */
const offered = (state: Record<string, unknown>) =>
  Object.entries(orders.actions ?? {})
    // A staff note is not a flow of the order: it is offered in every state (the last test).
    .filter(([name, action]) => name !== "addNote" && applies(action, state))
    .map(([name]) => name)
    .sort()

const order = (status: string, payment_status: string, fulfillment_status: string) => ({
  status,
  payment_status,
  fulfillment_status,
  fulfillments: [{ id: "ful_1" }],
  payment_collections: [{ id: "pay_col_1" }],
})

describe("order flows per state", () => {
  it("a new, authorised, unfulfilled order: fulfil, capture, edit, cancel — not ship, deliver, refund or return", () => {
    const names = offered(order("pending", "authorized", "not_fulfilled"))
    expect(names).toEqual(
      expect.arrayContaining(["createFulfillment", "capturePayment", "beginEdit", "cancel", "complete"])
    )
    for (const name of [
      "createShipment",
      "markDelivered",
      "cancelFulfillment",
      "refundPayment",
      "markPaid",
      "initiateReturn",
      "archive",
    ])
      expect(names).not.toContain(name)
  })

  it("a fulfilled order: ship, deliver, cancel the fulfilment, return — no second fulfilment, no cancel", () => {
    const names = offered(order("pending", "captured", "fulfilled"))
    expect(names).toEqual(
      expect.arrayContaining([
        "createShipment",
        "markDelivered",
        "cancelFulfillment",
        "initiateReturn",
        "refundPayment",
      ])
    )
    for (const name of ["createFulfillment", "cancel", "capturePayment", "markPaid"]) expect(names).not.toContain(name)
  })

  it("a delivered order: returns, exchanges, claims and refunds — no ship, cancel fulfilment, capture or mark paid", () => {
    const names = offered(order("completed", "captured", "delivered"))
    expect(names).toEqual(
      expect.arrayContaining(["initiateReturn", "createExchange", "createClaim", "refundPayment", "archive"])
    )
    for (const name of [
      "createFulfillment",
      "createShipment",
      "markDelivered",
      "cancelFulfillment",
      "capturePayment",
      "markPaid",
      "cancel",
    ])
      expect(names).not.toContain(name)
  })

  it("an archived, delivered order offers nothing but a refund of what was captured", () => {
    expect(offered(order("archived", "captured", "delivered"))).toEqual(["refundPayment"])
    expect(offered(order("archived", "authorized", "delivered"))).toEqual([])
  })

  it("a cancelled order can only be archived", () => {
    expect(offered(order("canceled", "canceled", "canceled"))).toEqual(["archive"])
  })

  it("an unpaid order can be marked paid; a paid one cannot", () => {
    expect(offered(order("pending", "not_paid", "not_fulfilled"))).toContain("markPaid")
    expect(offered(order("pending", "captured", "not_fulfilled"))).not.toContain("markPaid")
  })

  it("a note can be added in every state, archived and cancelled too", () => {
    expect(orders.actions?.addNote?.when).toBeUndefined()
    for (const state of [
      order("pending", "authorized", "not_fulfilled"),
      order("archived", "captured", "delivered"),
      order("canceled", "canceled", "canceled"),
    ]) {
      expect(applies(orders.actions!.addNote, state)).toBe(true)
    }
  })
})
