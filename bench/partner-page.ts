/**
 * A partner's own page (issue #39): the answer time of `myPartner` at the gateway — the query
 * /account/partner sends (web/src/api/partner.ts: store, sponsor, figures, the latest ten referred
 * orders, ten recruits) — for a partner with `ORDERS` (10 000) referred orders, one client asking
 * again as soon as it has its answer, `REQUESTS` (300) times after `WARMUP` (30). Reported: p50 and
 * p95 of the whole page's query, and of its figures and its order list asked alone; then EXPLAIN
 * ANALYZE of each figure statement (commerce/src/partners/figures.ts, FIGURE_SQL) with the plan's
 * first lines, so a miss shows which statement and index it is. Goal: p50 ≤ 50 ms.
 *
 * Its own database (.data/bench-partner-postgres, fresh unless PARTNER_FRESH=0). The partner is a
 * new one with a shopper login and a personal store (through the engine's APIs); its orders are
 * copies of one of the demo shop's placed orders made in SQL in one statement (the order row with
 * `metadata.referral` naming the partner, and its summary at the same version), created over the
 * last twelve months, then VACUUM ANALYZEd — placing 10 000 orders through checkout would take hours on
 * this machine. `npm run bench:partner`.
 */
import { performance } from "node:perf_hooks"
import { withClient } from "../scripts/lib/postgres.js"
import { FIGURE_SQL, LEDGER, LEDGER_SQL, monthKey, seriesStart } from "../commerce/src/partners/figures.js"
import {
  adminHeaders,
  adminToken,
  benchGateway,
  benchShop,
  done,
  engineHeaders,
  json,
  log,
  percentile,
  report,
  round,
  storeHeaders,
} from "./lib.js"

const ORDERS = Number(process.env.ORDERS ?? 10_000)
const REQUESTS = Number(process.env.REQUESTS ?? 300)
const WARMUP = Number(process.env.WARMUP ?? 30)
const GOAL_P50_MS = 50

const started = Date.now()
const shop = await benchShop({ database: "bench-partner-postgres", fresh: process.env.PARTNER_FRESH !== "0" })
const gateway = await benchGateway(shop, "bench-gateway-partner")
const admin = await adminToken(shop)

// A partner with a shopper login and a personal store, made as the back-office makes them.
const email = `bench.partner.${Date.now()}@vitalia.test`
const password = "bench-partner-2026"
const engine = (path: string) => `${shop.engineUrl}${path}`
const registered = await json<{ token: string }>("POST", engine("/auth/customer/emailpass/register"), {
  headers: engineHeaders(),
  body: { email, password },
})
const { customer } = await json<{ customer: { id: string } }>("POST", engine("/store/customers"), {
  headers: { ...storeHeaders(shop), authorization: `Bearer ${registered.token}` },
  body: { email, first_name: "Socia", last_name: "Bench" },
})
const { token } = await json<{ token: string }>("POST", engine("/auth/customer/emailpass"), {
  headers: engineHeaders(),
  body: { email, password },
})
const { partner } = await json<{ partner: { id: string } }>("POST", engine("/admin/partners"), {
  headers: adminHeaders(admin),
  body: { name: "Socia Bench", customer_id: customer.id },
})
const storeName = `bench-${Date.now().toString(36)}`
await json("POST", engine("/admin/personal-stores"), {
  headers: adminHeaders(admin),
  body: { name: storeName, title: "La tienda del bench", partner_id: partner.id },
})

