import { mkdirSync, writeFileSync } from "node:fs"
import type { Page } from "@playwright/test"
import { runFlow, signIn, staffAccounts, storefrontGql as gql } from "./backoffice.js"
import { base, expect, test } from "./support.js"

/**
 * A merchant's day in the back-office (Chromium, Spanish): a product made from scratch in the
 * create form — an option typed as value chips (Sabor: Vainilla, Chocolate, Fresa), its three
 * variants with SKUs and prices in dollars and pesos — is opened in its editor, where options
 * and prices stay editable and two uploaded images are added (one the thumbnail); stock at the
 * warehouse in the bulk stock grid; a shopper buys it on the storefront; the order is fulfilled,
 * shipped and delivered from its detail, given a staff note, whose timeline is in Spanish with
 * Spanish dates; an exchange started and not yet confirmed shows its item to come back on the
 * order detail. Screenshots at 1280 and 1440 px of the product's create form and editor,
 * the stock grid and the order detail go to test-results/screenshots/, each checked for
 * nothing cut off (no horizontal overflow of the page).
 */
const SHOTS = "test-results/screenshots"
mkdirSync(SHOTS, { recursive: true })
const unique = Date.now().toString(36)
const handle = `te-del-dia-${unique}`
const flavours = ["Vainilla", "Chocolate", "Fresa"]
const sku = (flavour: string) => `DIA-${unique}-${flavour.slice(0, 3)}`.toUpperCase()

/** The parts of /admin-api's answers this test reads. */
interface AdminStore {
  default_sales_channel_id: string
}
interface AdminProduct {
  handle: string
  status: string
  options: { title: string }[]
  variants: { sku: string }[]
  thumbnail: string | null
  images: { url: string }[]
}
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64"
)

