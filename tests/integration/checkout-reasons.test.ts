import type { FastifyInstance } from "fastify"
import { inject } from "vitest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { withClient } from "../../scripts/lib/postgres.js"
import { adminToken, engine } from "../support/engine.js"
import { buildGateway, ENGLISH, graphql } from "../support/gateway.js"
import { cartWithSkus, ok, US_ADDRESS } from "../support/shopper.js"

/**
 * Every refusal of a completion and of the checkout in one request says why in `extensions.reason`,
 * with a message naming what to do, in Spanish and in English: a client (the storefront among them)
 * opens the step that fixes it (docs/api.md, "Why a checkout was refused").
 */
let app: FastifyInstance
beforeAll(async () => (app = await buildGateway()))
afterAll(() => app.close())

const COMPLETE = `mutation ($cartId: ID!) { completeCart(cartId: $cartId) { id } }`
const PREPARE = `mutation ($cartId: ID!, $input: CheckoutInput!) { prepareCheckout(cartId: $cartId, input: $input) { id } }`
const UPDATE = `mutation ($cartId: ID!, $input: CartInput!) { updateCart(cartId: $cartId, input: $input) { id } }`

async function shipStandard(cartId: string) {
  const { shippingOptions } = ok(
    await graphql(app, `query ($cartId: ID!) { shippingOptions(cartId: $cartId) { id code } }`, { cartId })
  )
  const standard = shippingOptions.find((o: { code: string }) => o.code === "standard")
  ok(
    await graphql(app, `mutation ($c: ID!, $o: ID!) { setShippingMethod(cartId: $c, optionId: $o) { id } }`, {
      c: cartId,
      o: standard.id,
    })
  )
}

async function pay(cartId: string) {
  ok(
    await graphql(
      app,
      `mutation ($c: ID!) { initiatePaymentSession(cartId: $c, providerId: "pp_system_default") { id } }`,
      { c: cartId }
    )
  )
}

const email = () => `motivo-${Date.now()}-${Math.floor(Math.random() * 1e6)}@vitalia.test`

/** completeCart refused, asked in Spanish and in English: the reason, and a message in each language. */
async function refusedBoth(cartId: string, reason: string) {
  const es = await graphql(app, COMPLETE, { cartId })
  const en = await graphql(app, COMPLETE, { cartId }, ENGLISH)
  for (const answer of [es, en]) {
    expect(answer.data).toBeNull()
    expect(answer.errors?.[0].extensions).toMatchObject({ code: "FAILED_TO_COMPLETE_CART", reason })
  }
  expect(es.errors![0].message).not.toBe(en.errors![0].message)
  // Neither the generic message nor the engine's words: what to do.
  for (const message of [es.errors![0].message, en.errors![0].message])
    expect(message).not.toMatch(
      /^(No pudimos completar tu pedido|Failed to complete cart)|Payment sessions|shipping method/
    )
  return { es: es.errors![0].message, en: en.errors![0].message }
}

