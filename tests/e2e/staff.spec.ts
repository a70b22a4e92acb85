import { signIn, staffAccounts, storefrontGql as gql } from "./backoffice.js"
import { base, expect, test } from "./support.js"

/**
 * Staff roles in the back-office (Chromium, Spanish): on the same order (above
 * the refund cap of operations, its payment captured) and product, the owner is offered the refund and
 * the delete, the operations administrator is not — only the refund of an order
 * within the cap (docs/operations.md, "Staff roles"); the gateway and the engine
 * would refuse them anyway (tests/integration/staff-roles.test.ts).
 */
const accounts = staffAccounts
const operations = accounts.staff.find((account) => account.role === "operations")!

const REFUND_LIMIT = 100

/** A guest order through the storefront's API, paid with the system provider: below the refund cap of operations, or above it. */
async function storefrontOrder(size: "small" | "large"): Promise<{ id: string; displayId: number; total: number }> {
  const { regions } = await gql<{ regions: { id: string; name: string; currencyCode: string }[] }>(
    `{ regions { id name currencyCode } }`
  )
  // The United States (other regions use dollars too, and the address is in Miami).
  const us =
    regions.find(
      (r: { currencyCode: string; name: string }) => r.currencyCode === "usd" && r.name === "Estados Unidos"
    ) ?? regions[0]
  const { products } = await gql<{
    products: {
      nodes: { variants: { id: string; price: { amount: number } | null; inventoryQuantity: number | null }[] }[]
    }
  }>(
    `query ($r: ID) { products(regionId: $r, first: 24) { nodes { variants { id price { amount } inventoryQuantity } } } }`,
    { r: us.id }
  )
  const variants = products.nodes
    .flatMap((product) => product.variants)
    .filter((variant) => variant.price && variant.price.amount > 0)
    .sort((a, b) => a.price!.amount - b.price!.amount)
  // Small: the cheapest that sells, once. Large: the dearest that sells, as many as pass the cap
  // (a variant the cart refuses — a bundle, too little stock — gives way to the next).
  const candidates = size === "small" ? variants : [...variants].reverse()
  const cartId = (
    await gql<{ createCart: { id: string } }>(`mutation ($r: ID) { createCart(regionId: $r) { id } }`, { r: us.id })
  ).createCart.id
  let added = false
  for (const variant of candidates) {
    const quantity = size === "small" ? 1 : Math.floor(REFUND_LIMIT / variant.price!.amount) + 1
    if (variant.inventoryQuantity !== null && variant.inventoryQuantity < quantity) continue
    try {
      await gql(
        `mutation ($c: ID!, $v: ID!, $q: Int!) { addLineItem(cartId: $c, variantId: $v, quantity: $q) { cart { id } } }`,
        { c: cartId, v: variant.id, q: quantity }
      )
      added = true
      break
    } catch {
      // The next candidate.
    }
  }
  if (!added) throw new Error(`No product could make a ${size} order`)
  const address = {
    firstName: "Olga",
    lastName: "Prueba",
    address1: "1200 Brickell Ave",
    city: "Miami",
    countryCode: "us",
    province: { value: "FL", label: "Florida" },
    postalCode: "33131",
  }
  await gql(`mutation ($c: ID!, $i: CartInput!) { updateCart(cartId: $c, input: $i) { id } }`, {
    c: cartId,
    i: { email: `roles.${Date.now()}@vitalia.test`, shippingAddress: address, billingAddress: address },
  })
  const { shippingOptions } = await gql<{ shippingOptions: { id: string }[] }>(
    `query ($c: ID!) { shippingOptions(cartId: $c) { id } }`,
    { c: cartId }
  )
  await gql(`mutation ($c: ID!, $o: ID!) { setShippingMethod(cartId: $c, optionId: $o) { id } }`, {
    c: cartId,
    o: shippingOptions[0].id,
  })
  await gql(`mutation ($c: ID!) { initiatePaymentSession(cartId: $c, providerId: "pp_system_default") { id } }`, {
    c: cartId,
  })
  const order = (
    await gql<{ completeCart: { id: string; displayId: number; total: { amount: number } } }>(
      `mutation ($c: ID!) { completeCart(cartId: $c) { id displayId total { amount } } }`,
      { c: cartId }
    )
  ).completeCart
  return { id: order.id, displayId: order.displayId, total: order.total.amount }
}