/** Screenshots at 1280 and 1440 px, each after checking that nothing overflows the page sideways. */
async function shots(page: Page, name: string) {
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    // The page's own loading indicators, not the network: the back-office keeps a connection open after
    // its dashboard has drawn, so "networkidle" never comes (docs/admin.md).
    await page.waitForLoadState("load")
    await expect(page.locator(".MuiLinearProgress-root, [role=progressbar]")).toHaveCount(0)
    await expect(page.locator(".MuiSnackbar-root")).toHaveCount(0, { timeout: 10_000 })
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    )
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

  test("un producto nuevo con precios, imágenes y existencias se vende, se prepara, se envía y se entrega", async ({
    page,
  }) => {
    test.setTimeout(400_000)
    await signIn(page)

    // The product, made from scratch in the create form: name, published, the shop's sales channel,
    // an option typed as value chips, its three variants with SKUs and prices in dollars and pesos.
    const store = ((await (await page.request.get(`${base()}/admin-api/stores`)).json()) as AdminStore[])[0]
    const channel = (await (
      await page.request.get(`${base()}/admin-api/sales-channels/${store.default_sales_channel_id}`)
    ).json()) as { name: string }
    await page.goto(`${base()}/admin/#/products/create`)
    await page.getByRole("textbox", { name: /^Nombre(\s*\*)?$/ }).fill(`Té del día ${unique}`)
    await page.getByRole("textbox", { name: "Identificador en la URL" }).fill(handle)
    await page.getByRole("combobox", { name: "Estado" }).click()
    await page.getByRole("option", { name: "Publicado" }).click()
    await expect(page.getByRole("combobox", { name: "Perfil de envío" })).not.toHaveValue("")
    await page.getByRole("combobox", { name: "Canales de venta" }).click()
    await page.getByRole("option", { name: channel.name, exact: true }).click()
    await page.keyboard.press("Escape")
    await page.getByRole("button", { name: "Agregar opción" }).click()
    await page.getByRole("textbox", { name: "Nombre de la opción 1" }).fill("Sabor")
    for (const flavour of flavours) {
      await page.getByRole("textbox", { name: "Valor nuevo de Sabor" }).fill(flavour)
      await page.getByRole("textbox", { name: "Valor nuevo de Sabor" }).press("Enter")
    }
    const sabor = page.getByRole("group", { name: "Opciones Sabor" })
    for (const flavour of flavours) await expect(sabor.getByRole("button", { name: flavour })).toBeVisible()
    const variants = page.getByRole("table", { name: "Variantes y precios" })
    await expect(variants.getByRole("row")).toHaveCount(4)
    // A combination not sold is removed from the rows (and stays removed when the options change).
    await page.getByRole("textbox", { name: "Valor nuevo de Sabor" }).fill("Menta")
    await page.getByRole("textbox", { name: "Valor nuevo de Sabor" }).press("Enter")
    await expect(variants.getByRole("row")).toHaveCount(5)
    await variants.getByRole("button", { name: "Borrar la variante Menta" }).click()
    await expect(variants.getByRole("row")).toHaveCount(4)
    await expect(sabor.getByRole("button", { name: /^Menta/ })).toBeVisible()
    await sabor.getByRole("img", { name: "Quitar Menta" }).click()
    await expect(sabor.getByRole("button", { name: /^Menta/ })).toHaveCount(0)
    for (const [i, flavour] of flavours.entries()) {
      await variants.getByRole("textbox", { name: `SKU · ${flavour}` }).fill(sku(flavour))
      await variants.getByRole("spinbutton", { name: `${flavour} · USD` }).fill(String(10 + i))
      await variants.getByRole("spinbutton", { name: `${flavour} · COP` }).fill(String(40000 + 1000 * i))
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    const wide = await variants.evaluate(
      (table) => table.scrollWidth - (table.parentElement?.clientWidth ?? table.scrollWidth)
    )
    expect(wide, "the variants table of the create form is wider than its card at 1280 px").toBeLessThanOrEqual(0)
    await shots(page, "product-create")
    await page.getByRole("button", { name: "Guardar", exact: true }).click()
    // The new product opens in its editor (the create form stays until the editor's screen has loaded).
    await page.waitForURL(/#\/products\/prod_[^/]+$/)
    await expect(page.getByRole("button", { name: "Guardar variantes y precios" })).toBeVisible()
    const productId = decodeURIComponent(page.url().split("/").pop() ?? "")
    const product = (await (await page.request.get(`${base()}/admin-api/products/${productId}`)).json()) as AdminProduct
    expect(product.handle).toBe(handle)
    expect(product.status).toBe("published")
    expect(product.options.map((o: { title: string }) => o.title)).toEqual(["Sabor"])
    expect(product.variants.map((v: { sku: string }) => v.sku).sort()).toEqual(flavours.map(sku).sort())

    // The editor: the shipping profile kept, the prices in its grid, options still editable —
    // a value added, its missing variant created, then both removed again.
    await expect(page.getByRole("combobox", { name: "Perfil de envío" })).not.toHaveValue("")
    await expect(variants.getByRole("spinbutton", { name: "Chocolate · COP" })).toHaveValue("41000")
    await expect(variants.getByRole("spinbutton", { name: "Fresa · USD" })).toHaveValue("12")
    await page.getByRole("textbox", { name: "Valor nuevo de Sabor" }).fill("Coco")
    await page.getByRole("textbox", { name: "Valor nuevo de Sabor" }).press("Enter")
    await expect(page.getByText("Opciones guardadas")).toBeVisible()
    await expect(sabor.getByRole("button", { name: "Coco" })).toBeVisible()
    await page.getByRole("button", { name: "Crear las variantes que faltan (1)" }).click()
    await expect(variants.getByRole("row")).toHaveCount(5)
    await variants.getByRole("button", { name: "Borrar la variante Coco" }).click()
    await expect(variants.getByRole("row")).toHaveCount(4)
    await sabor.getByRole("img", { name: "Quitar Coco" }).click()
    await expect(sabor.getByRole("button", { name: /^Coco/ })).toHaveCount(0)
    // The option renamed (on Enter or leaving its name).
    await page.getByRole("textbox", { name: "Nombre de la opción 1" }).fill("Sabores")
    await page.getByRole("textbox", { name: "Nombre de la opción 1" }).press("Enter")
    await expect(page.getByRole("group", { name: "Opciones Sabores" })).toBeVisible()
    await expect(page.getByRole("textbox", { name: "Valor nuevo de Sabores" })).toBeVisible()
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`${base()}/admin-api/products/${productId}`)).json()) as AdminProduct)
            .options[0].title
      )
      .toBe("Sabores")
    // A price changed in the grid after creation.
    await variants.getByRole("spinbutton", { name: "Vainilla · USD" }).fill("9.5")
    await page.getByRole("button", { name: "Guardar variantes y precios" }).click()
    await expect(page.getByText("Variantes y precios guardados")).toBeVisible()
    await expect(variants.getByRole("spinbutton", { name: "Vainilla · USD" })).toHaveValue("9.5")

    // Two images uploaded (PNG files the test writes), the first the thumbnail.
    const images = ["frente.png", "reverso.png"].map((name) => `${SHOTS}/${unique}-${name}`)
    for (const file of images) writeFileSync(file, PNG)
    await page.getByLabel("Subir imágenes").setInputFiles(images)
    await expect(page.getByRole("img", { name: /^Imagen [12]$/ })).toHaveCount(2)
    await page.getByRole("radio", { name: "Miniatura 1" }).check()
    await page.getByRole("button", { name: "Guardar imágenes" }).click()
    await expect(page.getByText("Imágenes guardadas")).toBeVisible()
    const pictured = (await (
      await page.request.get(`${base()}/admin-api/products/${productId}`)
    ).json()) as AdminProduct
    expect(pictured.images).toHaveLength(2)
    expect(pictured.thumbnail).toBe(pictured.images[0].url)
    // The variants table (name, SKU, a column per currency of the regions) fits in its card at 1280 px: no column scrolled away.
    await page.setViewportSize({ width: 1280, height: 900 })
    const scrolled = await variants.evaluate(
      (table) => table.scrollWidth - (table.parentElement?.clientWidth ?? table.scrollWidth)
    )
    expect(scrolled, "the variants table is wider than its card at 1280 px").toBeLessThanOrEqual(0)
    await shots(page, "product-editor")

    // Stock at the warehouse, in the bulk stock grid.
    await page.goto(`${base()}/admin/#/stock`)
    await page.getByRole("textbox", { name: "Buscar SKU" }).fill(`DIA-${unique}`.toUpperCase())
    const stock = page.getByRole("table", { name: "Existencias en bloque" })
    await expect(stock.getByRole("row")).toHaveCount(4)
    const warehouse = (await stock.getByRole("columnheader").nth(1).textContent()) ?? ""
    for (const flavour of flavours)
      await stock.getByRole("spinbutton", { name: `${sku(flavour)} · ${warehouse}` }).fill("10")
    await page.getByRole("button", { name: /Guardar 3 cambios/ }).click()
    await expect(page.getByText(/Existencias guardadas/)).toBeVisible()
    await shots(page, "stock-grid")

    // A shopper buys two of the chocolate one on the storefront.
    const { regions } = await gql<{ regions: { id: string; name: string; currencyCode: string }[] }>(
      `{ regions { id name currencyCode } }`
    )
    const us = regions.find(
      (r: { currencyCode: string; name: string }) => r.currencyCode === "usd" && r.name === "Estados Unidos"
    )!
    const { product: sold } = await gql<{
      product: { variants: { id: string; sku: string; price: { amount: number } }[] }
    }>(`query ($h: String!, $r: ID) { product(handle: $h, regionId: $r) { variants { id sku price { amount } } } }`, {
      h: handle,
      r: us.id,
    })
    const medium = sold.variants.find((v: { sku: string }) => v.sku === sku("Chocolate"))!
    expect(medium.price.amount).toBe(11)
    const cartId = (
      await gql<{ createCart: { id: string } }>(`mutation ($r: ID) { createCart(regionId: $r) { id } }`, { r: us.id })
    ).createCart.id
    await gql(`mutation ($c: ID!, $v: ID!) { addLineItem(cartId: $c, variantId: $v, quantity: 2) { cart { id } } }`, {
      c: cartId,
      v: medium.id,
    })
    const address = {
      firstName: "Lucía",
      lastName: "Gómez",
      address1: "1200 Brickell Ave",
      city: "Miami",
      countryCode: "us",
      province: { value: "FL", label: "Florida" },
      postalCode: "33131",
    }
    await gql(`mutation ($c: ID!, $i: CartInput!) { updateCart(cartId: $c, input: $i) { id } }`, {
      c: cartId,
      i: { email: `dia.${unique}@vitalia.test`, shippingAddress: address, billingAddress: address },
    })
    const { shippingOptions } = await gql<{ shippingOptions: { id: string; code: string }[] }>(
      `query ($c: ID!) { shippingOptions(cartId: $c) { id code } }`,
      { c: cartId }
    )
    await gql(`mutation ($c: ID!, $o: ID!) { setShippingMethod(cartId: $c, optionId: $o) { id } }`, {
      c: cartId,
      o: shippingOptions.find((o: { code: string }) => o.code === "standard")!.id,
    })
    await gql(`mutation ($c: ID!) { initiatePaymentSession(cartId: $c, providerId: "pp_system_default") { id } }`, {
      c: cartId,
    })
    const order = (
      await gql<{ completeCart: { id: string; displayId: number } }>(
        `mutation ($c: ID!) { completeCart(cartId: $c) { id displayId } }`,
        { c: cartId }
      )
    ).completeCart

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
      await dialog
        .getByRole("textbox", { name: "Enlace de la etiqueta" })
        .fill(`https://seguimiento.example/${unique}.pdf`)
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
    for (const event of ["Pedido realizado", "Preparación creada", `Envío registrado — GUIA-${unique}`, "Entregado"])
      await expect(timeline.getByText(event, { exact: true })).toBeVisible()
    // A note for the team joins the timeline with its author.
    await timeline.getByRole("textbox", { name: "Nota para el equipo" }).fill(`Nota ${unique}: entregar en portería`)
    await timeline.getByRole("button", { name: "Agregar nota", exact: true }).click()
    await expect(timeline.getByText(`Nota — Nota ${unique}: entregar en portería`)).toBeVisible()
    await expect(timeline.getByText(`por ${staffAccounts.admin.email}`)).toBeVisible()
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
    const cut = await page
      .locator("table")
      .first()
      .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? table.scrollWidth))
    expect(cut, "the orders list is wider than its frame at 1280 px").toBeLessThanOrEqual(0)
    await page.screenshot({ path: `${SHOTS}/backoffice-orders-1280.png`, animations: "disabled" })
  })
})
