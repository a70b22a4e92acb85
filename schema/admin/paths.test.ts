import { describe, expect, it } from "vitest"
import { fillFrom, meets, read, readAll, titleOf } from "./paths.js"

const order = {
  id: "order_1",
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

describe("reading definitions' paths", () => {
  it("reads nested values and flattens lists on the way", () => {
    expect(read(order, "items.0.title")).toBe("HC FIT")
    expect(readAll(order, "payment_collections.payments").map((p: any) => p.id)).toEqual(["pay_1", "pay_2"])
    expect(readAll(order, "nothing.here")).toEqual([])
  })

  it("selects list elements with [key=:param]", () => {
    expect(readAll(order, "fulfillments[id=:f].items", { f: "ful_2" })).toEqual([{ line_item_id: "li_2", quantity: 1 }])
    expect(readAll(order, "fulfillments[id=ful_1].items.line_item_id")).toEqual(["li_1"])
  })

  it("fills a shipment's items from the chosen fulfilment", () => {
    expect(fillFrom(order, { from: "fulfillments[id=:fulfillment_id].items", map: { id: "line_item_id", quantity: "quantity" } }, { fulfillment_id: "ful_1" })).toEqual([{ id: "li_1", quantity: 2 }])
  })

  it("fills a fulfilment with what is left of each line, leaving out what is done", () => {
    expect(fillFrom(order, { from: "items", map: { id: "id", quantity: "detail.quantity - detail.fulfilled_quantity" }, positive: "quantity" })).toEqual([{ id: "li_1", quantity: 2 }])
  })

  it("tells whether an action applies", () => {
    expect(meets(order, { status: ["pending"] })).toBe(true)
    expect(meets(order, { status: ["completed", "canceled"] })).toBe(false)
    expect(meets(order, { fulfillments: true })).toBe(true)
    expect(meets({ fulfillments: [] }, { fulfillments: true })).toBe(false)
    expect(meets({ revoked_at: null }, { revoked_at: [null] })).toBe(true)
    expect(meets({}, { revoked_at: [null] })).toBe(true)
    expect(meets(order, undefined)).toBe(true)
  })

  it("names records by field, template or the first alternative that says something", () => {
    expect(titleOf({ id: "p", title: "HC FIT" }, "title")).toBe("HC FIT")
    expect(titleOf({ id: "o", display_id: 7 }, "#${display_id}")).toBe("#7")
    expect(titleOf({ id: "c", first_name: "Lucía", last_name: "Gómez", email: "l@x" }, "${first_name} ${last_name} || email")).toBe("Lucía Gómez")
    expect(titleOf({ id: "c", first_name: null, last_name: null, email: "guest@x" }, "${first_name} ${last_name} || email")).toBe("guest@x")
    expect(titleOf({ id: "o" }, "#${display_id}")).toBe("o")
  })
})
