import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest"
import { withClient } from "../../scripts/lib/postgres.js"
import { adminToken } from "../support/engine.js"
import { buildGateway, ENGLISH, graphql } from "../support/gateway.js"
import { bearer, cartWithSkus, newCustomer, ok, readyForCompletion } from "../support/shopper.js"

let app: FastifyInstance
beforeAll(async () => (app = await buildGateway()))
afterAll(() => app.close())

const apply = `mutation ($cartId: ID!, $codes: [String!]!) { applyPromotionCodes(cartId: $cartId, codes: $codes) { cart { promotions { code } } notices { code } } }`

/** Places an order for the customer and dates it `daysAgo` days back. */
async function orderPlaced(headers: Record<string, string>, daysAgo: number) {
  const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 }, headers)
  await readyForCompletion(app, cartId, headers)
  const { completeCart } = ok(
    await graphql(app, `mutation ($cartId: ID!) { completeCart(cartId: $cartId) { id } }`, { cartId }, headers)
  )
  await backdate(completeCart.id, daysAgo)
  return completeCart.id as string
}

/**
 * Places the order between noon and 13:00 (UTC) of the day `daysAgo` days before today. The cut-off
 * is counted in UTC days (gateway/src/promotions/last-order.ts), so an order is on one calendar day
 * whatever the hour the test runs — "now − 49 days − 1 hour" was the day before between 00:00 and
 * 01:00 UTC. The minutes past noon are this moment's, so no two orders get the same time, as no two
 * real ones do: the admin order list's test compares two lists ordered by time, in which orders of
 * the same time come in no set order.
 */
async function backdate(orderId: string, daysAgo: number) {
  await withClient(inject("databaseUrl"), (db) =>
    db.query(
      `update "order" set created_at = (date_trunc('day', now() at time zone 'utc') - ($2 || ' days')::interval + interval '12 hours' + ($3 || ' milliseconds')::interval) at time zone 'utc' where id = $1`,
      [orderId, String(daysAgo), String(Date.now() % 3_600_000)]
    )
  )
}

describe("REGRESA20: a come-back offer, for a customer with an order older than the cut-off (today − 50 days)", () => {
  it("is refused by hand to an anonymous shopper, with the reason in both languages", async () => {
    const { cartId } = await cartWithSkus(app, { "PAQUETE-ESPECIAL": 1 })
    const { errors } = await graphql(app, apply, { cartId, codes: ["REGRESA20"] })
    expect(errors?.[0]).toMatchObject({
      message: "Inicia sesión para usar la promoción REGRESA20.",
      extensions: {
        code: "PROMOTION_NOT_ELIGIBLE",
        reason: {
          es: "Inicia sesión para usar la promoción REGRESA20.",
          en: "Sign in to use the REGRESA20 promotion.",
        },
      },
    })
    const cart = ok(
      await graphql(app, `query ($id: ID!) { cart(id: $id) { promotions { code } discountTotal { amount } } }`, {
        id: cartId,
      })
    )
    expect(cart.cart.promotions).toEqual([])
  })

  it("is refused without orders and with an order 49 days old; granted with one 51 days old, by hand and automatically", async () => {
    const { headers } = await newCustomer("Regresa")
    const { cartId } = await cartWithSkus(app, { "PAQUETE-DUO": 1 }, headers)
    const none = await graphql(app, apply, { cartId, codes: ["REGRESA20"] }, headers)
    expect(none.errors?.[0]).toMatchObject({
      message: "La promoción REGRESA20 es para clientes que nos compraron hace 50 días o más.",
      extensions: {
        code: "PROMOTION_NOT_ELIGIBLE",
        reason: {
          es: "La promoción REGRESA20 es para clientes que nos compraron hace 50 días o más.",
          en: "The REGRESA20 promotion is for customers who ordered from us 50 or more days ago.",
        },
      },
    })
    const orderId = await orderPlaced(headers, 49)
    const recent = await graphql(app, apply, { cartId, codes: ["REGRESA20"] }, headers)
    expect(recent.errors?.[0].extensions?.code).toBe("PROMOTION_NOT_ELIGIBLE")

    await backdate(orderId, 51)
    const byHand = ok(await graphql(app, apply, { cartId, codes: ["REGRESA20"] }, headers)).applyPromotionCodes
    expect(byHand.cart.promotions.map((p: any) => p.code)).toEqual(["REGRESA20"])
    expect(byHand.notices.map((n: any) => n.code)).toEqual(["COUPON_APPLIED"])

    const next = await cartWithSkus(app, { "PAQUETE-ESPECIAL": 1 }, headers)
    expect(next.last.cart.promotions.map((p: any) => p.code)).toEqual(["REGRESA20"])
    expect(next.last.cart.discountTotal.amount).toBeGreaterThan(0)
    expect(next.last.notices.map((n: any) => n.es)).toContain(
      "Obtén 20% de descuento en tu próxima compra del Paquete Especial o DUO."
    )
  })

  it("is applied automatically when the shopper's app selects only the cart's id: the promotions still see the lines", async () => {
    const { headers } = await newCustomer("RegresaIds")
    await backdate(await orderPlaced(headers, 51), 51)
    const { cartId, variants } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 }, headers)
    const added = ok(
      await graphql(
        app,
        `mutation ($c: ID!, $v: ID!) { addLineItem(cartId: $c, variantId: $v, quantity: 1) { cart { id } notices { es } } }`,
        { c: cartId, v: variants["PAQUETE-ESPECIAL"] },
        headers
      )
    ).addLineItem
    expect(added.cart).toEqual({ id: cartId })
    expect(added.notices.map((n: any) => n.es)).toContain(
      "Obtén 20% de descuento en tu próxima compra del Paquete Especial o DUO."
    )
    const { cart } = ok(
      await graphql(
        app,
        `query ($id: ID!) { cart(id: $id) { promotions { code } discountTotal { amount } } }`,
        { id: cartId },
        headers
      )
    )
    expect(cart.promotions.map((p: any) => p.code)).toEqual(["REGRESA20"])
    expect(cart.discountTotal.amount).toBeGreaterThan(0)
  })

  it("flipped to 'within' in the back-office: granted with an order 49 days old, refused with one 51 days old", async () => {
    const admin = bearer(await adminToken())
    const list = await request(app.server)
      .get(`/admin-api/custom-promotions?range=${encodeURIComponent("[0,49]")}`)
      .set(admin)
    const regresa = list.body.find((p: { code: string }) => p.code === "REGRESA20")
    expect(regresa.last_order_window).toBe("before")
    const flip = (window: string) =>
      request(app.server)
        .put(`/admin-api/custom-promotions/${regresa.id}`)
        .set(admin)
        .send({ last_order_window: window })
    expect((await flip("within")).body.metadata).toMatchObject({
      last_order_window: "within",
      requires_last_order_days: 50,
      custom: true,
    })
    try {
      const listed = ok(
        await graphql(app, `{ customPromotions { code lastOrderWindow requiresLastOrderDays } }`)
      ).customPromotions
      expect(listed.find((p: any) => p.code === "REGRESA20")).toEqual({
        code: "REGRESA20",
        lastOrderWindow: "WITHIN",
        requiresLastOrderDays: 50,
      })

      const { headers } = await newCustomer("Reciente")
      const { cartId } = await cartWithSkus(app, { "PAQUETE-DUO": 1 }, headers)
      const orderId = await orderPlaced(headers, 51)
      const old = await graphql(app, apply, { cartId, codes: ["REGRESA20"] }, headers)
      expect(old.errors?.[0].extensions?.reason).toMatchObject({
        es: "La promoción REGRESA20 es para clientes con una compra en los últimos 50 días.",
      })

      await backdate(orderId, 49)
      const granted = ok(await graphql(app, apply, { cartId, codes: ["REGRESA20"] }, headers)).applyPromotionCodes
      expect(granted.cart.promotions.map((p: any) => p.code)).toEqual(["REGRESA20"])
    } finally {
      expect((await flip("before")).status).toBe(200)
    }
  })
})

