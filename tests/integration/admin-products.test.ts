import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backOfficeCalls, openBackOffice } from "../support/admin-api.js"
import { graphql } from "../support/gateway.js"
import { ok, readyForCompletion, regionByCurrency, variantsOf } from "../support/shopper.js"

/**
 * A sellable product made from scratch in the back-office, only through /admin-api:
 * options, three variants priced in usd and cop, two uploaded images, stock at the
 * warehouse — then bought on the storefront (GraphQL) and fulfilled, shipped and
 * delivered from the back-office.
 */
let app: FastifyInstance
let admin: Record<string, string>
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
const handle = `te-de-prueba-${unique}`
const sku = (size: string) => `PRUEBA-${unique}-${size}`.toUpperCase()

beforeAll(async () => ({ app, admin } = await openBackOffice()))
afterAll(() => app.close())

const { act, show, list } = backOfficeCalls(() => ({ app, admin }))

/** A 1×1 PNG: the smallest image the engine's file provider stores. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64"
)

describe("a product made from scratch in the back-office is sold and delivered", () => {
  let productId: string
  let defaultProfile: string
  let warehouse: string

  it("creates it with options, three variants in usd and cop, and the shop's default shipping profile filled in", async () => {
    // The shop's profile: the one its shipping options use (the engine keeps an unused "Default Shipping Profile" too).
    defaultProfile = (await list("shipping-options", {}, ["created_at", "ASC"]))[0].shipping_profile_id
    warehouse = (await list("stock-locations", {}, ["created_at", "ASC"]))[0].id
    // The storefront's channel: the store's default (the engine's own "Default Sales Channel" is older).
    const channel = (await list("stores"))[0].default_sales_channel_id
    const sizes = ["S", "M", "L"]
    const created = await request(app.server)
      .post("/admin-api/products")
      .set(admin)
      .send({
        title: `Té de prueba ${unique}`,
        handle,
        status: "published",
        sales_channels: [channel],
        options: [{ title: "Tamaño", values: sizes }],
        variants: sizes.map((size, i) => ({
          title: size,
          sku: sku(size),
          manage_inventory: true,
          options: { Tamaño: size },
          prices: [
            { currency_code: "usd", amount: 10 + i },
            { currency_code: "cop", amount: 40000 + 1000 * i },
          ],
        })),
      })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    productId = created.body.id
    // Not sent: the gateway filled in the shop's default, as the form preselects it.
    expect(created.body.shipping_profile_id).toBe(defaultProfile)
    expect(created.body.variants).toHaveLength(3)
    for (const variant of created.body.variants)
      expect(variant.prices.map((p: { currency_code: string }) => p.currency_code).sort()).toEqual(["cop", "usd"])
  })

  it("its record names each variant's option values with their option (what the editor's variants table reads)", async () => {
    const product = await show("products", productId)
    const option = product.options[0]
    for (const variant of product.variants) {
      expect(variant.options).toHaveLength(1)
      expect(variant.options[0].option_id).toBe(option.id)
      expect(variant.options[0].value).toBe(variant.title)
    }
  })

  it("a variant with values another variant already has is refused in Spanish, naming it", async () => {
    const again = await request(app.server)
      .post("/admin-api/product-variants")
      .set({ ...admin, "accept-language": "es" })
      .send({
        product_id: productId,
        title: "Otra S",
        options: { Tamaño: "S" },
        prices: [{ currency_code: "usd", amount: 10 }],
      })
    expect(again.status, JSON.stringify(again.body)).toBe(400)
    expect(again.body.message).toBe("Ya hay una variante con esos valores de opción: S")
  })

  it("a new variant answers with the variant's own id, not the product's", async () => {
    await act("products", productId, "options", {
      update: [{ product_option_id: (await show("products", productId)).options[0].id, add: [{ value: "XL" }] }],
    })
    const product = await show("products", productId)
    expect(product.options[0].values.map((v: { value: string }) => v.value).sort()).toEqual(["L", "M", "S", "XL"])
    const variant = await request(app.server)
      .post("/admin-api/product-variants")
      .set(admin)
      .send({
        product_id: productId,
        title: "XL",
        sku: sku("XL"),
        options: { Tamaño: "XL" },
        prices: [{ currency_code: "usd", amount: 20 }],
      })
    expect(variant.status, JSON.stringify(variant.body)).toBe(200)
    expect(variant.body.id).toMatch(/^variant_/)
    expect(variant.body.product_id).toBe(productId)
    expect(variant.body.sku).toBe(sku("XL"))
    expect((await request(app.server).delete(`/admin-api/product-variants/${variant.body.id}`).set(admin)).status).toBe(
      200
    )
  })

  it("options stay editable: renamed, and a value removed", async () => {
    const product = await show("products", productId)
    const option = product.options[0]
    await act("products", productId, "renameOption", { option_id: option.id, title: "Talla" })
    const xl = option.values.find((v: { value: string }) => v.value === "XL")
    await act("products", productId, "options", { update: [{ product_option_id: option.id, remove: [xl.id] }] })
    const after = await show("products", productId)
    expect(after.options[0].title).toBe("Talla")
    expect(after.options[0].values.map((v: { value: string }) => v.value).sort()).toEqual(["L", "M", "S"])
  })

  it("two images uploaded through the uploads route become its images, the first its thumbnail", async () => {
    const urls: string[] = []
    for (const name of ["frente.png", "reverso.png"]) {
      const upload = await request(app.server)
        .post("/admin-api/uploads")
        .set(admin)
        .attach("files", PNG, { filename: name, contentType: "image/png" })
      expect(upload.status, JSON.stringify(upload.body)).toBe(200)
      urls.push(upload.body.files[0].url)
    }
    const updated = await request(app.server)
      .put(`/admin-api/products/${productId}`)
      .set(admin)
      .send({ images: urls.map((url) => ({ url })), thumbnail: urls[0] })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(updated.body.images.map((i: { url: string }) => i.url)).toEqual(urls)
    expect(updated.body.thumbnail).toBe(urls[0])
  })

  it("prices change in bulk (variants batch) and stock is set at the warehouse in bulk (location levels batch)", async () => {
    const product = await show("products", productId)
    const small = product.variants.find((v: { sku: string }) => v.sku === sku("S"))
    await act("products", productId, "variantsBatch", {
      update: [
        {
          id: small.id,
          prices: small.prices.map((p: { id: string; currency_code: string; amount: number }) => ({
            id: p.id,
            currency_code: p.currency_code,
            amount: p.currency_code === "usd" ? 9 : p.amount,
          })),
        },
      ],
    })
    const repriced = (await show("products", productId)).variants.find((v: { sku: string }) => v.sku === sku("S"))
    expect(repriced.prices.find((p: { currency_code: string }) => p.currency_code === "usd").amount).toBe(9)

    const items = await list("inventory-items", { q: `PRUEBA-${unique}`.toUpperCase() })
    expect(items.map((i) => i.sku).sort()).toEqual([sku("L"), sku("M"), sku("S")])
    await act("inventory-items", null, "levelsBatch", {
      create: items.map((i) => ({ inventory_item_id: i.id, location_id: warehouse, stocked_quantity: 10 })),
    })
    for (const item of items) {
      const shown = await show("inventory-items", item.id)
      expect(
        shown.location_levels.find((l: { location_id: string }) => l.location_id === warehouse).stocked_quantity
      ).toBe(10)
    }
  })

  it("is bought on the storefront and fulfilled, shipped and delivered from the back-office", async () => {
    const us = await regionByCurrency(app, "usd", "Estados Unidos")
    const found = await graphql(app, `query ($h: String, $r: ID) { product(handle: $h, regionId: $r) { id } }`, {
      h: handle,
      r: us.id,
    })
    expect(found.errors, JSON.stringify(found.errors)).toBeUndefined()
    const variants = await variantsOf(app, handle, us.id)
    expect(variants[sku("M")]?.price?.amount).toBe(11)
    const cartId = ok(await graphql(app, `mutation ($r: ID) { createCart(regionId: $r) { id } }`, { r: us.id }))
      .createCart.id as string
    ok(
      await graphql(
        app,
        `mutation ($c: ID!, $v: ID!) { addLineItem(cartId: $c, variantId: $v, quantity: 2) { cart { id } } }`,
        { c: cartId, v: variants[sku("M")].id }
      )
    )
    await readyForCompletion(app, cartId)
    const orderId = ok(await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id } }`, { c: cartId }))
      .completeCart.id as string

    await act("orders", orderId, "createFulfillment", { location_id: warehouse })
    const { fulfillments } = await show("orders", orderId)
    expect(fulfillments).toHaveLength(1)
    await act("orders", orderId, "createShipment", {
      fulfillment_id: fulfillments[0].id,
      labels: [
        {
          tracking_number: `TRK-${unique}`,
          tracking_url: `https://tracking.example/${unique}`,
          label_url: `https://tracking.example/${unique}.pdf`,
        },
      ],
    })
    await act("orders", orderId, "markDelivered", { fulfillment_id: fulfillments[0].id })
    const delivered = await show("orders", orderId)
    expect(delivered.fulfillment_status).toBe("delivered")
    const item = (
      await show("inventory-items", (await list("inventory-items", { q: sku("M") }))[0].id)
    ).location_levels.find((l: { location_id: string }) => l.location_id === warehouse)
    expect(item.stocked_quantity).toBe(8)
  })
})

describe("price lists show their prices", () => {
  it("a price added to a list is on the list's record, with its variant, and can be changed and removed", async () => {
    const variant = (await list("product-variants", {}, ["created_at", "ASC"]))[0]
    const created = await request(app.server)
      .post("/admin-api/price-lists")
      .set(admin)
      .send({ title: `Lista ${unique}`, description: "Prueba", status: "draft", type: "sale" })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const listId = created.body.id
    await act("price-lists", listId, "prices", {
      create: [{ variant_id: variant.id, currency_code: "usd", amount: 3 }],
    })
    const shown = await show("price-lists", listId)
    expect(shown.prices).toHaveLength(1)
    expect(shown.prices[0]).toMatchObject({ variant_id: variant.id, currency_code: "usd", amount: 3 })
    await act("price-lists", listId, "prices", { delete: [shown.prices[0].id] })
    expect((await show("price-lists", listId)).prices).toHaveLength(0)
    expect((await request(app.server).delete(`/admin-api/price-lists/${listId}`).set(admin)).status).toBe(200)
  })
})

describe("errors in the back-office's language", () => {
  it("the engine's refusal of a product whose handle is taken comes back in Spanish (and in English when asked)", async () => {
    const body = { title: "Otro", handle, options: [{ title: "T", values: ["U"] }] }
    const response = await request(app.server).post("/admin-api/products").set(admin).send(body)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(response.body.message).toBe(`Ya existe: ${handle}`)
    const english = await request(app.server)
      .post("/admin-api/products")
      .set(admin)
      .set("accept-language", "en")
      .send(body)
    expect(english.body.message).toMatch(/already exists/)
  })
})
