import { mkdirSync, readFileSync } from "node:fs"
import { expect, test, type Page } from "@playwright/test"

/**
 * A merchant's day in the back-office (Chromium, Spanish): a product with options and three
 * variants gets its prices in dollars and pesos in the price grid, two uploaded images (one
 * the thumbnail), stock at the warehouse in the bulk stock grid; a shopper buys it on the
 * storefront; the order is fulfilled, shipped and delivered from its detail, given a staff note, whose timeline
 * is in Spanish with Spanish dates; an exchange started and not yet confirmed shows its item to come back
 * on the order detail. Screenshots at 1280 and 1440 px of the product editor,
 * the stock grid and the order detail go to test-results/screenshots/, each checked for
 * nothing cut off (no horizontal overflow of the page).
 */
const { admin } = JSON.parse(readFileSync("commerce/data/demo-accounts.json", "utf8")) as { admin: { email: string; password: string } }
const SHOTS = "test-results/screenshots"
mkdirSync(SHOTS, { recursive: true })
const base = () => (process.env.E2E_BASE_URL ?? "").replace(/\/$/, "")
const unique = Date.now().toString(36)
const handle = `te-del-dia-${unique}`
const sku = (size: string) => `DIA-${unique}-${size}`.toUpperCase()
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64")

async function gql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${base()}/graphql`, { method: "POST", headers: { "content-type": "application/json", "apollo-require-preflight": "true" }, body: JSON.stringify({ query, variables }) })
  const { data, errors } = (await response.json()) as { data: T; errors?: { message: string }[] }
  if (errors?.length) throw new Error(errors.map((e) => e.message).join("; "))
  return data
}

async function signIn(page: Page) {
  await page.goto(`${base()}/admin/`)
  await page.getByRole("textbox", { name: "Correo electrónico" }).fill(admin.email)
  await page.getByRole("textbox", { name: "Contraseña" }).fill(admin.password)
  await page.getByRole("button", { name: "Entrar" }).click()
  await expect(page.getByRole("heading", { name: /Ventas por día/ })).toBeVisible()
}

async function runFlow(page: Page, name: string, fill?: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>) {
  const button = page.getByRole("button", { name, exact: true })
  if (await button.count()) await button.first().click()
  else {
    await page.getByRole("button", { name: "Acciones" }).click()
    await page.getByRole("menuitem", { name, exact: true }).click()
  }
  const dialog = page.getByRole("dialog", { name })
  await expect(dialog).toBeVisible()
  if (fill) await fill(dialog)
  await dialog.getByRole("button", { name: "Aceptar" }).click()
  await expect(dialog).toBeHidden()
}

/** Screenshots at 1280 and 1440 px, each after checking that nothing overflows the page sideways. */
async function shots(page: Page, name: string) {
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForLoadState("networkidle")
    await expect(page.locator(".MuiLinearProgress-root, [role=progressbar]")).toHaveCount(0)
    await expect(page.locator(".MuiSnackbar-root")).toHaveCount(0, { timeout: 10_000 })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${name} at ${width} px is wider than the window`).toBeLessThanOrEqual(0)
    // The whole page in one window as tall as it (a full-page capture would misplace the fixed app bar and menu).
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.setViewportSize({ width, height: Math.max(900, height) })
    await page.screenshot({ path: `${SHOTS}/backoffice-${name}-${width}.png`, animations: "disabled" })
    await page.setViewportSize({ width, height: 900 })
  }
}

