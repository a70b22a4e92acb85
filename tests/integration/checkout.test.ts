import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest"
import { withClient } from "../../scripts/lib/postgres.js"
import { Caller } from "../../gateway/src/account/caller.js"
import { loadConfig } from "../../gateway/src/config.js"
import { MedusaClient } from "../../gateway/src/medusa/client.js"
import { createServices } from "../../gateway/src/services.js"
import { ORDER_FIELDS } from "../../gateway/src/account/order-shape.js"
import { CART_FIELDS, CART_HEAD_FIELDS, CART_LINES_FIELDS } from "../../gateway/src/cart/shape.js"
import { engineCallsDuring } from "../support/engine.js"
import { buildGateway, gatewayEnv, graphql } from "../support/gateway.js"
import {
  CART,
  ORDER,
  US_ADDRESS,
  cartWithSkus,
  newCustomer,
  ok,
  readyForCompletion,
  regionByCurrency,
  variantsOf,
} from "../support/shopper.js"

/** An engine call as the tests below name it: the cart, collection and fields by what they are. */
const callName = (cartId: string) => (call: string) =>
  call
    .replace(cartId, ":cart")
    .replace(/pay_col_\w+/, ":collection")
    .replace(`fields=${CART_LINES_FIELDS}`, "(lines)")
    .replace(`fields=${CART_HEAD_FIELDS}`, "(head)")
    .replace(`fields=${CART_FIELDS}`, "(whole cart)")
    .replace(`fields=${ORDER_FIELDS}`, "(order)")

let app: FastifyInstance
beforeAll(async () => (app = await buildGateway()))
afterAll(() => app.close())

