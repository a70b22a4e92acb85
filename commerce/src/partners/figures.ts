import type { Knex } from "@medusajs/framework/mikro-orm/knex"

/**
 * What a partner's personal store brings, read straight from the engine's tables: orders that
 * carry the partner as their referral (`order.metadata.referral.partner_id`, written on the cart
 * by the gateway from a `?store=` link and copied to the order by Medusa) and the partners they
 * sponsor, and the visits through the store's link (the partner module's `partner_store_visit`).
 * One SQL query per figure, each served by an index: the referred orders by
 * `IDX_vitalia_order_referral` (migration-scripts/partner-figure-indexes.ts), the month series by
 * the referral ledger's own index (LEDGER_SQL below), the recruits by the partner module's
 * `IDX_partner_sponsor_id`, the visits by its `IDX_partner_store_visit_partner_month_unique`.
 * Medusa's Query cannot filter inside metadata, and loading every order to count them would grow
 * with the partner's success. The store route (api/store/partners/me/…) and the admin partner
 * (api/admin/partners/[id]) share this code, so the partner and the back-office see the same numbers.
 */

/** How many months the series covers: this month and the eleven before it. */
export const FIGURE_MONTHS = 12
/** The most rows one page of referred orders or recruits holds. */
export const FIGURE_PAGE_MAX = 50

/** One currency's amount, in the currency's major unit (as Medusa keeps totals). */
export interface CurrencyTotal {
  currency_code: string
  amount: number
}

export interface MonthFigure {
  /** `YYYY-MM`, months counted in UTC. */
  month: string
  /** Visits through the store's link (one per browser session and store). */
  visits: number
  orders: number
  totals: CurrencyTotal[]
}

export interface ReferralFigures {
  /** The last FIGURE_MONTHS months, oldest first, the current month last; months without orders too. */
  months: MonthFigure[]
  this_month: MonthFigure
  /** The sum of `months`. */
  last_twelve_months: { visits: number; orders: number; totals: CurrencyTotal[] }
  /** Partners this partner sponsors. */
  recruits: number
}

export interface ReferredOrder {
  id: string
  display_id: number
  created_at: Date
  status: string
  currency_code: string
  total: number | null
  /** The shipping address's first name and the initial of the last name ("Lucía G."), never more. */
  buyer: string | null
}

export interface Recruit {
  id: string
  code: string
  name: string
  joined_at: Date
}

export interface Page<T> {
  items: T[]
  count: number
  limit: number
  offset: number
}

/** The referral as the index names it: the same expression, so the planner can use the index. */
const REFERRAL = `(o.metadata -> 'referral' ->> 'partner_id')`
/** Placed, live orders: the index's own condition, repeated so the planner can prove it. */
const PLACED = `o.deleted_at is null and o.is_draft_order = false`
/** An order's current total: the summary the order module keeps at the order's version. */
const SUMMARY_JOIN = `left join order_summary s on s.order_id = o.id and s.version = o.version and s.deleted_at is null`

/**
 * The referral ledger: one narrow row per referred order (partner, month, currency, current total,
 * canceled or not), so the month series sums small index entries instead of reading every order's
 * summary, a kilobyte of JSON each. It is derived from the orders and nothing else: `recordReferrals`
 * writes an order's row again from the order as it is now, so running it twice, late or for every
 * order at once changes nothing. The subscriber subscribers/partner-referrals.ts runs it when an order
 * is placed, canceled, edited or changed by a claim, exchange or return; the migration script
 * migration-scripts/partner-referral-ledger.ts creates the table and fills it from the orders there
 * are; the seed fills it at its end.
 */
export const LEDGER = "vitalia_partner_referral"

