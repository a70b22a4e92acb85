import { stepForReason } from "../../web/src/state/checkout-step.js"
import { addToCart, cartLink, expect, fillContactAndAddress, go, reachReview, settled, test } from "./support.js"

/**
 * Issue #35: a refused order names its cause (`extensions.reason`), and the storefront opens the
 * checkout step that fixes it. The refusal is the engine's own, met the way shoppers meet it: the
 * checkout is reviewed in one tab while the same cart changes in another, so what was reviewed is no
 * longer what the cart holds.
 */
test("an order refused by the engine opens the checkout step that fixes it", async ({ context }) => {
  test.setTimeout(180_000)
  const page = await context.newPage()
  await addToCart(page, "te-verde-herbal")
  await go(page, "/checkout")
  await fillContactAndAddress(page, `pestanas-${Date.now()}@vitalia.test`)
  await reachReview(page)

  // A second tab of the same browser: another product into the same cart.
  const other = await context.newPage()
  await go(other, "/products/omega-3-plus")
  await other.getByRole("button", { name: "Agregar al carrito" }).click()
  await expect(cartLink(other, 2)).toBeVisible()
  await other.close()

  // Back in the first tab, the shopper confirms what they reviewed.
  const answer = page.waitForResponse(
    (response) => response.url().endsWith("/graphql") && /completeCart/.test(response.request().postData() ?? "")
  )
  await page.getByRole("button", { name: "Confirmar pedido" }).click()
  const body = (await (await answer).json()) as {
    data?: { completeCart: unknown } | null
    errors?: { message: string; extensions?: { reason?: string } }[]
  }
  // The cart changed after its review: the engine must not place it as if nothing happened.
  expect(body.errors, `the order was placed: ${JSON.stringify(body.data)}`).toBeDefined()
  const reason = body.errors![0].extensions?.reason
  const step = stepForReason(reason)
  expect(step, `a refusal without a step to open (reason ${reason})`).not.toBeNull()
  await settled(page)
  await expect(page).not.toHaveURL(/order-success/)
  // Its message, in Spanish, where the shopper reads it.
  await expect(page.getByText(body.errors![0].message)).toBeVisible()
  if (step === "cart") {
    await expect(page).toHaveURL(/\/cart$/)
  } else {
    const current = page.locator(".checkout-step-current h2")
    await expect(current).toContainText(["Contacto y dirección", "Envío", "Pago", "Revisión"][step! - 1])
  }
})