describe("a whole purchase through GraphQL", () => {
  it("create cart → two products → quantity → address → shipping → payment → order with the right totals, once", async () => {
    const us = await regionByCurrency(app, "usd", "Estados Unidos")
    const fit = await variantsOf(app, "hc-fit", us.id)
    const omega = await variantsOf(app, "renew-pro", us.id)
    const fitVariant = fit["HC-FIT-CHOCOLATE"]
    const renewVariant = omega["RENEW-PRO-LIMON"]

    const { createCart } = ok(
      await graphql(app, `mutation ($regionId: ID) { createCart(regionId: $regionId) { ${CART} } }`, {
        regionId: us.id,
      })
    )
    expect(createCart).toMatchObject({ regionId: us.id, currencyCode: "usd", itemCount: 0 })
    const cartId = createCart.id

    const add = `mutation ($cartId: ID!, $variantId: ID!, $quantity: Int!) { addLineItem(cartId: $cartId, variantId: $variantId, quantity: $quantity) { cart { ${CART} } notices { code } } }`
    ok(await graphql(app, add, { cartId, variantId: fitVariant.id, quantity: 1 }))
    const added = ok(await graphql(app, add, { cartId, variantId: renewVariant.id, quantity: 1 })).addLineItem.cart
    expect(added.items).toHaveLength(2)

    const fitLine = added.items.find((i: any) => i.variantId === fitVariant.id)
    const changed = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $lineId: ID!) { updateLineItem(cartId: $cartId, lineId: $lineId, quantity: 3) { cart { ${CART} } } }`,
        {
          cartId,
          lineId: fitLine.id,
        }
      )
    ).updateLineItem.cart
    expect(changed.itemCount).toBe(4)
    expect(changed.items.find((i: any) => i.id === fitLine.id).quantity).toBe(3)

    const updated = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $input: CartInput!) { updateCart(cartId: $cartId, input: $input) { ${CART} } }`,
        {
          cartId,
          input: { email: "Invitada@Vitalia.test", shippingAddress: US_ADDRESS, billingAddress: US_ADDRESS },
        }
      )
    ).updateCart
    expect(updated.email).toBe("invitada@vitalia.test")
    expect(updated.shippingAddress).toMatchObject({ province: "FL", address2: "", company: "", countryCode: "us" })

    const { shippingOptions } = ok(
      await graphql(
        app,
        `query ($cartId: ID!) { shippingOptions(cartId: $cartId) { id code priceType amount { amount currencyCode } } }`,
        { cartId }
      )
    )
    const standard = shippingOptions.find((o: any) => o.code === "standard")
    const express = shippingOptions.find((o: any) => o.code === "express")
    expect(standard.amount).toEqual({ amount: 8, currencyCode: "usd" })
    expect(express.amount.amount).toBe(18)

    const shipped = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $optionId: ID!) { setShippingMethod(cartId: $cartId, optionId: $optionId) { ${CART} } }`,
        {
          cartId,
          optionId: standard.id,
        }
      )
    ).setShippingMethod
    expect(shipped.shippingTotal.amount).toBe(8)

    const { paymentProviders } = ok(
      await graphql(app, `query ($regionId: ID!) { paymentProviders(regionId: $regionId) { id } }`, { regionId: us.id })
    )
    expect(paymentProviders.map((p: any) => p.id)).toContain("pp_system_default")
    const paying = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!) { initiatePaymentSession(cartId: $cartId, providerId: "pp_system_default") { ${CART} } }`,
        { cartId }
      )
    ).initiatePaymentSession
    expect(paying.paymentCollection.paymentSessions.map((s: any) => s.providerId)).toEqual(["pp_system_default"])

    const itemsTotal = 3 * fitVariant.price!.amount + renewVariant.price!.amount
    expect(paying.total.amount).toBeCloseTo(itemsTotal + 8, 2)
    // Items before discount: one figure, computed by the gateway for cart and order alike.
    expect(paying.itemsBeforeDiscount).toEqual({ amount: expect.closeTo(itemsTotal, 2), currencyCode: "usd" })

    const { completeCart: order } = ok(
      await graphql(app, `mutation ($cartId: ID!) { completeCart(cartId: $cartId) { ${ORDER} } }`, { cartId })
    )
    expect(order).toMatchObject({ email: "invitada@vitalia.test", currencyCode: "usd", status: "pending" })
    expect(order.total.amount).toBeCloseTo(itemsTotal + 8, 2)
    expect(order.shippingTotal.amount).toBe(8)
    expect(order.items.map((i: any) => [i.variantId, i.quantity]).sort()).toEqual(
      [
        [fitVariant.id, 3],
        [renewVariant.id, 1],
      ].sort()
    )
    expect(order.receipt).toEqual(expect.any(String))
    expect(order.itemsBeforeDiscount).toEqual(paying.itemsBeforeDiscount)
    expect(order.items.map((i: any) => i.subtotal.amount).sort()).toEqual(
      paying.items.map((i: any) => i.subtotal.amount).sort()
    )

    // The order exists in the engine.
    const reread = ok(
      await graphql(app, `query ($id: ID!, $receipt: String) { order(id: $id, receipt: $receipt) { ${ORDER} } }`, {
        id: order.id,
        receipt: order.receipt,
      })
    ).order
    expect(reread.total.amount).toBeCloseTo(order.total.amount, 2)
    expect(reread.receipt).toBeNull()

    // A second completion (the first answer lost, say) answers the same order and receipt, and makes no second order.
    const again = ok(
      await graphql(app, `mutation ($cartId: ID!) { completeCart(cartId: $cartId) { id displayId receipt } }`, {
        cartId,
      })
    ).completeCart
    expect(again).toEqual({ id: order.id, displayId: order.displayId, receipt: order.receipt })
    const orders = await withClient(
      inject("databaseUrl"),
      async (db) =>
        (
          await db.query("select count(*)::int as n from order_cart where cart_id = $1 and deleted_at is null", [
            cartId,
          ])
        ).rows[0].n
    )
    expect(orders).toBe(1)
  })

  it("completing the same cart twice at once makes one order", async () => {
    const us = await regionByCurrency(app, "usd", "Estados Unidos")
    const fit = await variantsOf(app, "hc-fit", us.id)
    const cartId = ok(
      await graphql(app, `mutation ($regionId: ID) { createCart(regionId: $regionId) { id } }`, { regionId: us.id })
    ).createCart.id
    ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $variantId: ID!) { addLineItem(cartId: $cartId, variantId: $variantId) { cart { id } } }`,
        { cartId, variantId: fit["HC-FIT-VAINILLA"].id }
      )
    )
    await readyForCompletion(app, cartId)
    const complete = `mutation ($cartId: ID!) { completeCart(cartId: $cartId) { id } }`
    const answers = await Promise.all([graphql(app, complete, { cartId }), graphql(app, complete, { cartId })])
    const ids = new Set(answers.filter((a) => !a.errors).map((a) => a.data!.completeCart.id))
    expect(ids.size).toBe(1)
    for (const answer of answers.filter((a) => a.errors)) {
      expect(answer.errors?.[0].extensions?.code).toBe("FAILED_TO_COMPLETE_CART")
    }
    const orders = await withClient(
      inject("databaseUrl"),
      async (db) =>
        (
          await db.query("select count(*)::int as n from order_cart where cart_id = $1 and deleted_at is null", [
            cartId,
          ])
        ).rows[0].n
    )
    expect(orders).toBe(1)
  })
})

describe("prepareCheckout: a filled cart is an order in two requests", () => {
  const PREPARE = `mutation ($cartId: ID!, $input: CheckoutInput!) { prepareCheckout(cartId: $cartId, input: $input) { ${CART} billingAddress { city countryCode } } }`

  it("address, shipping by its code and payment in one request, then completeCart", async () => {
    const { cartId } = await cartWithSkus(app, { "HC-FIT-VAINILLA": 2 })
    // Request 1 of 2.
    const prepared = ok(
      await graphql(app, PREPARE, {
        cartId,
        input: {
          email: "Dos.Pasos@Vitalia.test",
          shippingAddress: US_ADDRESS,
          shippingOptionCode: "express",
          paymentProviderId: "pp_system_default",
        },
      })
    ).prepareCheckout
    expect(prepared.email).toBe("dos.pasos@vitalia.test")
    expect(prepared.shippingAddress).toMatchObject({ countryCode: "us", province: "FL" })
    // Billing is the shipping address when left out.
    expect(prepared.billingAddress).toEqual({ city: US_ADDRESS.city, countryCode: "us" })
    expect(prepared.shippingMethods).toHaveLength(1)
    expect(prepared.shippingTotal.amount).toBe(18)
    expect(prepared.paymentCollection.paymentSessions).toEqual([{ providerId: "pp_system_default", status: "pending" }])
    expect(prepared.paymentCollection.amount.amount).toBe(prepared.total.amount)
    // Request 2 of 2.
    const order = ok(
      await graphql(app, `mutation ($cartId: ID!) { completeCart(cartId: $cartId) { ${ORDER} } }`, { cartId })
    ).completeCart
    expect(order.email).toBe("dos.pasos@vitalia.test")
    expect(order.total.amount).toBe(prepared.total.amount)
  })

  it("reads the whole cart once, with its payment session: its head first, to know whose it is, and the writes answer with the head", async () => {
    const { cartId } = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1 })
    const calls = await engineCallsDuring(
      async () =>
        ok(
          await graphql(app, PREPARE, {
            cartId,
            input: {
              email: "cuenta@vitalia.test",
              shippingAddress: US_ADDRESS,
              shippingOptionCode: "standard",
              paymentProviderId: "pp_system_default",
            },
          })
        ),
      { fields: true }
    )
    // Before the steps took the cart they were given: 11 calls, the whole cart read 6 times.
    const named = callName(cartId)
    // The cart's options are listed only when the cache does not know yet which option "standard"
    // names for this address (below).
    expect(calls.map(named).filter((call) => call !== "GET /store/shipping-options")).toEqual([
      "GET /store/carts/:cart/holder",
      "POST /store/carts/:cart (head)",
      "POST /store/carts/:cart/shipping-methods (head)",
      "POST /store/payment-collections",
      "POST /store/payment-collections/:collection/payment-sessions",
      "GET /store/carts/:cart (whole cart)",
    ])
  })

  it("asks the engine for what the caller selected: a purchase selecting ids reads no whole cart, and places the same order", async () => {
    const us = await regionByCurrency(app, "usd", "Estados Unidos")
    const variant = (await variantsOf(app, "hc-fit", us.id))["HC-FIT-VAINILLA"]
    let cartId = ""
    const calls = await engineCallsDuring(
      async () => {
        cartId = ok(await graphql(app, `mutation ($r: ID) { createCart(regionId: $r) { id } }`, { r: us.id }))
          .createCart.id
        const added = ok(
          await graphql(
            app,
            `mutation ($c: ID!, $v: ID!) { addLineItem(cartId: $c, variantId: $v, quantity: 2) { cart { id } notices { code } } }`,
            { c: cartId, v: variant.id }
          )
        )
        expect(added.addLineItem.cart).toEqual({ id: cartId })
        const prepared = ok(
          await graphql(
            app,
            `mutation ($c: ID!, $i: CheckoutInput!) { prepareCheckout(cartId: $c, input: $i) { id currencyCode completedAt } }`,
            {
              c: cartId,
              i: {
                email: "pocos.campos@vitalia.test",
                shippingAddress: US_ADDRESS,
                shippingOptionCode: "standard",
                paymentProviderId: "pp_system_default",
              },
            }
          )
        ).prepareCheckout
        expect(prepared).toEqual({ id: cartId, currencyCode: "usd", completedAt: null })
      },
      { fields: true }
    )
    const named = callName(cartId)
    // The custom promotions' list, and the cart's shipping options, are read only when the shared
    // cache does not hold them yet.
    expect(
      calls
        .map(named)
        .filter((call) => call !== "GET /store/custom-promotions" && call !== "GET /store/shipping-options")
    ).toEqual([
      "POST /store/carts (whole cart)",
      "GET /store/carts/:cart/holder",
      "POST /store/carts/:cart/line-items (lines)",
      "GET /store/carts/:cart/holder",
      "POST /store/carts/:cart (head)",
      "POST /store/carts/:cart/shipping-methods (head)",
      "POST /store/payment-collections",
      "POST /store/payment-collections/:collection/payment-sessions",
    ])
    // What was set is all there for a caller who asks for more: the whole cart, then the order.
    const cart = ok(await graphql(app, `query ($id: ID!) { cart(id: $id) { ${CART} } }`, { id: cartId })).cart
    expect(cart).toMatchObject({ email: "pocos.campos@vitalia.test", itemCount: 2, shippingTotal: { amount: 8 } })
    expect(cart.paymentCollection.paymentSessions).toEqual([{ providerId: "pp_system_default", status: "pending" }])
    const order = ok(
      await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { ${ORDER} } }`, { c: cartId })
    ).completeCart
    expect(order).toMatchObject({ email: "pocos.campos@vitalia.test", total: { amount: cart.total.amount } })
  })

  it("step by step, each mutation selecting only the id: the cart's head is enough, and the completion answers the order in one call", async () => {
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    const calls = await engineCallsDuring(
      async () => {
        ok(
          await graphql(app, `mutation ($c: ID!, $i: CartInput!) { updateCart(cartId: $c, input: $i) { id } }`, {
            c: cartId,
            i: { email: "paso@vitalia.test", shippingAddress: US_ADDRESS },
          })
        )
        const { shippingOptions } = ok(
          await graphql(app, `query ($c: ID!) { shippingOptions(cartId: $c) { id code } }`, { c: cartId })
        )
        const standard = shippingOptions.find((o: { code: string }) => o.code === "standard")
        ok(
          await graphql(app, `mutation ($c: ID!, $o: ID!) { setShippingMethod(cartId: $c, optionId: $o) { id } }`, {
            c: cartId,
            o: standard.id,
          })
        )
        ok(
          await graphql(
            app,
            `mutation ($c: ID!) { initiatePaymentSession(cartId: $c, providerId: "pp_system_default") { id } }`,
            { c: cartId }
          )
        )
        const order = ok(
          await graphql(app, `mutation ($c: ID!) { completeCart(cartId: $c) { id email } }`, { c: cartId })
        ).completeCart
        expect(order.email).toBe("paso@vitalia.test")
      },
      { fields: true }
    )
    // The options were asked for without their amounts: the calculated one is not priced.
    expect(calls.filter((call) => call.endsWith("/calculate"))).toEqual([])
    const named = callName(cartId)
    expect(calls.map(named).filter((call) => call.includes(":cart") && !call.includes("shipping-options"))).toEqual([
      "GET /store/carts/:cart/holder",
      "POST /store/carts/:cart (head)",
      "GET /store/carts/:cart/holder",
      "GET /store/carts/:cart/holder",
      "POST /store/carts/:cart/shipping-methods (head)",
      "GET /store/carts/:cart/holder",
      "GET /store/carts/:cart/holder",
      "POST /store/carts/:cart/complete (order)",
    ])
  })

  it("the option by its id works the same; running it again changes nothing but the session", async () => {
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    ok(
      await graphql(app, PREPARE, {
        cartId,
        input: {
          email: "otra@vitalia.test",
          shippingAddress: US_ADDRESS,
          shippingOptionCode: "standard",
          paymentProviderId: "pp_system_default",
        },
      })
    )
    const { shippingOptions } = ok(
      await graphql(app, `query ($cartId: ID!) { shippingOptions(cartId: $cartId) { id code } }`, { cartId })
    )
    const standard = shippingOptions.find((o: { code: string }) => o.code === "standard")
    const again = ok(
      await graphql(app, PREPARE, {
        cartId,
        input: { shippingAddress: US_ADDRESS, shippingOptionId: standard.id, paymentProviderId: "pp_system_default" },
      })
    ).prepareCheckout
    expect(again.email).toBe("otra@vitalia.test")
    expect(again.shippingMethods.map((m: { shippingOptionId: string }) => m.shippingOptionId)).toEqual([standard.id])
    expect(again.shippingTotal.amount).toBe(8)
  })

  it("refuses in the shopper's language, naming the field: both or neither ways of naming the option, an unknown code, a bad address", async () => {
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    const refusal = async (input: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const answer = await graphql(
        app,
        PREPARE,
        { cartId, input: { shippingAddress: US_ADDRESS, paymentProviderId: "pp_system_default", ...input } },
        headers
      )
      expect(answer.status).toBeLessThan(500)
      return answer.errors?.[0]
    }
    expect(await refusal({})).toMatchObject({
      message: "Indica la opción de envío por su id o por su código (uno de los dos).",
      extensions: { code: "BAD_USER_INPUT", field: "shippingOptionId" },
    })
    expect(
      await refusal({ shippingOptionId: "so_x", shippingOptionCode: "standard" }, { "accept-language": "en" })
    ).toMatchObject({
      message: "Name the shipping option by its id or by its code (one of the two).",
      extensions: { code: "BAD_USER_INPUT" },
    })
    expect(await refusal({ shippingOptionCode: "teletransporte" })).toMatchObject({
      message: "Esa opción de envío no existe.",
      extensions: { code: "BAD_USER_INPUT", field: "shippingOptionCode" },
    })
    const badAddress = await refusal({
      shippingOptionCode: "standard",
      shippingAddress: { ...US_ADDRESS, countryCode: "zz" },
    })
    // The engine refuses a country outside the cart's region in English words only; the shopper reads why, under the country.
    expect(badAddress).toMatchObject({
      message: "La dirección de envío no está en la región elegida.",
      extensions: { code: "BAD_USER_INPUT", field: "shippingAddress.countryCode" },
    })
  })

  it("remembers which option a shipping code names in a country: the next purchase there does not list the cart's options", async () => {
    // A gateway of its own, so nothing is remembered before its first purchase.
    const own = await buildGateway()
    try {
      const purchase = async (shippingAddress: typeof US_ADDRESS) => {
        const { cartId } = await cartWithSkus(own, { "HC-FIT-VAINILLA": 1 })
        const input = {
          email: "codigo@vitalia.test",
          shippingAddress,
          shippingOptionCode: "standard",
          paymentProviderId: "pp_system_default",
        }
        let prepared: Record<string, any> = {}
        const calls = await engineCallsDuring(
          async () => (prepared = ok(await graphql(own, PREPARE, { cartId, input })).prepareCheckout)
        )
        return { calls, prepared }
      }
      const first = await purchase(US_ADDRESS)
      expect(first.calls.filter((call) => call === "GET /store/shipping-options")).toHaveLength(1)
      const second = await purchase({
        ...US_ADDRESS,
        city: "Austin",
        province: { value: "TX", label: "Texas" },
        postalCode: "73301",
      })
      expect(second.calls).not.toContain("GET /store/shipping-options")
      // The same option either way.
      const option = (prepared: Record<string, any>) =>
        prepared.shippingMethods.map((m: { shippingOptionId: string; name: string }) => [m.shippingOptionId, m.name])
      expect(option(second.prepared)).toEqual(option(first.prepared))
      expect(second.prepared.shippingTotal).toEqual(first.prepared.shippingTotal)
    } finally {
      await own.close()
    }
  })

  it("an option remembered for a code that the engine refuses for the cart is looked up afresh, and the checkout goes on", async () => {
    const config = loadConfig(gatewayEnv())
    const medusa = new MedusaClient({
      baseUrl: config.medusaUrl,
      publishableKey: config.publishableKey,
      edgeSecret: config.engineEdgeSecret,
      timeoutMs: config.medusaTimeoutMs,
    })
    const services = createServices(medusa, config, app.log)
    try {
      const { cartId } = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1 })
      const { cart } = ok(await graphql(app, `query ($id: ID!) { cart(id: $id) { regionId } }`, { id: cartId }))
      // What a deleted option would leave remembered, under the key prepareCheckout uses.
      await services.catalogCache.get(
        ["shipping-option", cart.regionId, "us", "standard"],
        async () => "so_01NOLONGEROFFERED"
      )
      const caller = new Caller(medusa, { token: null, setToken: () => {} })
      const input = {
        email: "refusal@vitalia.test",
        shippingAddress: US_ADDRESS,
        shippingOptionCode: "standard",
        paymentProviderId: "pp_system_default",
      }
      let shipped: { shippingTotal?: { amount: number } | null } = {}
      const calls = await engineCallsDuring(
        async () => (shipped = await services.checkout.prepare(caller, cartId, input))
      )
      expect(calls.filter((call) => /shipping/.test(call))).toEqual([
        `POST /store/carts/${cartId}/shipping-methods`,
        "GET /store/shipping-options",
        `POST /store/carts/${cartId}/shipping-methods`,
      ])
      expect(shipped.shippingTotal?.amount).toBe(8)
    } finally {
      await services.catalogCache.close()
      await services.promotionsCache.close()
      await services.idempotency.close()
    }
  })
})