// ORDERS referred orders in one statement: copies of a placed demo order, over the last twelve months.
const inserted = await withClient(shop.databaseUrl, async (client) => {
  const t0 = performance.now()
  const source = await client.query<{ id: string }>(
    `select o.id from "order" o join order_summary s on s.order_id = o.id and s.version = o.version and s.deleted_at is null
      where o.deleted_at is null and o.is_draft_order = false and o.status <> 'canceled' and o.shipping_address_id is not null
      order by o.created_at limit 1`
  )
  if (!source.rows[0]) throw new Error("the demo shop has no placed order to copy")
  await client.query(`delete from "order" where id like 'order_bench_%'`)
  await client.query(
    `with copies as (
       insert into "order" (id, region_id, customer_id, version, sales_channel_id, status, is_draft_order, email,
                            currency_code, shipping_address_id, billing_address_id, no_notification, metadata,
                            created_at, updated_at)
       select 'order_bench_' || lpad(g::text, 7, '0'), o.region_id, o.customer_id, o.version, o.sales_channel_id,
              o.status, false, o.email, o.currency_code, o.shipping_address_id, o.billing_address_id, o.no_notification,
              coalesce(o.metadata, '{}'::jsonb) || jsonb_build_object('referral',
                jsonb_build_object('partner_id', $2::text, 'personal_store_name', $3::text)),
              now() - (g % 330) * interval '1 day' - (g % 1439) * interval '1 minute', now()
         from "order" o, generate_series(1, $4::int) g
        where o.id = $1
       returning id, version)
     insert into order_summary (id, order_id, version, totals)
     select 'ordsum_bench_' || c.id, c.id, c.version, s.totals
       from copies c
       join order_summary s on s.order_id = $1 and s.deleted_at is null
        and s.version = (select version from "order" where id = $1)`,
    [source.rows[0].id, partner.id, storeName, ORDERS]
  )
  // A year of visits through the link, as recordStoreVisit leaves them.
  const start = seriesStart(new Date())
  for (let i = 0; i < 12; i++) {
    const month = monthKey(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)))
    await client.query(
      `insert into partner_store_visit (id, partner_id, month, visits) values ($1, $2, $3, $4)
       on conflict (partner_id, month) where deleted_at is null do update set visits = excluded.visits`,
      [`pvis_bench_${partner.id}_${i}`, partner.id, month, 40 + i * 7]
    )
  }
  // Orders made in SQL raise no event, so the referral ledger the subscriber keeps is written here
  // by the same statement the migration script fills it with (numbered for pg, every referred order).
  let n = 0
  await client.query(
    LEDGER_SQL.upsert.replace(/\?/g, () => `$${++n}`),
    [null, null]
  )
  // As autovacuum leaves a table in use: statistics, and the visibility map that lets a count read the index alone.
  await client.query(`vacuum analyze "${LEDGER}"`)
  await client.query(`vacuum analyze "order"`)
  await client.query(`vacuum analyze order_summary`)
  await client.query(`vacuum analyze partner_store_visit`)
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from "order" where metadata -> 'referral' ->> 'partner_id' = $1`,
    [partner.id]
  )
  return { count: rows[0].n, ms: Math.round(performance.now() - t0) }
})
log(`${inserted.count} referred orders for ${partner.id} inserted in ${inserted.ms} ms`)

const PAGE = `query MyPartnerPage($orders: Int, $recruits: Int) {
  myPartner {
    id code name active joinedAt
    personalStore { name title active }
    sponsor { id code name }
    figures {
      thisMonth { month visits orders totals { amount currencyCode } }
      lastTwelveMonths { visits orders totals { amount currencyCode } }
      months { month visits orders totals { amount currencyCode } }
      recruits
    }
    referredOrders(first: $orders) { totalCount nodes { id displayId createdAt status buyer total { amount currencyCode } } }
    recruits(first: $recruits) { totalCount pageInfo { hasNextPage endCursor } nodes { code name joinedAt } }
  }
}`
const FIGURES = `{ myPartner { figures { thisMonth { visits orders totals { amount currencyCode } } months { month visits orders totals { amount currencyCode } } lastTwelveMonths { visits orders } } } }`
const ORDER_LIST = `{ myPartner { referredOrders(first: 10) { totalCount nodes { id displayId createdAt status buyer total { amount currencyCode } } } } }`

// The partner signs in through the gateway as the storefront does: a browser session (its cookies).
const signIn = await fetch(`${gateway}/graphql`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    query: `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { customer { id } } }`,
    variables: { email, password },
  }),
})
const sessionCookie = signIn.headers
  .getSetCookie()
  .map((cookie) => cookie.split(";")[0])
  .join("; ")
if (!signIn.ok || !sessionCookie)
  throw new Error(`sign-in through the gateway: ${signIn.status} ${await signIn.text()}`)
const asBrowser = { cookie: sessionCookie }
const asBearer = { authorization: `Bearer ${token}` }

/** One client, one request after the other: the time from sending to the whole answer, per request. */
async function measure(
  name: string,
  query: string,
  variables: Record<string, unknown> = {},
  credentials: Record<string, string> = asBrowser
) {
  const ask = async () => {
    const t0 = performance.now()
    const response = await fetch(`${gateway}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...credentials },
      body: JSON.stringify({ query, variables }),
    })
    const body = (await response.json()) as { data?: { myPartner: unknown }; errors?: unknown[] }
    const ms = performance.now() - t0
    if (!response.ok || body.errors || !body.data?.myPartner) throw new Error(`${name}: ${JSON.stringify(body)}`)
    return { ms, body }
  }
  for (let i = 0; i < WARMUP; i++) await ask()
  const times: number[] = []
  let last: unknown
  for (let i = 0; i < REQUESTS; i++) {
    const { ms, body } = await ask()
    times.push(ms)
    last = body
  }
  const row = {
    query: name,
    requests: REQUESTS,
    "p50 ms": round(percentile(times, 50)),
    "p95 ms": round(percentile(times, 95)),
    "max ms": round(Math.max(...times)),
  }
  console.table([row])
  return { row, last }
}

