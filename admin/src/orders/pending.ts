/**
 * What an order's open request (an exchange, a claim, a return or an edit not yet confirmed) will
 * change, read from the engine's preview of the order (`GET /admin/orders/:id/preview`, the
 * `order-edits` record): each line and shipping method the request touches carries the request's
 * actions — a new item (ITEM_ADD), an item to come back (RETURN_ITEM), a claimed item
 * (WRITE_OFF_ITEM), a changed or removed quantity (ITEM_UPDATE, ITEM_REMOVE), a new shipping
 * method (SHIPPING_ADD). Until the request is confirmed the order's own items do not show them.
 * Pure: the screen and the tests share it.
 */
export type PendingKind = "added" | "returned" | "claimed" | "updated" | "removed" | "shipping"

export interface PendingLine {
  /** A key of admin.pending (`added`, `returned` …). */
  kind: PendingKind
  /** The product (or shipping method) named as the engine names it. */
  title: string
  /** How many (absent for a shipping method). */
  quantity?: number
  /** A shipping method's price, in the order's currency (major units). */
  amount?: number
  /** The action's id: what the flows "change / remove added item" ask for. */
  actionId: string
}

/** An open request of the order and what it will change. */
export interface PendingRequest {
  changeId: string
  /** The engine's change type, named as the timeline names it (`exchange`, `claim`, `return`, `edit` …). */
  type: string
  status: string
  /** The exchange, claim or return it belongs to, to link to. */
  exchangeId?: string
  claimId?: string
  returnId?: string
  lines: PendingLine[]
}

type Rec = Record<string, unknown>
const list = (value: unknown): Rec[] =>
  Array.isArray(value) ? (value.filter((v) => v && typeof v === "object") as Rec[]) : []
const str = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined)
const num = (value: unknown): number | undefined => {
  const n = typeof value === "string" ? Number(value) : value
  return typeof n === "number" && Number.isFinite(n) ? n : undefined
}

/** Change states in which a request is still open: its actions are not part of the order yet. */
export const OPEN_CHANGE_STATES = ["pending", "requested"] as const

const ITEM_KINDS: Readonly<Record<string, PendingKind>> = {
  ITEM_ADD: "added",
  RETURN_ITEM: "returned",
  WRITE_OFF_ITEM: "claimed",
  ITEM_UPDATE: "updated",
  ITEM_REMOVE: "removed",
}

/** The order's open requests (from its changes, read with it), without their lines. */
export function openRequestsOf(order: Rec): PendingRequest[] {
  return list(order.changes)
    .filter(
      (change) =>
        (OPEN_CHANGE_STATES as readonly string[]).includes(String(change.status)) &&
        !change.confirmed_at &&
        !change.canceled_at &&
        !change.declined_at
    )
    .map((change) => ({
      changeId: String(change.id),
      type: change.change_type === "return_request" ? "return" : (str(change.change_type) ?? "change"),
      status: String(change.status),
      ...(str(change.exchange_id) ? { exchangeId: str(change.exchange_id) } : {}),
      ...(str(change.claim_id) ? { claimId: str(change.claim_id) } : {}),
      ...(str(change.return_id) ? { returnId: str(change.return_id) } : {}),
      lines: [],
    }))
}

/** The open requests with what each will change, from the order (its changes) and its preview. */
export function pendingOf(order: Rec, preview: Rec): PendingRequest[] {
  const requests = openRequestsOf(order)
  if (!requests.length) return []
  const byChange = new Map(requests.map((request) => [request.changeId, request]))
  // An action without a change id of the order's (none should be) goes to the first open request.
  const requestOf = (action: Rec) => byChange.get(String(action.order_change_id)) ?? requests[0]
  for (const item of list(preview.items)) {
    const title =
      [str(item.product_title) ?? str(item.title), str(item.variant_title)].filter(Boolean).join(" · ") ||
      String(item.id)
    for (const action of list(item.actions)) {
      const kind = ITEM_KINDS[String(action.action)]
      if (!kind) continue
      const details = (action.details && typeof action.details === "object" ? action.details : {}) as Rec
      requestOf(action).lines.push({
        kind,
        title,
        quantity: num(details.quantity) ?? num(item.quantity),
        actionId: String(action.id),
      })
    }
  }
  for (const method of list(preview.shipping_methods)) {
    for (const action of list(method.actions)) {
      if (action.action !== "SHIPPING_ADD") continue
      requestOf(action).lines.push({
        kind: "shipping",
        title: str(method.name) ?? String(method.id ?? method.shipping_method_id),
        amount: num(method.amount),
        actionId: String(action.id),
      })
    }
  }
  return requests
}