export const LEDGER_SQL = {
  create: [
    `CREATE TABLE IF NOT EXISTS "${LEDGER}" ("order_id" text PRIMARY KEY, "partner_id" text NOT NULL, "month" text NOT NULL, "currency_code" text NOT NULL, "total" numeric NOT NULL DEFAULT 0, "canceled" boolean NOT NULL DEFAULT false, "updated_at" timestamptz NOT NULL DEFAULT now())`,
    `CREATE INDEX IF NOT EXISTS "IDX_${LEDGER}_partner_month" ON "${LEDGER}" ("partner_id", "month") INCLUDE ("currency_code", "total") WHERE NOT canceled`,
  ],
  /**
   * The rows of the given orders (a text[] of ids; null for every referred order), written again
   * from the orders: a placed, live order with a referral gets its row; its month is the UTC month
   * it was placed in, its total the summary's current total at the order's version.
   */
  upsert: `insert into "${LEDGER}" (order_id, partner_id, month, currency_code, total, canceled, updated_at)
       select o.id, ${REFERRAL}, to_char(o.created_at at time zone 'UTC', 'YYYY-MM'), o.currency_code,
              coalesce((s.totals ->> 'current_order_total')::numeric, 0), o.status = 'canceled', now()
         from "order" o ${SUMMARY_JOIN}
        where ${REFERRAL} is not null and ${PLACED} and (?::text[] is null or o.id = any(?::text[]))
       on conflict (order_id) do update
          set partner_id = excluded.partner_id, month = excluded.month, currency_code = excluded.currency_code,
              total = excluded.total, canceled = excluded.canceled, updated_at = excluded.updated_at`,
  /** The given orders' rows where the order is gone, a draft, or no longer carries a referral. */
  prune: `delete from "${LEDGER}" l
        where l.order_id = any(?::text[])
          and not exists (select 1 from "order" o where o.id = l.order_id and ${REFERRAL} is not null and ${PLACED})`,
}

/**
 * Writes the ledger rows of these orders (all referred orders when `orderIds` is null) from the
 * orders as they are now. Idempotent.
 */
export async function recordReferrals(db: Knex, orderIds: string[] | null): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw(LEDGER_SQL.upsert, [orderIds, orderIds])
    if (orderIds) await trx.raw(LEDGER_SQL.prune, [orderIds])
  })
}

/**
 * The statements behind the figures, with their `?` parameters in order (bench/partner-page.ts
 * EXPLAINs these very texts).
 */
export const FIGURE_SQL = {
  /**
   * partner id, the series' first month (`YYYY-MM`). Read from the ledger (LEDGER_SQL), whose index
   * holds every value the sums need: the series costs a few milliseconds at 10 000 orders, where
   * reading each order's summary cost 127 ms (bench/README.md, "A partner's own page").
   */
  months: `select month, currency_code, count(*)::int as orders, sum(total) as total
         from ${LEDGER} where partner_id = ? and month >= ? and not canceled
        group by month, currency_code`,
  /** partner id, the series' first month (`YYYY-MM`). */
  visits: `select month, visits from partner_store_visit where partner_id = ? and month >= ? and deleted_at is null`,
  /** partner id, limit, offset. */
  referredOrders: `select o.id, o.display_id, o.created_at, o.status, o.currency_code,
              s.totals ->> 'current_order_total' as total, a.first_name, a.last_name
         from "order" o ${SUMMARY_JOIN}
         left join order_address a on a.id = o.shipping_address_id
        where ${REFERRAL} = ? and ${PLACED}
        order by o.created_at desc, o.id desc
        limit ? offset ?`,
  /** partner id. */
  referredOrderCount: `select count(*) as count from "order" o where ${REFERRAL} = ? and ${PLACED}`,
}

/** The first month of the series, in UTC: the first day of the month FIGURE_MONTHS - 1 months before `now`'s. */
export function seriesStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (FIGURE_MONTHS - 1), 1))
}