describe("why completeCart refused", () => {
  it("EMAIL_MISSING: an address, a shipping method and a payment, but no e-mail", async () => {
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    ok(await graphql(app, UPDATE, { cartId, input: { shippingAddress: US_ADDRESS } }))
    await shipStandard(cartId)
    await pay(cartId)
    const { es, en } = await refusedBoth(cartId, "EMAIL_MISSING")
    expect(es).toMatch(/correo/)
    expect(en).toMatch(/e-mail/)
  })

  it("SHIPPING_ADDRESS_MISSING: an e-mail and a payment, nowhere to ship", async () => {
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    ok(await graphql(app, UPDATE, { cartId, input: { email: email() } }))
    await pay(cartId)
    const { es, en } = await refusedBoth(cartId, "SHIPPING_ADDRESS_MISSING")
    expect(es).toMatch(/dirección/)
    expect(en).toMatch(/address/)
  })

  it("SHIPPING_METHOD_MISSING: an e-mail, an address and a payment, no way of shipping", async () => {
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    ok(await graphql(app, UPDATE, { cartId, input: { email: email(), shippingAddress: US_ADDRESS } }))
    await pay(cartId)
    const { es, en } = await refusedBoth(cartId, "SHIPPING_METHOD_MISSING")
    expect(es).toMatch(/envío/)
    expect(en).toMatch(/ship/)
  })

  it("PAYMENT_SESSION_MISSING: everything but the payment", async () => {
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    ok(await graphql(app, UPDATE, { cartId, input: { email: email(), shippingAddress: US_ADDRESS } }))
    await shipStandard(cartId)
    const { es, en } = await refusedBoth(cartId, "PAYMENT_SESSION_MISSING")
    expect(es).toMatch(/pago/)
    expect(en).toMatch(/pay/)
  })

  it("INSUFFICIENT_INVENTORY: the stock went while the shopper was paying; the message names the product in each language", async () => {
    const { cartId, variants } = await cartWithSkus(app, { "MAGNESIO-CITRATO-60": 2 })
    ok(await graphql(app, UPDATE, { cartId, input: { email: email(), shippingAddress: US_ADDRESS } }))
    await shipStandard(cartId)
    await pay(cartId)
    // The back-office leaves one unit (the engine's admin API, as it would).
    const level = await withClient(inject("databaseUrl"), async (client) => {
      const { rows } = await client.query(
        `select l.inventory_item_id as "itemId", l.location_id as "locationId", l.reserved_quantity::int as reserved
           from product_variant_inventory_item pvi join inventory_level l on l.inventory_item_id = pvi.inventory_item_id and l.deleted_at is null
          where pvi.variant_id = $1 and pvi.deleted_at is null`,
        [variants["MAGNESIO-CITRATO-60"]]
      )
      return rows[0] as { itemId: string; locationId: string; reserved: number }
    })
    const token = await adminToken()
    const set = (stocked: number) =>
      engine("POST", `/admin/inventory-items/${level.itemId}/location-levels/${level.locationId}`, {
        token,
        body: { stocked_quantity: stocked },
      })
    const before = await withClient(inject("databaseUrl"), async (client) =>
      Number(
        (
          await client.query(
            `select stocked_quantity from inventory_level where inventory_item_id = $1 and location_id = $2`,
            [level.itemId, level.locationId]
          )
        ).rows[0].stocked_quantity
      )
    )
    expect((await set(level.reserved + 1)).status).toBe(200)
    try {
      const { es, en } = await refusedBoth(cartId, "INSUFFICIENT_INVENTORY")
      expect(es).toContain("Magnesio Citrato")
      expect(en).toContain("Magnesium Citrate")
    } finally {
      await set(before)
    }
  })
})

describe("why prepareCheckout refused", () => {
  it("EMAIL_MISSING when neither the cart nor the input has an e-mail; the other steps by where they failed", async () => {
    const input = {
      shippingAddress: US_ADDRESS,
      shippingOptionCode: "standard",
      paymentProviderId: "pp_system_default",
    }
    for (const headers of [{}, ENGLISH]) {
      // A cart of its own per language: the steps below give it an e-mail.
      const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
      const noEmail = await graphql(app, PREPARE, { cartId, input }, headers)
      expect(noEmail.errors?.[0].extensions).toMatchObject({ reason: "EMAIL_MISSING", field: "email" })
      const badAddress = await graphql(
        app,
        PREPARE,
        { cartId, input: { ...input, email: email(), shippingAddress: { ...US_ADDRESS, countryCode: "zz" } } },
        headers
      )
      expect(badAddress.errors?.[0].extensions).toMatchObject({ reason: "SHIPPING_ADDRESS_MISSING" })
      const noOption = await graphql(
        app,
        PREPARE,
        { cartId, input: { ...input, email: email(), shippingOptionCode: "teletransporte" } },
        headers
      )
      expect(noOption.errors?.[0].extensions).toMatchObject({ reason: "SHIPPING_METHOD_MISSING" })
      const noProvider = await graphql(
        app,
        PREPARE,
        { cartId, input: { ...input, email: email(), paymentProviderId: "pp_no_existe" } },
        headers
      )
      expect(noProvider.errors?.[0].extensions).toMatchObject({ reason: "PAYMENT_SESSION_MISSING" })
    }
  })
})
