import type { FastifyInstance } from "fastify"
import { adminToken, checkout, createCart, engine, eventually, variantId } from "./engine.js"
import { graphql } from "./gateway.js"
import { US_ADDRESS, newCustomer, ok, regionByCurrency, variantIdsBySku } from "./shopper.js"

/**
 * The test shop's records for the back-office walk: at least one of every listable
 * resource, so that list, show, update and paging run for all of them (an empty list
 * would let them pass without checking anything). Each is made only when its list is
 * empty, through the engine's own routes (and the storefront's, for a subscription), so
 * the suites may run in any order. The demo seed is left alone: it is the shop people see.
 */
export async function seedEveryList(app: FastifyInstance, suffix: string): Promise<void> {
  // Not the walk's own names (its examples use the same suffix): a seed record must not collide with them.
  const unique = `semilla-${suffix}`
  const token = await adminToken()
  const call = async (method: "GET" | "POST", path: string, body?: unknown) => {
    const answer = await engine(method, path, { token, ...(body ? { body } : {}) })
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer.body
  }
  const empty = async (path: string, key: string) =>
    !(await call("GET", `${path}${path.includes("?") ? "&" : "?"}limit=1`))[key]?.length

  const order = await anOrder(unique)
  if (await empty("/admin/product-tags", "product_tags"))
    await call("POST", "/admin/product-tags", { value: `etiqueta-${unique}` })
  if (await empty("/admin/product-types", "product_types"))
    await call("POST", "/admin/product-types", { value: `Tipo ${unique}` })
  if (await empty("/admin/price-lists", "price_lists"))
    await call("POST", "/admin/price-lists", {
      title: `Lista ${unique}`,
      description: "Semilla de pruebas",
      status: "draft",
      type: "sale",
    })
  if (await empty("/admin/customer-groups", "customer_groups"))
    await call("POST", "/admin/customer-groups", { name: `Grupo ${unique}` })
  if (await empty("/admin/return-reasons", "return_reasons"))
    await call("POST", "/admin/return-reasons", { value: `motivo_${unique}`, label: `Motivo ${unique}` })
  if (await empty("/admin/campaigns", "campaigns"))
    await call("POST", "/admin/campaigns", { name: `Campaña ${unique}`, campaign_identifier: `campana-${unique}` })
  if (await empty("/admin/invites", "invites"))
    await call("POST", "/admin/invites", { email: `invitada-${unique}@vitalia.test` })
  if (await empty("/admin/draft-orders", "draft_orders")) {
    await call("POST", "/admin/draft-orders", { email: `borrador-${unique}@vitalia.test`, region_id: order.region_id })
  }
  if (await empty("/admin/enrollments", "enrollments")) {
    const sponsor = (await call("GET", "/admin/partners?limit=1")).partners[0]?.id
    await call("POST", "/admin/enrollments", {
      email: `inscripcion-${unique}@vitalia.test`,
      status: "pending",
      ...(sponsor ? { sponsor_id: sponsor } : {}),
    })
  }
  // An order takes one active change at a time, and cancelling an unrequested one deletes it:
  // each is opened on an order of its own, placed for it, and left open.
  if (await empty("/admin/returns", "returns")) {
    const location = (await call("GET", "/admin/stock-locations?limit=1&order=created_at")).stock_locations[0].id
    await call("POST", "/admin/returns", {
      order_id: (await placeOrder(`${unique}-devolucion`)).id,
      location_id: location,
    })
  }
  if (await empty("/admin/exchanges", "exchanges"))
    await call("POST", "/admin/exchanges", { order_id: (await placeOrder(`${unique}-cambio`)).id })
  if (await empty("/admin/claims", "claims"))
    await call("POST", "/admin/claims", { order_id: (await placeOrder(`${unique}-reclamo`)).id, type: "refund" })
  if (await empty("/admin/subscriptions", "subscriptions")) await aSubscription(app)
  if (await empty("/admin/search-synonyms", "search_synonyms"))
    await call("POST", "/admin/search-synonyms", { term: `termino-${unique}`, synonyms: [`sinonimo-${unique}`] })
  if (await empty("/admin/search-misses", "search_misses")) {
    // A search that finds nothing is what the shop records: a shopper's, through the storefront's API.
    ok(
      await graphql(app, `query ($q: String!) { searchProducts(query: $q) { totalCount } }`, {
        q: `zqxv${suffix.replace(/[^a-z]/gi, "")}`,
      })
    )
    await eventually(async () => !(await empty("/admin/search-misses", "search_misses")) || null)
  }
}

/** The oldest order, or one a guest places now. */
async function anOrder(unique: string): Promise<{ id: string; region_id: string }> {
  const { body } = await engine("GET", "/admin/orders?limit=1&order=created_at&fields=id,region_id", {
    token: await adminToken(),
  })
  if (body.orders?.length) return body.orders[0]
  return placeOrder(unique)
}

/** A guest's order of one product, through the engine's store routes. */
export async function placeOrder(unique: string): Promise<{ id: string; region_id: string }> {
  const cart = await createCart({ region: "Estados Unidos", email: `admin-api-${unique}@vitalia.test` })
  const { status } = await engine("POST", `/store/carts/${cart.id}/line-items`, {
    body: { variant_id: await variantId("TE-VERDE-HERBAL-30"), quantity: 1 },
  })
  if (status !== 200) throw new Error(`Could not add a line: ${status}`)
  const completed = await checkout(cart.id)
  if (completed.body.type !== "order") throw new Error(`Could not place an order: ${JSON.stringify(completed.body)}`)
  return completed.body.order
}

/** A customer's autoship, through the storefront as a customer makes it. */
async function aSubscription(app: FastifyInstance) {
  const { headers } = await newCustomer("Suscrita")
  const us = await regionByCurrency(app, "usd", "Estados Unidos")
  const variants = await variantIdsBySku(app, us.id)
  ok(
    await graphql(
      app,
      `mutation ($input: CreateSubscriptionInput!) { createSubscription(input: $input) { id } }`,
      {
        input: {
          regionId: us.id,
          intervalMonths: 1,
          items: [{ variantId: variants["TE-VERDE-HERBAL-30"], quantity: 1 }],
          shippingAddress: US_ADDRESS,
        },
      },
      headers
    )
  )
}
