import { describe, expect, it } from "vitest"
import { nameOf, offered, read, readAll, write } from "./paths.js"
import { all, choicesOf, inState, joined, numbered, rows, str } from "./records.js"
import { orders, returns } from "./sales/index.js"
import { customers } from "./customers.js"
import { currencies, taxRates } from "./settings.js"

const order = {
  id: "order_1",
  display_id: 7,
  status: "pending",
  items: [
    { id: "li_1", title: "HC FIT", detail: { quantity: 2, fulfilled_quantity: 0 } },
    { id: "li_2", title: "RENEW PRO", detail: { quantity: 1, fulfilled_quantity: 1 } },
  ],
  fulfillments: [
    { id: "ful_1", items: [{ line_item_id: "li_1", quantity: 2 }] },
    { id: "ful_2", items: [{ line_item_id: "li_2", quantity: 1 }] },
  ],
  payment_collections: [{ id: "pc_1", payments: [{ id: "pay_1" }, { id: "pay_2" }] }],
}

describe("records at the engine's dotted keys", () => {
  it("reads nested values and flattens lists on the way", () => {
    expect(read(order, "items.0.title")).toBe("HC FIT")
    expect(readAll(order, "payment_collections.payments").map((p) => (p as { id: string }).id)).toEqual([
      "pay_1",
      "pay_2",
    ])
    expect(readAll(order, "nothing.here")).toEqual([])
    expect(read(null, "a.b")).toBeUndefined()
  })

  it("writes nested values, creating objects on the way", () => {
    const target: Record<string, unknown> = {}
    write(target, "metadata.requires_enrollment", true)
    expect(target).toEqual({ metadata: { requires_enrollment: true } })
  })
})

describe("the definitions' typed functions", () => {
  it("fill a shipment's items from the chosen fulfilment", () => {
    const fill = orders.actions!.createShipment.fill!.items
    expect(fill(order, { fulfillment_id: "ful_1" })).toEqual([{ id: "li_1", quantity: 2 }])
    expect(fill(order, { fulfillment_id: "ful_9" })).toEqual([])
  })

  it("fill a fulfilment with what is left of each line, leaving out what is done", () => {
    expect(orders.actions!.createFulfillment.fill!.items(order, {})).toEqual([{ id: "li_1", quantity: 2 }])
    expect(orders.actions!.createFulfillment.input!.items.defaultFrom!(order)).toEqual([{ id: "li_1", quantity: 2 }])
  })

  it("offer the choices a record holds: the payments of every collection, a return's items still to receive", () => {
    expect(orders.actions!.capturePayment.input!.payment_id.choicesFrom!(order)).toEqual([
      { id: "pay_1", name: "pay_1" },
      { id: "pay_2", name: "pay_2" },
    ])
    const received = returns.actions!.receiveItems.input!.items.defaultFrom!
    expect(
      received({
        items: [
          { item_id: "li_1", quantity: 2, received_quantity: 2 },
          { item_id: "li_2", quantity: 3, received_quantity: 1 },
        ],
      })
    ).toEqual([{ id: "li_2", quantity: 2 }])
  })

  it("tell whether a flow applies: a transfer can be cancelled only while one waits", () => {
    const cancelTransfer = orders.actions!.cancelTransfer
    expect(offered(cancelTransfer, { ...order, changes: [{ change_type: "transfer", status: "requested" }] })).toBe(
      true
    )
    expect(offered(cancelTransfer, { ...order, changes: [{ change_type: "transfer", status: "declined" }] })).toBe(
      false
    )
    expect(offered(cancelTransfer, { ...order, changes: [{ change_type: "edit", status: "pending" }] })).toBe(false)
    expect(
      offered(cancelTransfer, {
        ...order,
        status: "canceled",
        changes: [{ change_type: "transfer", status: "requested" }],
      })
    ).toBe(false)
    expect(offered({}, order)).toBe(true)
  })

  it("name records, falling back to the id", () => {
    expect(nameOf(orders, order)).toBe("#7")
    expect(nameOf(orders, { id: "order_2" })).toBe("order_2")
    expect(nameOf(customers, { id: "c", first_name: "Lucía", last_name: "Gómez", email: "l@x" })).toBe("Lucía Gómez")
    expect(nameOf(customers, { id: "c", first_name: null, last_name: null, email: "guest@x" })).toBe("guest@x")
    expect(nameOf(currencies, { id: "usd", code: "usd", name: "US Dollar" })).toBe("usd · US Dollar")
    expect(nameOf(taxRates, { id: "tr", name: "IVA", code: null })).toBe("IVA")
    expect(nameOf(taxRates, { id: "tr", name: "IVA", code: "IVA-19" })).toBe("IVA (IVA-19)")
    expect(nameOf(orders, undefined)).toBe("")
  })
})

describe("record helpers", () => {
  it("read text, lists and numbers without failing on absence", () => {
    expect(str(null)).toBe("")
    expect(str(0)).toBe("0")
    expect(joined(" · ", "a", null, "", "b")).toBe("a · b")
    expect(numbered(null)).toBe("")
    expect(numbered(12)).toBe("#12")
    expect(rows({ items: [{ id: 1 }, null, "x"] }, "items")).toEqual([{ id: 1 }])
    expect(rows(undefined, "items")).toEqual([])
    expect(
      choicesOf(
        [{ id: "a", title: "" }],
        (e) => e.id,
        (e) => e.title
      )
    ).toEqual([{ id: "a", name: "a" }])
  })

  it("compare states: an absent field counts as null", () => {
    expect(inState({ revoked_at: [null] })({})).toBe(true)
    expect(inState({ revoked_at: [null] })({ revoked_at: "2026-01-01" })).toBe(false)
    expect(all(inState({ status: ["pending"] }), (r) => r.display_id === 7)(order)).toBe(true)
  })
})
