import type { Knex } from "@medusajs/framework/mikro-orm/knex"

/**
 * One page of the order list's columns straight from the tables: the orders, their current
 * summary (the total), their payment collections and fulfilments through the links' tables — four
 * small queries instead of the query graph's per-relation reads and hydration (≈3 ms an order).
 * Only for what it can answer exactly as Medusa's list does: the filters and orderings below; any
 * other (`q` among them) returns null and the caller takes the query graph.
 */

/** The order's own columns the list may ask for and sort by. */
export const ORDER_COLUMNS = [
  "id",
  "display_id",
  "status",
  "email",
  "currency_code",
  "created_at",
  "updated_at",
  "customer_id",
  "region_id",
  "sales_channel_id",
  "version",
] as const

const EQUALITY_FILTERS = new Set([
  "id",
  "status",
  "customer_id",
  "region_id",
  "sales_channel_id",
  "currency_code",
  "email",
  "display_id",
])
const DATE_FILTERS = new Set(["created_at", "updated_at"])
const RANGE_OPERATORS: Record<string, string> = { $gte: ">=", $lte: "<=", $gt: ">", $lt: "<" }

export interface ListPagination {
  skip?: number
  take?: number
  order?: Record<string, unknown>
}

export interface PaymentCollectionRow {
  status: string
  amount: string
  captured_amount: string | null
  refunded_amount: string | null
}

export interface FulfillmentRow {
  packed_at: Date | null
  shipped_at: Date | null
  delivered_at: Date | null
  canceled_at: Date | null
}

export interface OrderRow extends Record<string, unknown> {
  id: string
  currency_code: string
  total: number | null
  payment_collections: PaymentCollectionRow[]
  fulfillments: FulfillmentRow[]
}

type Values = (string | number | boolean)[]

/** A filter value as a list of equal-to values, or null when it says more than that. */
function equalTo(value: unknown): Values | null {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return [value]
  if (Array.isArray(value) && value.every((v): v is string | number => typeof v === "string" || typeof v === "number"))
    return value
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
    if (entries.length === 1 && (entries[0][0] === "$in" || entries[0][0] === "$eq")) return equalTo(entries[0][1])
  }
  return null
}

/** The live records of `target` linked to these orders through the link table `link` (`<target>_id`), with their order's id. */
function linked(db: Knex, orderIds: string[], link: string, target: string, columns: string[]) {
  return db(`${link} as l`)
    .join(`${target} as t`, "t.id", `l.${target}_id`)
    .whereIn("l.order_id", orderIds)
    .whereNull("l.deleted_at")
    .whereNull("t.deleted_at")
    .select("l.order_id", ...columns.map((column) => `t.${column}`))
}

export async function orderListPage(
  db: Knex,
  filters: Record<string, unknown>,
  pagination: ListPagination
): Promise<{ rows: OrderRow[]; count: number } | null> {
  const query = db("order as o").whereNull("o.deleted_at")
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue
    if (key === "is_draft_order") {
      if (typeof value !== "boolean") return null
      query.where("o.is_draft_order", value)
    } else if (EQUALITY_FILTERS.has(key)) {
      const values = equalTo(value)
      if (!values) return null
      query.whereIn(`o.${key}`, values)
    } else if (DATE_FILTERS.has(key)) {
      if (!value || typeof value !== "object" || Array.isArray(value)) return null
      for (const [operator, bound] of Object.entries(value)) {
        const sql = RANGE_OPERATORS[operator]
        if (!sql || (typeof bound !== "string" && !(bound instanceof Date))) return null
        query.where(`o.${key}`, sql, bound)
      }
    } else {
      return null
    }
  }
  const order = Object.entries(pagination.order ?? {})
  const sortable = new Set<string>(ORDER_COLUMNS)
  if (order.some(([column, direction]) => !sortable.has(column) || typeof direction !== "string")) return null
  const sort = order.map(([column, direction]) => ({
    column: `o.${column}`,
    order: String(direction).toLowerCase() === "asc" ? "asc" : "desc",
  }))
  // Ties broken by id, newest first by default, so pages never overlap.
  if (!sort.length) sort.push({ column: "o.created_at", order: "desc" })
  if (!order.some(([column]) => column === "id")) sort.push({ column: "o.id", order: sort[0].order })

  const [orders, total] = await Promise.all([
    query
      .clone()
      .select(ORDER_COLUMNS.map((column) => `o.${column}`))
      .orderBy(sort as { column: string; order: "asc" | "desc" }[])
      .limit(pagination.take ?? 50)
      .offset(pagination.skip ?? 0),
    query.clone().count<{ count: string }[]>({ count: "*" }),
  ])
  const rows = orders as (OrderRow & { version: number })[]
  const ids = rows.map((row) => row.id)
  const [summaries, payments, fulfillments] = ids.length
    ? await Promise.all([
        db("order_summary as s")
          .join("order as o", (on) => on.on("o.id", "s.order_id").andOn("o.version", "s.version"))
          .whereIn("s.order_id", ids)
          .whereNull("s.deleted_at")
          .select("s.order_id", db.raw(`s.totals -> 'current_order_total' as total`)),
        linked(db, ids, "order_payment_collection", "payment_collection", [
          "status",
          "amount",
          "captured_amount",
          "refunded_amount",
        ]),
        linked(db, ids, "order_fulfillment", "fulfillment", ["packed_at", "shipped_at", "delivered_at", "canceled_at"]),
      ])
    : [[], [], []]
  const byOrder = <T extends { order_id: string }>(list: T[]) => {
    const map = new Map<string, T[]>()
    for (const row of list) map.set(row.order_id, [...(map.get(row.order_id) ?? []), row])
    return map
  }
  const totals = new Map((summaries as { order_id: string; total: number | null }[]).map((s) => [s.order_id, s.total]))
  const paymentsOf = byOrder(payments as (PaymentCollectionRow & { order_id: string })[])
  const fulfillmentsOf = byOrder(fulfillments as (FulfillmentRow & { order_id: string })[])
  for (const row of rows) {
    row.total = totals.get(row.id) ?? null
    row.payment_collections = paymentsOf.get(row.id) ?? []
    row.fulfillments = fulfillmentsOf.get(row.id) ?? []
  }
  return { rows, count: Number(total[0]?.count ?? 0) }
}
