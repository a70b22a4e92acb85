import { describe, expect, it } from "vitest"
import { appMessages } from "../i18n/app.js"
import { formatDate } from "../generator/money.js"
import { CHANGE_TYPES, timelineOf } from "./timeline.js"

const order = {
  created_at: "2026-11-20T10:00:00.000Z",
  payment_collections: [
    {
      payments: [
        {
          captured_at: "2026-11-20T11:00:00.000Z",
          refunds: [{ created_at: "2026-11-23T09:00:00.000Z", note: "Cortesía" }],
        },
      ],
    },
  ],
  fulfillments: [
    {
      created_at: "2026-11-21T08:00:00.000Z",
      shipped_at: "2026-11-21T15:03:00.000Z",
      delivered_at: "2026-11-22T12:00:00.000Z",
      labels: [{ tracking_number: "TRK-1" }],
    },
  ],
  // The engine's own change type for a return's request (confirmed when the return is requested).
  changes: [
    {
      change_type: "return_request",
      created_at: "2026-11-23T08:00:00.000Z",
      confirmed_at: "2026-11-23T08:05:00.000Z",
      internal_note: "Caja abierta",
    },
  ],
  notes: [
    {
      created_at: "2026-11-23T10:00:00.000Z",
      text: "Llamó la clienta",
      author_email: "ana@vitalia.test",
      author_id: "user_1",
    },
  ],
}

describe("an order's timeline", () => {
  it("has placed, captured, fulfilment, shipment (with its tracking number), delivery, return requested and the note, newest first", () => {
    const events = timelineOf(order)
    expect(events.map((e) => e.kind)).toEqual([
      "note",
      "refunded",
      "return.confirmed",
      "return.created",
      "delivered",
      "shipped",
      "fulfilled",
      "captured",
      "placed",
    ])
    expect(events.find((e) => e.kind === "shipped")?.detail).toBe("TRK-1")
    expect(events.find((e) => e.kind === "return.created")?.detail).toBe("Caja abierta")
    expect(events[0]).toEqual({
      at: "2026-11-23T10:00:00.000Z",
      kind: "note",
      detail: "Llamó la clienta",
      by: "ana@vitalia.test",
    })
  })

  it("names a return's receipt apart from its request, and an unknown change type as a change", () => {
    const kinds = timelineOf({
      changes: [
        {
          change_type: "return_receive",
          created_at: "2026-11-24T08:00:00.000Z",
          confirmed_at: "2026-11-24T09:00:00.000Z",
        },
        { change_type: "something_new", created_at: "2026-11-24T07:00:00.000Z" },
      ],
    }).map((e) => e.kind)
    expect(kinds).toEqual(["return_receive.confirmed", "return_receive.created", "change.created"])
    expect(appMessages.es.timeline.return_receive.confirmed).toBe("Devolución recibida")
  })

  it("names a note's author by e-mail, by user id when the e-mail is not known", () => {
    expect(
      timelineOf({
        notes: [
          { created_at: "2026-11-23T10:00:00.000Z", text: "Sin correo", author_email: null, author_id: "user_9" },
        ],
      })[0].by
    ).toBe("user_9")
  })

  it("names every event in Spanish and English", () => {
    for (const lang of ["es", "en"] as const) {
      const words = appMessages[lang].timeline as unknown as Record<string, string | Record<string, string>>
      for (const kind of [
        "placed",
        "captured",
        "refunded",
        "payment_canceled",
        "fulfilled",
        "shipped",
        "delivered",
        "fulfillment_canceled",
        "note",
      ])
        expect(typeof words[kind], `${lang} ${kind}`).toBe("string")
      for (const type of [...CHANGE_TYPES, "change"])
        for (const phase of ["created", "requested", "confirmed", "declined", "canceled"])
          expect((words[type] as Record<string, string>)[phase], `${lang} ${type}.${phase}`).toBeTruthy()
    }
    expect(appMessages.es.timeline.return.confirmed).toBe("Devolución solicitada")
    for (const lang of ["es", "en"] as const) {
      const words = appMessages[lang].timeline
      for (const key of ["by", "add_note", "note_label", "note_added"] as const)
        expect(words[key], `${lang} ${key}`).toBeTruthy()
    }
  })

  it("dates in Spanish format in the Spanish UI, not the browser's US format", () => {
    const spanish = formatDate("2026-11-23T15:03:00.000Z", "es")
    expect(spanish).toMatch(/23 nov 2026/)
    expect(spanish).not.toMatch(/11\/23\/2026/)
    expect(formatDate("2026-11-23T15:03:00.000Z", "en")).toMatch(/Nov 23, 2026/)
  })
})
