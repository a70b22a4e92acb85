import { readFileSync } from "node:fs"
import { base, cartLink, completeCheckout, expect, fillContactAndAddress, go, settled, test } from "./support.js"

const admin = (
  JSON.parse(readFileSync("commerce/data/demo-accounts.json", "utf8")) as { admin: { email: string; password: string } }
).admin

/**
 * Issue #18: a partner's personal-store link works on any page. `/products/x?store=carolina` →
 * the header names the partner → a purchase → the order carries the partner as its referral →
 * the back-office shows the order on the partner.
 */
test("a ?store= link on a product page: the header shows the sponsor, the order carries the partner, the back-office lists it", async ({
  page,
  request,
}) => {
  await go(page, "/products/hc-fit?store=carolina")
  const bar = page.getByRole("banner").getByText("Comprando con Carolina")
  await expect(bar).toBeVisible()
  await page.getByRole("button", { name: "Agregar al carrito" }).click()
  await expect(cartLink(page, 1)).toBeVisible()

  // The referral stays with the cart from page to page, without the link's parameter.
  await go(page, "/cart")
  await expect(page.getByRole("banner").getByText("Comprando con Carolina")).toBeVisible()
  const partnerId = await page.evaluate(async () => {
    const response = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "query ($id: ID!) { cart(id: $id) { referral { partner { id code } personalStoreName } } }",
        variables: { id: localStorage.getItem("cartId") },
      }),
    })
    const answer = (await response.json()) as {
      data: { cart: { referral: { partner: { id: string; code: string }; personalStoreName: string } } }
    }
    return answer.data.cart.referral
  })
  expect(partnerId).toMatchObject({ partner: { code: "VIT-0001" }, personalStoreName: "carolina" })

  await go(page, "/checkout")
  await fillContactAndAddress(page, `referida-${Date.now()}@vitalia.test`)
  const order = await completeCheckout(page)
  const displayId = Number(order.replace("#", ""))

  const login = await request.post(`${base()}/admin-api/auth/login`, { data: admin })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const partner = await request.get(`${base()}/admin-api/partners/${partnerId.partner.id}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(partner.status()).toBe(200)
  const body = (await partner.json()) as { code: string; referred_orders: { order_id: string; display_id: number }[] }
  expect(body.code).toBe("VIT-0001")
  expect(body.referred_orders.map((o) => o.display_id)).toContain(displayId)
})

test("the sponsor from a link can be removed from the header, and an unknown store only warns", async ({ page }) => {
  await go(page, "/?store=carolina")
  const banner = page.getByRole("banner")
  await expect(banner.getByText("Comprando con Carolina")).toBeVisible()
  page.on("dialog", (dialog) => void dialog.accept())
  await banner.getByRole("button", { name: "Dejar de comprar con Carolina Méndez" }).click()
  await expect(banner.getByText("Comprando con Carolina")).toHaveCount(0)

  await go(page, "/products?store=no-existe-esta-tienda")
  await settled(page)
  await expect(page.getByText("No encontramos esa tienda personal.")).toBeVisible()
  await expect(banner.getByText(/Comprando con/)).toHaveCount(0)
})