describe("completing a cart again answers the same order to the cart's holder", () => {
  const complete = `mutation ($cartId: ID!) { completeCart(cartId: $cartId) { id displayId receipt } }`
  const cartOrder = `query ($id: ID!) { cart(id: $id) { completedAt order { id displayId receipt } } }`

  it("a guest's sequential second completeCart returns the same order and receipt; cart(id) carries it", async () => {
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    await readyForCompletion(app, cartId)
    const first = ok(await graphql(app, complete, { cartId })).completeCart
    expect(first.receipt).toEqual(expect.any(String))
    const second = ok(await graphql(app, complete, { cartId })).completeCart
    expect(second).toEqual(first)
    const { cart } = ok(await graphql(app, cartOrder, { id: cartId }))
    expect(cart.completedAt).toEqual(expect.any(String))
    expect(cart.order).toEqual(first)
  })

  it("a customer's cart: the customer gets the order again, another caller gets NOT_FOUND", async () => {
    const owner = await newCustomer("Repite")
    const other = await newCustomer("Otro")
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 }, owner.headers)
    const open = ok(await graphql(app, cartOrder, { id: cartId }, owner.headers)).cart
    expect(open).toEqual({ completedAt: null, order: null })
    await readyForCompletion(app, cartId, owner.headers)
    const first = ok(await graphql(app, complete, { cartId }, owner.headers)).completeCart
    expect(ok(await graphql(app, complete, { cartId }, owner.headers)).completeCart).toEqual(first)
    expect(ok(await graphql(app, cartOrder, { id: cartId }, owner.headers)).cart.order).toEqual(first)

    for (const headers of [{}, other.headers]) {
      const answer = await graphql(app, complete, { cartId }, headers)
      expect(answer.errors?.[0].extensions?.code).toBe("NOT_FOUND")
      expect(JSON.stringify(answer)).not.toContain(first.id)
      expect((await graphql(app, cartOrder, { id: cartId }, headers)).errors?.[0].extensions?.code).toBe(
        "NO_ACTIVE_CART"
      )
    }
  })
})

