import { mkdirSync, readFileSync } from "node:fs"
import { expect, test, type Page } from "@playwright/test"

const { shoppers: demoShoppers } = JSON.parse(readFileSync("commerce/data/demo-accounts.json", "utf8")) as { shoppers: { email: string; password: string }[] }

const base = () => process.env.E2E_BASE_URL!
const SHOTS = "test-results/screenshots"
mkdirSync(SHOTS, { recursive: true })

/** Screenshots at phone and desktop widths (390 px and 1440 px). */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(150)
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function addToCart(page: Page, handle: string) {
  await page.goto(`${base()}/products/${handle}`)
  await page.getByRole("button", { name: "Agregar al carrito" }).click()
  await expect(page.getByRole("link", { name: /Carrito: [1-9]/ })).toBeVisible()
}

async function checkout(page: Page, email?: string) {
  await page.goto(`${base()}/checkout`)
  await expect(page.getByRole("heading", { name: "Pagar" })).toBeVisible()
  if (email) await page.getByLabel("Correo electrónico").fill(email)
  await page.getByLabel("Nombre", { exact: true }).fill("Lucía")
  await page.getByLabel("Apellido").fill("Gómez")
  await page.getByLabel("Dirección", { exact: true }).fill("1200 Brickell Ave")
  await page.getByLabel("Ciudad").fill("Miami")
  await page.getByLabel("País").selectOption("us")
  await page.getByLabel("Provincia / estado").selectOption("FL")
  await page.getByLabel("Código postal").fill("33131")
  return async (shotName?: string) => {
    if (shotName) await shoot(page, shotName)
    await page.getByRole("button", { name: "Continuar" }).click()
    // Checked once the engine has the method: a click, then wait for it.
    await page.getByRole("radio", { name: /Estándar/ }).click()
    await expect(page.getByRole("radio", { name: /Estándar/ })).toBeChecked()
    await page.getByRole("button", { name: "Continuar" }).click()
    await page.getByRole("button", { name: "Continuar" }).click()
    await page.getByRole("button", { name: "Confirmar pedido" }).click()
    await expect(page).toHaveURL(/\/order-success\/order_/)
    await expect(page.getByRole("heading", { name: "¡Gracias por tu compra!" })).toBeVisible()
    return page.getByText(/Pedido #\d+/).textContent()
  }
}

test.describe("la tienda, en español", () => {
  test("browse → product → cart → quantity → guest checkout → order-success", async ({ page }) => {
    await page.goto(base())
    await expect(page.getByRole("heading", { name: "Bienestar que se nota" })).toBeVisible()
    await shoot(page, "home")
    await page.getByRole("link", { name: "Ver productos" }).click()
    await expect(page.getByRole("heading", { name: "Productos" })).toBeVisible()
    await page.getByRole("searchbox", { name: "Buscar productos" }).fill("HC FIT")
    await page.getByRole("searchbox", { name: "Buscar productos" }).press("Enter")
    await page.getByRole("link", { name: "HC FIT" }).first().click()
    await expect(page.getByRole("heading", { name: "HC FIT" })).toBeVisible()
    await shoot(page, "product")
    await page.getByRole("button", { name: "Agregar al carrito" }).click()
    await expect(page.getByRole("link", { name: "Carrito: 1" })).toBeVisible()

    await page.getByRole("link", { name: /Carrito/ }).click()
    const quantity = page.getByLabel("Cantidad de HC FIT")
    await quantity.fill("2")
    await quantity.press("Enter")
    await expect(page.getByRole("link", { name: "Carrito: 2" })).toBeVisible()
    await shoot(page, "cart")

    const place = await checkout(page, `invitada-${Date.now()}@vitalia.test`)
    const orderNumber = await place("checkout")
    expect(orderNumber).toMatch(/Pedido #\d+/)
    await expect(page.getByRole("link", { name: "Carrito: 0" })).toBeVisible()
  })

  test("/account while signed out redirects to /login?redirect=/account", async ({ page }) => {
    await page.goto(`${base()}/account`)
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/)
    await expect(page.getByRole("heading", { name: "Inicia sesión" })).toBeVisible()
  })

  test("sign in → buy → /account/orders lists the order", async ({ page }) => {
    const { email, password } = demoShoppers[1]
    await page.goto(`${base()}/login?redirect=/account/orders`)
    await page.getByLabel("Correo electrónico").fill(email)
    await page.getByLabel("Contraseña").fill(password)
    await page.getByRole("button", { name: "Entrar", exact: true }).click()
    await expect(page).toHaveURL(/\/account\/orders$/)
    await expect(page.getByRole("heading", { name: "Mis pedidos" })).toBeVisible()
    await addToCart(page, "te-verde-herbal")
    await expect(page.getByRole("link", { name: "Mi cuenta" })).toBeVisible()
    const place = await checkout(page)
    const orderNumber = (await place())!.replace("Pedido ", "")
    await page.goto(`${base()}/account/orders`)
    await expect(page.getByText(orderNumber)).toBeVisible()
    await page.goto(`${base()}/account`)
    await shoot(page, "account")
  })

  test("switching the region keeps the cart and prices it again", async ({ page }) => {
    await addToCart(page, "hc-fit")
    await page.goto(`${base()}/cart`)
    const total = page.locator(".totals dd.total")
    await expect(total).toContainText(/US\$|USD/)
    await page.getByLabel("Región").selectOption({ label: "Colombia (COP)" })
    await expect(total).toContainText(/COP/)
    await expect(page.getByRole("link", { name: "Carrito: 1" })).toBeVisible()
  })

  test("an enrollment through a personal-store link gets the gated gift", async ({ page }) => {
    await page.goto(`${base()}/enrollment?store=carolina`)
    await expect(page.getByText("Te inscribes a través de La tienda de Carolina (Carolina Méndez).")).toBeVisible()
    await expect(page.getByText("Tu patrocinador: Carolina Méndez")).toBeVisible()
    await addToCart(page, "renew-pro")
    await page.goto(`${base()}/cart`)
    await expect(page.getByText("Inscripción con Carolina Méndez")).toBeVisible()
    await expect(page.getByText("Descuentos")).toBeVisible()
    await expect(page.getByText("Ya tienes el regalo de esta promoción en tu carrito.").first()).toBeVisible()
  })
})
