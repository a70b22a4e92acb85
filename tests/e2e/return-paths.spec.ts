import type { Page } from "@playwright/test"
import { base, demoShoppers, expect, settled, test } from "./support.js"

/**
 * Issue #18: signing in keeps the shopper's place on every path — the header's link, and the
 * external provider started on 127.0.0.1 or on localhost comes back to that same host and page.
 */

/** The shop's address under another loopback name (localhost ↔ 127.0.0.1), same port. */
function twin(url: string): string {
  const parsed = new URL(url)
  parsed.hostname = parsed.hostname === "localhost" ? "127.0.0.1" : "localhost"
  return parsed.origin
}

async function openSignInFromHeader(page: Page, origin: string, path: string) {
  await page.goto(origin + path)
  await settled(page)
  await page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" }).click()
  await expect(page).toHaveURL(`${origin}/login?redirect=${encodeURIComponent(path)}`)
}

test("the header's 'Iniciar sesión' on a product page comes back to that product", async ({ page }) => {
  const shopper = demoShoppers[0]
  await openSignInFromHeader(page, base(), "/products/omega-3-plus")
  await page.getByLabel("Correo electrónico").fill(shopper.email)
  await page.getByLabel("Contraseña", { exact: true }).fill(shopper.password)
  await page.getByRole("button", { name: "Entrar", exact: true }).click()
  await expect(page).toHaveURL(`${base()}/products/omega-3-plus`)
  await expect(page.getByRole("heading", { level: 1, name: "Omega 3 Plus" })).toBeVisible()
  await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible()
})

for (const which of ["127.0.0.1", "localhost"] as const) {
  test(`external sign-in started on ${which} comes back to ${which}, to the product it started on`, async ({
    browser,
  }) => {
    const origin = new URL(base()).hostname === which ? new URL(base()).origin : twin(base())
    const context = await browser.newContext()
    const page = await context.newPage()
    await openSignInFromHeader(page, origin, "/products/hc-fit")
    await page.getByRole("button", { name: "Continuar con Vitalia ID" }).click()
    await page.waitForURL((url) => url.origin !== origin)
    await page.getByLabel("Correo electrónico").fill("sofia@vitalia.test")
    await page.getByLabel("Contraseña").fill("vitalia-sofia-2026")
    await page.getByRole("button", { name: "Entrar" }).click()
    await expect(page).toHaveURL(`${origin}/products/hc-fit`)
    await expect(page.getByRole("heading", { level: 1, name: "HC FIT" })).toBeVisible()
    await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible()
    await expect(page.getByText("No pudimos completar el inicio de sesión")).toHaveCount(0)
    await context.close()
  })
}