/** A date's calendar month in UTC, `YYYY-MM`: how figures and visit counters name a month. */
export function monthKey(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`
}

function addTotals(into: Map<string, number>, totals: CurrencyTotal[]) {
  for (const t of totals) into.set(t.currency_code, (into.get(t.currency_code) ?? 0) + t.amount)
}

function sorted(totals: Map<string, number>): CurrencyTotal[] {
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency_code, amount]) => ({ currency_code, amount: roundMinor(amount) }))
}

/** Sums of decimal amounts drift in binary; totals are shown to the cent (or finer for zero-decimal sums). */
function roundMinor(amount: number): number {
  return Math.round(amount * 10_000) / 10_000
}

/**
 * The partner's referred orders per month (count and total per currency, canceled orders left out)
 * and visits through their store's link, for the last FIGURE_MONTHS months, and how many partners
 * they sponsor.
 */
export async function referralFigures(db: Knex, partnerId: string, now = new Date()): Promise<ReferralFigures> {
  const start = seriesStart(now)
  const [rows, visitRows, recruits] = await Promise.all([
    db.raw<{ rows: { month: string; currency_code: string; orders: number; total: string | null }[] }>(
      FIGURE_SQL.months,
      [partnerId, monthKey(start)]
    ),
    db.raw<{ rows: { month: string; visits: number }[] }>(FIGURE_SQL.visits, [partnerId, monthKey(start)]),
    recruitCount(db, partnerId),
  ])
  const visitsByMonth = new Map(visitRows.rows.map((r) => [r.month, Number(r.visits)]))
  const byMonth = new Map<string, { orders: number; totals: Map<string, number> }>()
  for (const row of rows.rows) {
    const month = byMonth.get(row.month) ?? { orders: 0, totals: new Map<string, number>() }
    month.orders += Number(row.orders)
    month.totals.set(row.currency_code, (month.totals.get(row.currency_code) ?? 0) + Number(row.total ?? 0))
    byMonth.set(row.month, month)
  }
  const months: MonthFigure[] = []
  const all = new Map<string, number>()
  let orders = 0
  let visits = 0
  for (let i = 0; i < FIGURE_MONTHS; i++) {
    const key = monthKey(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)))
    const found = byMonth.get(key)
    const figure = {
      month: key,
      visits: visitsByMonth.get(key) ?? 0,
      orders: found?.orders ?? 0,
      totals: found ? sorted(found.totals) : [],
    }
    months.push(figure)
    visits += figure.visits
    orders += figure.orders
    addTotals(all, figure.totals)
  }
  return {
    months,
    this_month: months[months.length - 1],
    last_twelve_months: { visits, orders, totals: sorted(all) },
    recruits,
  }
}

async function recruitCount(db: Knex, partnerId: string): Promise<number> {
  const [row] = await db("partner").where({ sponsor_id: partnerId }).whereNull("deleted_at").count({ count: "*" })
  return Number(row?.count ?? 0)
}

/** "Lucía G.": a first name and an initial at most, so a partner never learns who exactly bought. */
export function buyerName(first: string | null, last: string | null): string | null {
  const given = first?.trim().split(/\s+/)[0]
  if (!given) return null
  const initial = last?.trim()[0]
  return initial ? `${given} ${initial.toLocaleUpperCase()}.` : given
}

/** The partner's referred orders, newest first (canceled ones too, with their status). */
export async function referredOrders(
  db: Knex,
  partnerId: string,
  page: { limit: number; offset: number }
): Promise<Page<ReferredOrder>> {
  const [rows, count] = await Promise.all([
    db.raw<{
      rows: {
        id: string
        display_id: number
        created_at: Date
        status: string
        currency_code: string
        total: string | null
        first_name: string | null
        last_name: string | null
      }[]
    }>(FIGURE_SQL.referredOrders, [partnerId, page.limit, page.offset]),
    db.raw<{ rows: { count: string }[] }>(FIGURE_SQL.referredOrderCount, [partnerId]),
  ])
  return {
    items: rows.rows.map((r) => ({
      id: r.id,
      display_id: Number(r.display_id),
      created_at: r.created_at,
      status: r.status,
      currency_code: r.currency_code,
      total: r.total === null ? null : Number(r.total),
      buyer: buyerName(r.first_name, r.last_name),
    })),
    count: Number(count.rows[0]?.count ?? 0),
    ...page,
  }
}

/** The partners this partner sponsors (enrolled through them or placed under them), newest first. */
export async function recruits(
  db: Knex,
  partnerId: string,
  page: { limit: number; offset: number }
): Promise<Page<Recruit>> {
  const [rows, count] = await Promise.all([
    db("partner")
      .select("id", "code", "name", "joined_at")
      .where({ sponsor_id: partnerId })
      .whereNull("deleted_at")
      .orderBy([
        { column: "joined_at", order: "desc" },
        { column: "id", order: "desc" },
      ])
      .limit(page.limit)
      .offset(page.offset),
    recruitCount(db, partnerId),
  ])
  return { items: rows as Recruit[], count, ...page }
}