describe("Idempotency-Key on the mutations that create something", () => {
  const createCart = `mutation ($regionId: ID) { createCart(regionId: $regionId) { id currencyCode } }`

  it("createCart: the same key and arguments answer the same cart (Idempotent-Replayed); other arguments are IDEMPOTENCY_KEY_REUSED", async () => {
    const us = await regionByCurrency(app, "usd", "Estados Unidos")
    const key = { "idempotency-key": `cart-${Date.now()}-${Math.random()}` }
    const send = (variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
      request(app.server)
        .post("/graphql")
        .set("content-type", "application/json")
        .set({ ...key, ...headers })
        .send({ query: createCart, variables })
    const first = await send({ regionId: us.id })
    expect(first.body.errors).toBeUndefined()
    expect(first.headers["idempotent-replayed"]).toBeUndefined()
    const again = await send({ regionId: us.id })
    expect(again.body.data.createCart).toEqual(first.body.data.createCart)
    expect(again.headers["idempotent-replayed"]).toBe("true")

    const colombia = await regionByCurrency(app, "cop")
    const other = await send({ regionId: colombia.id }, { "accept-language": "en" })
    expect(other.body.errors[0]).toMatchObject({
      message: "This Idempotency-Key was already used with another request: use a new key for each operation.",
      extensions: { code: "IDEMPOTENCY_KEY_REUSED" },
    })
    // Without the key the same arguments make a new cart.
    expect(ok(await graphql(app, createCart, { regionId: us.id })).createCart.id).not.toBe(
      first.body.data.createCart.id
    )
  })

  it("completeCart with a key answers the same order and receipt on the retry", async () => {
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    await readyForCompletion(app, cartId)
    const headers = { "idempotency-key": `order-${cartId}` }
    const complete = `mutation ($cartId: ID!) { completeCart(cartId: $cartId) { id receipt } }`
    const first = ok(await graphql(app, complete, { cartId }, headers)).completeCart
    expect(ok(await graphql(app, complete, { cartId }, headers)).completeCart).toEqual(first)
    const bad = await graphql(app, complete, { cartId }, { "idempotency-key": "con espacios no vale" })
    expect(bad.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "Idempotency-Key" })
  })
})
