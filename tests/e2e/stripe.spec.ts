import type { Request } from "@playwright/test"
import { addToCart, expect, fillContactAndAddress, go, test } from "./support.js"

/**
 * Card payments in the browser. Stripe's Payment Element runs Stripe's own script from
 * js.stripe.com against Stripe's API, so the card step needs the internet and Stripe test keys
 * for the shop under test (STRIPE_API_KEY=sk_test_…, STRIPE_WEBHOOK_SECRET, and the gateway's
 * STRIPE_PUBLISHABLE_KEY=pk_test_…); without them it is skipped with the reason printed
 * (scripts/test.ts lists it). What needs neither runs everywhere: catalogue pages never fetch
 * Stripe's script or the card form's code.
 */
const stripeRequest = (request: Request) => /stripe\.com|StripePayment/i.test(request.url())

test.describe("pago con tarjeta (Stripe)", () => {
  test("catalogue pages load neither Stripe's script nor the card form", async ({ page }) => {
    const fetched: string[] = []
    page.on("request", (request) => void (stripeRequest(request) && fetched.push(request.url())))
    await go(page, "/")
    await go(page, "/products")
    await go(page, "/products/omega-3-plus")
    await page.getByRole("button", { name: "Agregar al carrito" }).click()
    await go(page, "/cart")
    expect(fetched).toEqual([])
  })

  test("the payment step's Payment Element pays with a test card and places the order", async ({ page }) => {
    const reason = await whyNotHere()
    if (reason) console.log(`[e2e] skipped "the payment step's Payment Element…": ${reason}`)
    test.skip(Boolean(reason), reason)

    await addToCart(page, "omega-3-plus")
    await go(page, "/checkout")
    await fillContactAndAddress(page, `tarjeta-${Date.now()}@vitalia.test`)
    await page.getByRole("button", { name: "Continuar" }).click()
    await page.getByRole("radio", { name: /Estándar/ }).check()
    await page.getByRole("button", { name: "Continuar" }).click()
    await page.getByRole("radio", { name: /Tarjeta de crédito o débito/ }).check()
    await page.getByRole("button", { name: "Continuar" }).click()

    // Stripe's iframe: 4242… is Stripe's test card that is authorised without a check.
    const card = page.frameLocator('iframe[title*="payment" i]').first()
    await card.getByLabel(/Card number|Número de (la )?tarjeta/i).fill("4242 4242 4242 4242")
    await card.getByLabel(/Expiration|vencimiento|caducidad/i).fill("12 / 34")
    await card.getByLabel(/CVC/i).fill("123")
    const zip = card.getByLabel(/ZIP|postal/i)
    if (await zip.count()) await zip.fill("33131")
    await page.getByRole("button", { name: /^Pagar .* y confirmar pedido$/ }).click()
    await expect(page).toHaveURL(/\/order-success\/order_/, { timeout: 60_000 })
    await expect(page.getByRole("heading", { name: "¡Gracias por tu compra!" })).toBeVisible()
  })
})

/** Why the card step cannot run here, or undefined when it can. */
async function whyNotHere(): Promise<string | undefined> {
  const secret = process.env.STRIPE_API_KEY ?? ""
  const publishable = process.env.STRIPE_PUBLISHABLE_KEY ?? ""
  if (!secret.startsWith("sk_test_") || !publishable.startsWith("pk_test_") || !process.env.STRIPE_WEBHOOK_SECRET) {
    return "no Stripe test keys (STRIPE_API_KEY=sk_test_…, STRIPE_PUBLISHABLE_KEY=pk_test_…, STRIPE_WEBHOOK_SECRET) for the shop under test"
  }
  try {
    const script = await fetch("https://js.stripe.com/v3/", { signal: AbortSignal.timeout(5_000) })
    if (!script.ok) return `Stripe's script answered ${script.status}`
  } catch {
    return "Stripe's script (https://js.stripe.com/v3/) cannot load: no internet here"
  }
  return undefined
}