test.describe("un día de la tienda en la administración", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("un producto nuevo con precios, imágenes y existencias se vende, se prepara, se envía y se entrega", async ({ page }) => {
    test.setTimeout(400_000)
    await signIn(page)

    // The product: options and three variants, created with the back-office's session (its create form sends the same body).
    const channel = (await (await page.request.get(`${base()}/admin-api/stores`)).json())[0].default_sales_channel_id
    const sizes = ["S", "M", "L"]
    const created = await page.request.post(`${base()}/admin-api/products`, {
      data: {
        title: `Té del día ${unique}`,
        handle,
        status: "published",
        sales_channels: [channel],
        options: [{ title: "Tamaño", values: sizes }],
        variants: sizes.map((size) => ({ title: size, sku: sku(size), manage_inventory: true, options: { Tamaño: size }, prices: [{ currency_code: "usd", amount: 1 }] })),
      },
    })
    expect(created.status(), await created.text()).toBe(200)
    const product = await created.json()

    // The product editor: the shipping profile preselected, prices in the grid, two images uploaded.
    await page.goto(`${base()}/admin/#/products/${product.id}`)
    await expect(page.getByRole("combobox", { name: "Perfil de envío" })).not.toHaveValue("")
    const grid = page.getByRole("table", { name: "Precios por moneda" })
    for (const [i, size] of sizes.entries()) {
      await grid.getByRole("spinbutton", { name: `${size} · USD` }).fill(String(10 + i))
      await grid.getByRole("spinbutton", { name: `${size} · COP` }).fill(String(40000 + 1000 * i))
    }
    await page.getByRole("button", { name: "Guardar precios" }).click()
    await expect(page.getByText("Precios guardados")).toBeVisible()
    await expect(grid.getByRole("spinbutton", { name: "M · COP" })).toHaveValue("41000")
    await page.getByLabel("Subir imágenes").setInputFiles([
      { name: "frente.png", mimeType: "image/png", buffer: PNG },
      { name: "reverso.png", mimeType: "image/png", buffer: PNG },
    ])
    await expect(page.getByRole("img", { name: /^Imagen [12]$/ })).toHaveCount(2)
    await page.getByRole("radio", { name: "Miniatura 1" }).check()
    await page.getByRole("button", { name: "Guardar imágenes" }).click()
    await expect(page.getByText("Imágenes guardadas")).toBeVisible()
    await shots(page, "product-editor")

    // Stock at the warehouse, in the bulk stock grid.
    await page.goto(`${base()}/admin/#/stock`)
    await page.getByRole("textbox", { name: "Buscar SKU" }).fill(`DIA-${unique}`.toUpperCase())
    const stock = page.getByRole("table", { name: "Existencias en bloque" })
    await expect(stock.getByRole("row")).toHaveCount(4)
    const warehouse = (await stock.getByRole("columnheader").nth(1).textContent()) ?? ""
    for (const size of sizes) await stock.getByRole("spinbutton", { name: `${sku(size)} · ${warehouse}` }).fill("10")
    await page.getByRole("button", { name: /Guardar 3 cambios/ }).click()
    await expect(page.getByText(/Existencias guardadas/)).toBeVisible()
    await shots(page, "stock-grid")

    // A shopper buys two of size M on the storefront.
    const { regions } = await gql(`{ regions { id name currencyCode } }`)
    const us = regions.find((r: { currencyCode: string; name: string }) => r.currencyCode === "usd" && r.name === "Estados Unidos")
    const { product: sold } = await gql(`query ($h: String!, $r: ID) { product(handle: $h, regionId: $r) { variants { id sku price { amount } } } }`, { h: handle, r: us.id })
    const medium = sold.variants.find((v: { sku: string }) => v.sku === sku("M"))
    expect(medium.price.amount).toBe(11)
    const cartId = (await gql(`mutation ($r: ID) { createCart(regionId: $r) { id } }`, { r: us.id })).createCart.id
    await gql(`mutation ($c: ID!, $v: ID!) { addLineItem(cartId: $c, variantId: $v, quantity: 2) { cart { id } } }`, { c: cartId, v: medium.id })
    const address = { firstName: "Lucía", lastName: "Gómez", address1: "1200 Brickell Ave", city: "Miami", countryCode: "us", province: { value: "FL", label: "Florida" }, postalCode: "33131" }
    await gql(`mutation ($c: ID!, $i: CartInput!) { updateCart(cartId: $c, input: $i) { id } }`, { c: cartId, i: { email: `dia.${unique}@vitalia.test`, shippingAddress: address, billingAddress: address } })
    const { shippingOptions } = await gql(`query ($c: ID!) { shippingOptions(cartId: $c) { id code } }`, { c: cartId })
    await gql(`mutation ($c: ID!, $o: ID!) { setShippingMethod(cartId: $c, optionId: $o) { id } }`, { c: cartId, o: shippingOptions.find((o: { code: string }) => o.code === "standard").id })
    await gql(`mutation ($c: ID!) { initiatePaymentSession(cartId: $c, providerId: "pp_system_default") { id } }`, { c: cartId })
    const order = (await gql(`mutation ($c: ID!) { completeCart(cartId: $c) { id displayId } }`, { c: cartId })).completeCart

    // Fulfilled, shipped with a tracking number, delivered — from the order's detail.
    await page.goto(`${base()}/admin/#/orders/${order.id}/show`)
    await expect(page.getByRole("heading", { level: 2, name: `Pedido #${order.displayId}` })).toBeVisible()
    await runFlow(page, "Preparar envío")
    await runFlow(page, "Registrar envío", async (dialog) => {
      await dialog.getByRole("combobox", { name: "Preparación" }).click()
      await page.getByRole("option").first().click()
      await dialog.getByRole("button", { name: "Agregar", exact: true }).click()
      await dialog.getByRole("textbox", { name: "Número de guía" }).fill(`GUIA-${unique}`)
      await dialog.getByRole("textbox", { name: "Enlace de seguimiento" }).fill(`https://seguimiento.example/${unique}`)
      await dialog.getByRole("textbox", { name: "Enlace de la etiqueta" }).fill(`https://seguimiento.example/${unique}.pdf`)
    })
    await runFlow(page, "Marcar entregado", async (dialog) => {
      await dialog.getByRole("combobox", { name: "Preparación" }).click()
      await page.getByRole("option").first().click()
    })
    // Delivered: shipping flows are no longer offered.
    await expect(page.getByRole("button", { name: "Preparar envío", exact: true })).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Registrar envío", exact: true })).toHaveCount(0)

    const timeline = page.getByRole("region", { name: "Historial" })
    // The fulfilment shows its tracking number.
    await expect(page.getByText(`GUIA-${unique}`, { exact: true })).toBeVisible()
    for (const event of ["Pedido realizado", "Preparación creada", `Envío registrado — GUIA-${unique}`, "Entregado"]) await expect(timeline.getByText(event, { exact: true })).toBeVisible()
    // A note for the team joins the timeline with its author.
    await timeline.getByRole("textbox", { name: "Nota para el equipo" }).fill(`Nota ${unique}: entregar en portería`)
    await timeline.getByRole("button", { name: "Agregar nota", exact: true }).click()
    await expect(timeline.getByText(`Nota — Nota ${unique}: entregar en portería`)).toBeVisible()
    await expect(timeline.getByText(`por ${admin.email}`)).toBeVisible()
    await expect(timeline.getByRole("textbox", { name: "Nota para el equipo" })).toHaveValue("")
    // Spanish dates ("23 nov 2026, 15:03"), never the US format.
    const dates = await timeline.locator("time").allTextContents()
    for (const date of dates) {
      expect(date).toMatch(/^\d{1,2} [a-záéíóú]{3,4}\.? \d{4}/)
      expect(date).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}/)
    }
    await shots(page, "order-detail")

    // An exchange started but not confirmed: the order detail lists the item to come back already.
    const orderUrl = page.url()
    await runFlow(page, "Iniciar cambio")
    await expect(page.getByRole("heading", { level: 2, name: /^Cambio / })).toBeVisible()
    await runFlow(page, "Agregar artículos a devolver", async (dialog) => {
      await dialog.getByRole("button", { name: "Agregar", exact: true }).click()
      await dialog.getByRole("combobox", { name: "Artículo" }).click()
      await page.getByRole("option").first().click()
      await dialog.getByRole("spinbutton", { name: "Cantidad" }).fill("1")
    })
    await page.goto(orderUrl)
    const pending = page.getByRole("region", { name: "Pendiente de confirmar" })
    await expect(pending.getByText("Cambio sin confirmar")).toBeVisible()
    await expect(pending.getByText(new RegExp(`^Vuelve: .*${unique}.* × 1$`))).toBeVisible()

    // The orders list fits at 1280 px: no column cut off (the table no wider than its frame).
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${base()}/admin/#/orders`)
    await expect(page.getByRole("columnheader", { name: "Total" })).toBeVisible()
    const cut = await page.locator("table").first().evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? table.scrollWidth))
    expect(cut, "the orders list is wider than its frame at 1280 px").toBeLessThanOrEqual(0)
    await page.screenshot({ path: `${SHOTS}/backoffice-orders-1280.png`, animations: "disabled" })
  })
})