const page = await measure("the page's query (myPartner, all of it), browser session", PAGE, {
  orders: 10,
  recruits: 10,
})
// A bearer client (a script, an app) is identified for the cost budget first: one more engine call.
const bearer = await measure("the page's query, bearer token", PAGE, { orders: 10, recruits: 10 }, asBearer)
const figures = await measure("figures alone", FIGURES)
const orders = await measure("referred orders alone (first 10, with totalCount)", ORDER_LIST)
const shown = (page.last as { data: { myPartner: { figures: { lastTwelveMonths: { orders: number } } } } }).data
  .myPartner
log(`the page shows ${shown.figures.lastTwelveMonths.orders} orders in the last twelve months`)

// The statements behind the figures, as the engine runs them, with their plans.
const plans = await withClient(shop.databaseUrl, async (client) => {
  const start = seriesStart(new Date())
  const statements: [string, string, unknown[]][] = [
    ["months", FIGURE_SQL.months, [partner.id, monthKey(start)]],
    ["visits", FIGURE_SQL.visits, [partner.id, monthKey(start)]],
    ["referred orders (10)", FIGURE_SQL.referredOrders, [partner.id, 10, 0]],
    ["referred order count", FIGURE_SQL.referredOrderCount, [partner.id]],
  ]
  const out: Record<string, unknown>[] = []
  for (const [name, sql, params] of statements) {
    let n = 0
    const numbered = sql.replace(/\?/g, () => `$${++n}`)
    const { rows } = await client.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${numbered}`, params)
    const lines = rows.map((r) => r["QUERY PLAN"])
    const execution = lines.find((l) => l.startsWith("Execution Time"))
    log(`EXPLAIN ${name}:\n  ${lines.join("\n  ")}`)
    out.push({
      statement: name,
      "execution ms": Number(/([\d.]+) ms/.exec(execution ?? "")?.[1] ?? NaN),
      indexes: [...new Set(lines.flatMap((l) => /using "?(\w+)"?/i.exec(l)?.[1] ?? []))].join(", "),
    })
  }
  console.table(out)
  return out
})

const rows = [page.row, bearer.row, figures.row, orders.row]
report("partner-page", rows, {
  orders: inserted.count,
  insert_ms: inserted.ms,
  goal_p50_ms: GOAL_P50_MS,
  goal_met: page.row["p50 ms"] <= GOAL_P50_MS,
  plans,
  seconds: Math.round((Date.now() - started) / 1000),
})
await done()
