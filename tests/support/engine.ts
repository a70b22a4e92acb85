import { inject } from "vitest"
import { edgeHeaders } from "@vitalia/schema/edge"
import { demoAdmin } from "../../commerce/src/scripts/seed/accounts.js"
import { withClient } from "../../scripts/lib/postgres.js"

/**
 * The one way tests call the engine (commerce/) straight, as the gateway does: the suite's
 * engine, its edge secret on every call (the engine answers nothing else: docs/operations.md),
 * and the publishable key on `/store` calls unless `publishable: false`. `init` as fetch's.
 */
export function engineFetch(path: string, init: RequestInit & { publishable?: boolean } = {}): Promise<Response> {
  const { publishable, headers, ...rest } = init
  return fetch(`${inject("engineUrl")}${path}`, {
    ...rest,
    headers: {
      ...(publishable !== false && path.startsWith("/store")
        ? { "x-publishable-api-key": inject("publishableKey") }
        : {}),
      ...edgeHeaders(inject("engineEdgeSecret")),
      ...(headers as Record<string, string> | undefined),
    },
  })
}

/** Calls straight to the engine (engineFetch): JSON, optional bearer token. */
export interface EngineAnswer<T = any> {
  status: number
  body: T
}

export async function engine<T = any>(
  method: "GET" | "POST" | "DELETE",
  path: string,
  options: { body?: unknown; token?: string; publishable?: boolean } = {}
): Promise<EngineAnswer<T>> {
  const headers: Record<string, string> = { accept: "application/json" }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers["content-type"] = "application/json"
  const response = await engineFetch(path, {
    method,
    headers,
    publishable: options.publishable,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

async function token(actor: "user" | "customer", email: string, password: string): Promise<string> {
  const { status, body } = await engine("POST", `/auth/${actor}/emailpass`, { body: { email, password } })
  if (status !== 200 || !body?.token) throw new Error(`Could not sign in ${email}: ${status} ${JSON.stringify(body)}`)
  return body.token
}

let admin: Promise<string> | undefined
/** A token of the seeded demo administrator. */
export function adminToken(): Promise<string> {
  admin ??= token("user", demoAdmin.email, demoAdmin.password)
  return admin
}

/** The password of every shopper registerShopper makes. */
export const SHOPPER_PASSWORD = "una-clave-de-prueba-2026"

/** A new shopper with an account, signed in: never a demo shopper, so other suites find those untouched. */
export async function registerShopper(name: { first_name: string; last_name: string }) {
  const email = `shopper.${Date.now()}.${Math.floor(Math.random() * 1e6)}@vitalia.test`
  const password = SHOPPER_PASSWORD
  const { body } = await engine("POST", "/auth/customer/emailpass/register", { body: { email, password } })
  const created = await engine("POST", "/store/customers", { token: body.token, body: { email, ...name } })
  if (created.status !== 200) throw new Error(`Could not create ${email}: ${JSON.stringify(created.body)}`)
  return { email, customerId: created.body.customer.id as string, token: await token("customer", email, password) }
}

/** Seeded ids looked up by natural key. */
export async function variantId(sku: string): Promise<string> {
  return withClient(inject("databaseUrl"), async (client) => {
    const { rows } = await client.query("select id from product_variant where sku = $1 and deleted_at is null", [sku])
    if (!rows[0]) throw new Error(`No variant ${sku}`)
    return rows[0].id as string
  })
}

export async function regionId(name: string): Promise<string> {
  const { body } = await engine("GET", "/store/regions?fields=id,name&limit=50")
  const region = body.regions.find((r: { name: string }) => r.name === name)
  if (!region) throw new Error(`No region ${name}`)
  return region.id
}

export const CART_FIELDS = "id,currency_code,total,shipping_total,metadata,*items,*shipping_methods"

export async function createCart(input: {
  region: string
  email?: string
  token?: string
  metadata?: Record<string, unknown>
}) {
  const { status, body } = await engine("POST", `/store/carts?fields=${CART_FIELDS}`, {
    token: input.token,
    body: { region_id: await regionId(input.region), email: input.email, metadata: input.metadata },
  })
  if (status !== 200) throw new Error(`Could not create a cart: ${JSON.stringify(body)}`)
  return body.cart as { id: string; items: any[] }
}

export async function getCart(id: string) {
  return (await engine("GET", `/store/carts/${id}?fields=${CART_FIELDS}`)).body.cart
}

export const address = (country_code: string, province?: string) => ({
  first_name: "Prueba",
  last_name: "Vitalia",
  address_1: "Calle 1 # 2-3",
  city: "Ciudad",
  postal_code: "00000",
  country_code,
  ...(province ? { province } : {}),
})

/** Address → first shipping option of `priceType` → payment session → complete. Returns the order. */
export async function checkout(cartId: string, options: { token?: string; priceType?: "flat" | "calculated" } = {}) {
  const { token } = options
  const step = async (what: string, call: Promise<EngineAnswer>) => {
    const answer = await call
    if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer.body
  }
  const cart = await getCart(cartId)
  if (!cart.shipping_address?.country_code) {
    await step(
      "address",
      engine("POST", `/store/carts/${cartId}`, { token, body: { shipping_address: address("us", "FL") } })
    )
  }
  const { shipping_options } = await step(
    "options",
    engine("GET", `/store/shipping-options?cart_id=${cartId}`, { token })
  )
  const option = shipping_options.find((o: { price_type: string }) => o.price_type === (options.priceType ?? "flat"))
  await step(
    "shipping",
    engine("POST", `/store/carts/${cartId}/shipping-methods`, { token, body: { option_id: option.id } })
  )
  const { payment_collection } = await step(
    "payment",
    engine("POST", "/store/payment-collections", { token, body: { cart_id: cartId } })
  )
  await step(
    "session",
    engine("POST", `/store/payment-collections/${payment_collection.id}/payment-sessions`, {
      token,
      body: { provider_id: "pp_system_default" },
    })
  )
  const completed = await engine("POST", `/store/carts/${cartId}/complete`, { token })
  return completed
}

/** Polls `probe` until it returns something truthy (events are handled after the request answers). */
export async function eventually<T>(probe: () => Promise<T | null | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error("Timed out waiting for the engine")
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * The calls the gateway makes to the engine while `work` runs, as "METHOD /path" (no query; with
 * `fields`, followed by " fields=…" when the call names the fields it wants answered),
 * counted on the process's fetch: the in-process gateway (buildGateway) calls the engine through it.
 */
export async function engineCallsDuring(
  work: () => Promise<unknown>,
  options: { fields?: boolean } = {}
): Promise<string[]> {
  const base = inject("engineUrl")
  const calls: string[] = []
  const realFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url.startsWith(base)) {
      const { pathname, searchParams } = new URL(url)
      const fields = options.fields ? searchParams.get("fields") : null
      calls.push(
        `${init?.method ?? (input instanceof Request ? input.method : "GET")} ${pathname}${fields ? ` fields=${fields}` : ""}`
      )
    }
    return realFetch(input, init)
  }
  try {
    await work()
  } finally {
    globalThis.fetch = realFetch
  }
  return calls
}