/**
 * Captures the order's payment through /admin-api as the owner: a refund is offered only on a
 * captured payment (the order's flows declare the states they run in).
 */
async function capture(orderId: string) {
  const login = await fetch(`${base()}/admin-api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: accounts.admin.email, password: accounts.admin.password }),
  })
  if (!login.ok) throw new Error(`admin-api login: ${login.status}`)
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ")
  const shown = (await (await fetch(`${base()}/admin-api/orders/${orderId}`, { headers: { cookie } })).json()) as {
    payments: { id: string }[]
  }
  const captured = await fetch(`${base()}/admin-api/orders/${orderId}/actions/capturePayment`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ payment_id: shown.payments[0].id }),
  })
  if (!captured.ok) throw new Error(`capture: ${captured.status} ${await captured.text()}`)
}

async function firstProductId(): Promise<string> {
  const { products } = await gql<{ products: { nodes: { id: string }[] } }>(`{ products(first: 1) { nodes { id } } }`)
  return products.nodes[0].id
}

test.describe("roles del personal en la administración", () => {
  test.describe.configure({ mode: "serial" })
  test.use({ viewport: { width: 1440, height: 900 } })

  let order: { id: string; displayId: number; total: number }
  let small: { id: string; displayId: number; total: number }
  let productId: string
  test.beforeAll(async () => {
    order = await storefrontOrder("large")
    small = await storefrontOrder("small")
    expect(order.total).toBeGreaterThan(REFUND_LIMIT)
    expect(small.total).toBeLessThanOrEqual(REFUND_LIMIT)
    await capture(order.id)
    await capture(small.id)
    productId = await firstProductId()
  })

  test("la persona propietaria ve el reembolso y el borrado", async ({ page }) => {
    await signIn(page, accounts.admin)
    await page.goto(`${base()}/admin/#/orders/${order.id}/show`)
    await expect(page.getByRole("heading", { level: 2, name: `Pedido #${order.displayId}` })).toBeVisible()
    await expect(page.getByRole("button", { name: "Preparar envío", exact: true })).toBeVisible()
    await expect(page.getByRole("button", { name: "Reembolsar", exact: true })).toBeVisible()
    await page.goto(`${base()}/admin/#/products/${productId}/show`)
    await expect(page.getByRole("button", { name: "Borrar" })).toBeVisible()
  })

  test("operaciones no ve el reembolso por encima de su tope ni el borrado, pero sí sus flujos", async ({ page }) => {
    await signIn(page, operations)
    await page.goto(`${base()}/admin/#/orders/${order.id}/show`)
    await expect(page.getByRole("heading", { level: 2, name: `Pedido #${order.displayId}` })).toBeVisible()
    await expect(page.getByRole("button", { name: "Preparar envío", exact: true })).toBeVisible()
    await expect(page.getByRole("button", { name: "Reembolsar", exact: true })).toHaveCount(0)
    // Within the cap the refund is theirs.
    await page.goto(`${base()}/admin/#/orders/${small.id}/show`)
    await expect(page.getByRole("heading", { level: 2, name: `Pedido #${small.displayId}` })).toBeVisible()
    await expect(page.getByRole("button", { name: "Reembolsar", exact: true })).toBeVisible()
    await page.goto(`${base()}/admin/#/products/${productId}/show`)
    await expect(page.getByRole("heading", { level: 2 })).toBeVisible()
    await expect(page.getByRole("button", { name: "Borrar" })).toHaveCount(0)
    await expect(page.getByRole("link", { name: "Editar" })).toHaveCount(0)
  })
})
