import { asText } from "../generator/text.js"

/**
 * An order's history, from what the engine keeps: the order itself (placed), its payments
 * (captured, refunded, cancelled), its fulfilments (created, shipped with their tracking
 * numbers, delivered, cancelled) and its order changes (returns, exchanges, claims, edits,
 * transfers, credit lines: started, requested, confirmed, declined, cancelled — with their
 * description and internal note) and the notes staff left on it (the shop's order-note module, with
 * their author). Newest first. Pure: the screen and its test share it.
 */
export interface TimelineEvent {
  at: string
  /** A key of admin.timeline (`placed`, `return.confirmed` …). */
  kind: string
  /** Words the engine keeps with it (a description, an internal note, tracking numbers). */
  detail?: string
  /** Who wrote it (a note's author: their e-mail, or their user id when the e-mail is not known). */
  by?: string
}

type Rec = Record<string, unknown>
const list = (value: unknown): Rec[] =>
  Array.isArray(value) ? (value.filter((v) => v && typeof v === "object") as Rec[]) : []
const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined)

/** The change types the timeline names; others are "change". */
export const CHANGE_TYPES = [
  "return",
  "return_receive",
  "exchange",
  "claim",
  "edit",
  "transfer",
  "credit_line",
  "update_order",
] as const

/**
 * The engine's change types as the timeline names them: a return's request is `return_request`
 * (confirmed when the return is requested), its receipt `return_receive`; "return" is the older name.
 */
const CHANGE_TYPE_ALIASES: Readonly<Record<string, (typeof CHANGE_TYPES)[number]>> = { return_request: "return" }

export function timelineOf(order: Rec): TimelineEvent[] {
  const events: TimelineEvent[] = []
  const add = (at: unknown, kind: string, detail?: string, by?: string) => {
    if (typeof at === "string" && at) events.push({ at, kind, ...(detail ? { detail } : {}), ...(by ? { by } : {}) })
  }
  add(order.created_at, "placed")
  for (const collection of list(order.payment_collections)) {
    for (const payment of list(collection.payments)) {
      add(payment.captured_at, "captured")
      add(payment.canceled_at, "payment_canceled")
      for (const refund of list(payment.refunds)) add(refund.created_at, "refunded", text(refund.note))
    }
  }
  // The order's own list of payments when the record carries them flat.
  if (!list(order.payment_collections).length)
    for (const payment of list(order.payments)) add(payment.captured_at, "captured")
  for (const fulfillment of list(order.fulfillments)) {
    add(fulfillment.created_at, "fulfilled")
    const tracking = list(fulfillment.labels)
      .map((l) => text(l.tracking_number))
      .filter(Boolean)
      .join(", ")
    add(fulfillment.shipped_at, "shipped", tracking || undefined)
    add(fulfillment.delivered_at, "delivered")
    add(fulfillment.canceled_at, "fulfillment_canceled")
  }
  for (const change of list(order.changes)) {
    // Changes without a type are the engine's own bookkeeping of fulfilments and shipments, already shown above.
    if (!change.change_type) continue
    const named = CHANGE_TYPE_ALIASES[asText(change.change_type)] ?? asText(change.change_type)
    const type = (CHANGE_TYPES as readonly string[]).includes(named) ? named : "change"
    const detail = [text(change.description), text(change.internal_note)].filter(Boolean).join(" · ") || undefined
    add(change.created_at, `${type}.created`, detail)
    add(change.requested_at, `${type}.requested`)
    add(change.confirmed_at, `${type}.confirmed`)
    add(change.declined_at, `${type}.declined`)
    add(change.canceled_at, `${type}.canceled`)
  }
  for (const note of list(order.notes))
    add(note.created_at, "note", text(note.text), text(note.author_email) ?? text(note.author_id))
  return events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
}
