import { describe, expect, it } from "vitest"
import { appMessages } from "../i18n/app.js"
import { openRequestsOf, pendingOf } from "./pending.js"

const order = {
  changes: [
    {
      id: "ordch_old",
      change_type: "return_request",
      status: "confirmed",
      confirmed_at: "2026-11-20T10:00:00.000Z",
      return_id: "return_1",
    },
    { id: "ordch_1", change_type: "exchange", status: "pending", exchange_id: "exc_1", return_id: "return_2" },
  ],
}

/** The engine's preview: lines and shipping methods with the open change's actions. */
const preview = {
  items: [
    {
      id: "ordli_1",
      title: "Té verde",
      variant_title: "30 sobres",
      quantity: 2,
      actions: [
        {
          id: "ordchact_1",
          order_change_id: "ordch_1",
          action: "RETURN_ITEM",
          details: { reference_id: "ordli_1", quantity: 1 },
        },
      ],
    },
    {
      id: "ordli_2",
      title: "Té verde",
      variant_title: "30 sobres",
      quantity: 1,
      actions: [
        {
          id: "ordchact_2",
          order_change_id: "ordch_1",
          action: "ITEM_ADD",
          details: { reference_id: "ordli_2", quantity: "1" },
        },
      ],
    },
    { id: "ordli_3", title: "Cúrcuma", quantity: 1 },
  ],
  shipping_methods: [
    {
      shipping_method_id: "ordsm_1",
      name: "Envío estándar",
      amount: 5,
      actions: [{ id: "ordchact_3", order_change_id: "ordch_1", action: "SHIPPING_ADD" }],
    },
  ],
}

describe("an order's open requests", () => {
  it("are its changes still pending or requested, not the confirmed ones", () => {
    expect(openRequestsOf(order)).toEqual([
      {
        changeId: "ordch_1",
        type: "exchange",
        status: "pending",
        exchangeId: "exc_1",
        returnId: "return_2",
        lines: [],
      },
    ])
    expect(openRequestsOf({})).toEqual([])
  })

  it("list the item to come back, the new item and the new shipping from the preview", () => {
    const [request] = pendingOf(order, preview)
    expect(request.lines).toEqual([
      { kind: "returned", title: "Té verde · 30 sobres", quantity: 1, actionId: "ordchact_1" },
      { kind: "added", title: "Té verde · 30 sobres", quantity: 1, actionId: "ordchact_2" },
      { kind: "shipping", title: "Envío estándar", amount: 5, actionId: "ordchact_3" },
    ])
  })

  it("are nothing without an open change, whatever the preview says", () => {
    expect(pendingOf({ changes: [order.changes[0]] }, preview)).toEqual([])
  })

  it("are named in Spanish and English", () => {
    for (const lang of ["es", "en"] as const) {
      const words = appMessages[lang].pending
      for (const kind of ["added", "returned", "claimed", "updated", "removed", "shipping"] as const)
        expect(words.kind[kind], `${lang} ${kind}`).toBeTruthy()
      for (const type of ["exchange", "claim", "return", "edit", "change"] as const)
        expect(words.type[type], `${lang} ${type}`).toBeTruthy()
    }
    expect(appMessages.es.pending.kind.added).toBe("Artículo nuevo")
  })
})
