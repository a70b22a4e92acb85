import type { Page } from "@playwright/test"
import {
  SCREENSHOTS,
  base,
  completeCheckout,
  expect,
  fillContactAndAddress,
  go,
  settled,
  signUpAsDemoPartner,
  test,
} from "./support.js"

/** "US$ 1.234,50", "$1,234.50" → 1234.5: the last separator followed by two digits is the decimal one. */
function amountOf(text: string): number {
  const plain = text.replace(/[^\d.,]/g, "")
  const decimal = /[.,](\d{2})$/.exec(plain)
  const whole = (decimal ? plain.slice(0, -3) : plain).replace(/[.,]/g, "")
  return Number(`${whole}.${decimal ? decimal[1] : "00"}`)
}

/** The "this month" figure as the page shows it: its amount per currency (none while it has no sales). */
async function thisMonthAmounts(page: Page): Promise<Record<string, number>> {
  const figure = page.getByTestId("figure-this-month")
  await expect(figure).toBeVisible()
  const totals = await figure
    .locator("[data-currency]")
    .evaluateAll((spans) => spans.map((s) => [s.getAttribute("data-currency")!, s.textContent ?? ""] as const))
  return Object.fromEntries(totals.map(([currency, text]) => [currency, amountOf(text)]))
}

/** This month's visits through the link, as the page shows them ("3 visitas"). */
async function thisMonthVisits(page: Page): Promise<number> {
  const visits = page.getByTestId("figure-this-month").locator(".partner-visits")
  await expect(visits).toHaveText(/^\d+ visitas?$/)
  return Number(/^\d+/.exec((await visits.textContent()) ?? "")![0])
}

/**
 * Issue #39: a partner's own page. Carolina (the demo partner VIT-0001) gets a shopper account —
 * made here through the storefront's sign-up and linked to her partner record through the
 * back-office's API, since the seed links no partner to a login. A guest buys through
 * `/?store=carolina`; Carolina, signed in, finds that order with its number and total on
 * /account/partner, and this month's figure grew by its total; the guest's arrival through the link
 * is one more visit this month, however often the guest reloads the page in that browser session.
 */
test("a guest arrives and buys through /?store=carolina; Carolina finds the visit, the order and this month's total grown by it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  // Carolina signs up as a shopper and the back-office links her partner record to that account.
  await signUpAsDemoPartner(page, request, "VIT-0001", {
    firstName: "Carolina",
    lastName: "Méndez",
    email: `carolina-${Date.now()}@vitalia.test`,
    password: "la-clave-de-carolina-2026",
  })

  // The account menu now offers the partner page; this month's figure before the purchase.
  await go(page, "/account")
  await page
    .getByRole("navigation", { name: "Secciones de tu cuenta" })
    .getByRole("link", { name: "Mi tienda de socio" })
    .click()
  await expect(page).toHaveURL(/\/account\/partner$/)
  await expect(page.getByRole("heading", { name: "Mi tienda de socio", level: 1 })).toBeVisible()
  await settled(page)
  const before = await thisMonthAmounts(page)
  const visitsBefore = await thisMonthVisits(page)
  const share = page.locator(".share-link code")
  await expect(share).toHaveText(`${base()}/?store=carolina`)
  await expect(page.getByRole("link", { name: "Compartir por WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=.*store%3Dcarolina/
  )

  // A guest, in a browser of their own, buys through Carolina's link.
  const guestContext = await browser.newContext()
  const guest = await guestContext.newPage()
  const visitCounted = guest.waitForResponse(
    (response) => response.url().endsWith("/graphql") && /recordStoreVisit/.test(response.request().postData() ?? "")
  )
  await go(guest, "/?store=carolina")
  await expect(guest.getByRole("banner").getByText("Comprando con Carolina")).toBeVisible()
  expect(((await (await visitCounted).json()) as { data: unknown }).data).toEqual({ recordStoreVisit: true })
  // The guest reloads the page: the same browser session, so no second visit.
  const visitAgain = guest.waitForResponse(
    (response) => response.url().endsWith("/graphql") && /recordStoreVisit/.test(response.request().postData() ?? "")
  )
  await guest.reload()
  await settled(guest)
  expect(((await (await visitAgain).json()) as { data: unknown }).data).toEqual({ recordStoreVisit: false })
  await go(guest, "/products/hc-fit")
  await guest.getByRole("button", { name: "Agregar al carrito" }).click()
  await expect(guest.getByRole("link", { name: "Carrito: 1", exact: true })).toBeVisible()
  await go(guest, "/checkout")
  await fillContactAndAddress(guest, `invitada-${Date.now()}@vitalia.test`)
  const number = await completeCheckout(guest)
  const totalText = (await guest.getByTestId("cart-total").first().textContent()) ?? ""
  const total = amountOf(totalText)
  expect(total).toBeGreaterThan(0)
  await guestContext.close()

  // Carolina finds the order (number, total, the buyer as a first name and initial) and the month grew.
  await page.reload()
  await settled(page)
  const latest = page.getByRole("region", { name: "Últimos pedidos por tu tienda" })
  const row = latest.getByRole("listitem").filter({ has: page.getByText(`Pedido ${number}`, { exact: true }) })
  await expect(row).toBeVisible()
  await expect(row).toContainText(totalText.trim())
  await expect(row).toContainText("Lucía G.")
  await expect(latest).not.toContainText("@vitalia.test")
  await expect(latest).not.toContainText("Brickell")
  const currency = (await row.locator(".partner-order-total").getAttribute("data-currency"))!
  // The month figures come from the referral ledger, written just after the engine answers the
  // order: a partner who reloads a moment later sees it counted.
  await expect(async () => {
    await page.reload()
    await settled(page)
    expect((await thisMonthAmounts(page))[currency]).toBeCloseTo((before[currency] ?? 0) + total, 2)
  }).toPass({ timeout: 10_000 })
  // The guest's arrival through the link: one visit, the reload none.
  expect(await thisMonthVisits(page)).toBe(visitsBefore + 1)

  // The chart is described by a table whose last month row is this month.
  await expect(page.getByRole("table", { name: "Pedidos por mes, últimos 12 meses" })).toBeVisible()

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    await settled(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `the partner page at ${width} px is wider than the screen`).toBeLessThanOrEqual(0)
    await page.screenshot({
      path: `${SCREENSHOTS}/account-partner-${width}.png`,
      fullPage: true,
      animations: "disabled",
    })
  }
})

test("a shopper who is not a partner has no partner page in the menu, and the page says how to become one", async ({
  page,
}) => {
  await go(page, "/register")
  await page.getByLabel("Nombre", { exact: true }).fill("Mario")
  await page.getByLabel("Apellido", { exact: true }).fill("Pérez")
  await page.getByLabel("Correo electrónico").fill(`mario-${Date.now()}@vitalia.test`)
  await page.getByLabel("Contraseña", { exact: true }).fill("la-clave-de-mario-2026")
  await page.getByRole("button", { name: "Crear cuenta" }).click()
  await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible()
  await go(page, "/account")
  await settled(page)
  await expect(
    page.getByRole("navigation", { name: "Secciones de tu cuenta" }).getByRole("link", { name: "Mi tienda de socio" })
  ).toHaveCount(0)
  await go(page, "/account/partner")
  await settled(page)
  await expect(page.getByRole("heading", { name: "Hazte socio" })).toBeVisible()
  await expect(page.locator(".account-content").getByRole("link", { name: "Hazte socio" })).toBeVisible()
})