describe("enrollment promotions for shoppers who are not enrolled", () => {
  it("an anonymous shopper adding HC FIT and RENEW PRO gets no gated promotion", async () => {
    const { last } = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1, "RENEW-PRO-LIMON": 1, "MEMBRESIA-ANUAL": 1 })
    expect(last.cart.promotions).toEqual([])
    expect(last.cart.discountTotal.amount).toBe(0)
    expect(last.notices).toEqual([])
    expect(last.cart.promotionNotices).toEqual([])
  })

  it("FITRENEWENROLLMENT typed by hand is refused with PROMOTION_NOT_ELIGIBLE", async () => {
    const { cartId } = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1 })
    const { errors } = await graphql(app, apply, { cartId, codes: ["fitrenewenrollment"] })
    expect(errors?.[0]).toMatchObject({
      message: "La promoción FITRENEWENROLLMENT es solo para quienes se inscriben como socios.",
      extensions: { code: "PROMOTION_NOT_ELIGIBLE" },
    })
  })

  it("applyCustomPromotions answers 'No variants provided' for an empty list and 'No active cart' without a cart", async () => {
    const { cartId } = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1 })
    const empty = await graphql(
      app,
      `mutation ($cartId: ID!) { applyCustomPromotions(cartId: $cartId, variantIds: []) { cart { id } } }`,
      { cartId },
      ENGLISH
    )
    expect(empty.errors?.[0]).toMatchObject({
      message: "No variants provided",
      extensions: { code: "NO_VARIANTS_PROVIDED" },
    })
    const missing = await graphql(
      app,
      `mutation { applyCustomPromotions(cartId: "cart_missing") { cart { id } } }`,
      {},
      ENGLISH
    )
    expect(missing.errors?.[0]).toMatchObject({ message: "No active cart", extensions: { code: "NO_ACTIVE_CART" } })
  })

  it("lists the custom promotions with their conditions and, for a cart, why not", async () => {
    const { cartId } = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1 })
    const { customPromotions } = ok(
      await graphql(
        app,
        `query ($cartId: ID) { customPromotions(cartId: $cartId) { code requiresEnrollment requiresLastOrder requiresLastOrderDays variantIds message { es en } eligible reason { code } } }`,
        { cartId }
      )
    )
    const byCode = Object.fromEntries(customPromotions.map((p: any) => [p.code, p]))
    expect(Object.keys(byCode).sort()).toEqual(["FITRENEWENROLLMENT", "FREEMEMBERSHIP2", "REGRESA20"])
    expect(byCode.FITRENEWENROLLMENT).toMatchObject({
      requiresEnrollment: true,
      eligible: false,
      reason: { code: "PROMOTION_REQUIRES_ENROLLMENT" },
    })
    expect(byCode.FITRENEWENROLLMENT.variantIds).toHaveLength(4)
    expect(byCode.FREEMEMBERSHIP2.variantIds).toHaveLength(2)
    expect(byCode.FREEMEMBERSHIP2.message).toBeNull()
    expect(byCode.REGRESA20).toMatchObject({
      requiresLastOrder: true,
      requiresLastOrderDays: 50,
      message: { en: "Get 20% off the next purchase of the Special or DUO package." },
    })
  })
})
