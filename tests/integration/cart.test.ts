import type { FastifyInstance } from "fastify"
import Fastify from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildGateway, ENGLISH, graphql } from "../support/gateway.js"
import { CART, ok, regionByCurrency, variantsOf } from "../support/shopper.js"

let app: FastifyInstance
beforeAll(async () => (app = await buildGateway()))
afterAll(() => app.close())

const MISSING = "cart_01JZZZZZZZZZZZZZZZZZZZZZZZ"

describe("every cart operation on a missing cart answers 'No active cart'", () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ["cart", `query ($id: ID!) { cart(id: $id) { id } }`, { id: MISSING }],
    [
      "addLineItem",
      `mutation ($id: ID!) { addLineItem(cartId: $id, variantId: "variant_x", quantity: 1) { cart { id } } }`,
      { id: MISSING },
    ],
    [
      "updateLineItem",
      `mutation ($id: ID!) { updateLineItem(cartId: $id, lineId: "line_x", quantity: 2) { cart { id } } }`,
      { id: MISSING },
    ],
    [
      "updateLineItem to 0",
      `mutation ($id: ID!) { updateLineItem(cartId: $id, lineId: "line_x", quantity: 0) { cart { id } } }`,
      { id: MISSING },
    ],
    [
      "removeLineItem",
      `mutation ($id: ID!) { removeLineItem(cartId: $id, lineId: "line_x") { cart { id } } }`,
      { id: MISSING },
    ],
    [
      "updateCart",
      `mutation ($id: ID!) { updateCart(cartId: $id, input: { email: "a@b.co" }) { id } }`,
      { id: MISSING },
    ],
    [
      "applyPromotionCodes",
      `mutation ($id: ID!) { applyPromotionCodes(cartId: $id, codes: ["REGRESA20"]) { cart { id } } }`,
      { id: MISSING },
    ],
    [
      "removePromotionCodes",
      `mutation ($id: ID!) { removePromotionCodes(cartId: $id, codes: ["REGRESA20"]) { id } }`,
      { id: MISSING },
    ],
    ["shippingOptions", `query ($id: ID!) { shippingOptions(cartId: $id) { id } }`, { id: MISSING }],
    [
      "setShippingMethod",
      `mutation ($id: ID!) { setShippingMethod(cartId: $id, optionId: "so_x") { id } }`,
      { id: MISSING },
    ],
    [
      "initiatePaymentSession",
      `mutation ($id: ID!) { initiatePaymentSession(cartId: $id, providerId: "pp_system_default") { id } }`,
      { id: MISSING },
    ],
    ["completeCart", `mutation ($id: ID!) { completeCart(cartId: $id) { id } }`, { id: MISSING }],
    ["an empty id", `query { cart(id: "") { id } }`, {}],
  ]
  for (const [name, query, variables] of operations) {
    it(name, async () => {
      const { errors } = await graphql(app, query, variables, ENGLISH)
      expect(errors?.[0]).toMatchObject({ message: "No active cart", extensions: { code: "NO_ACTIVE_CART" } })
    })
  }
})

describe("creating a cart", () => {
  it("uses the shop's default region when none is given: the one shipping to DEFAULT_COUNTRY (us), in usd", async () => {
    const { createCart } = ok(await graphql(app, `mutation { createCart { id regionId currencyCode } }`))
    expect(createCart.currencyCode).toBe("usd")
    const { regions } = ok(await graphql(app, `{ regions { id isDefault countries { iso2 } } }`))
    const defaults = regions.filter((r: any) => r.isDefault)
    expect(defaults.map((r: any) => r.id)).toEqual([createCart.regionId])
    expect(defaults[0].countries.map((c: any) => c.iso2)).toContain("us")
  })

  it("follows DEFAULT_COUNTRY: co makes Colombia (cop) the default", async () => {
    const colombia = await buildGateway({ DEFAULT_COUNTRY: "CO" })
    try {
      const { createCart } = ok(await graphql(colombia, `mutation { createCart { regionId currencyCode } }`))
      expect(createCart.currencyCode).toBe("cop")
      const { region } = ok(
        await graphql(colombia, `query ($id: ID!) { region(id: $id) { isDefault } }`, { id: createCart.regionId })
      )
      expect(region.isDefault).toBe(true)
    } finally {
      await colombia.close()
    }
  })

  it("refuses an unknown or empty region with 'Invalid region'", async () => {
    for (const regionId of ["reg_does_not_exist", ""]) {
      const { errors } = await graphql(
        app,
        `mutation ($regionId: ID) { createCart(regionId: $regionId) { id } }`,
        { regionId },
        ENGLISH
      )
      expect(errors?.[0]).toMatchObject({ message: "Invalid region", extensions: { code: "INVALID_REGION" } })
    }
  })

  it("answers 'No region available' when the shop has no region", async () => {
    // The seeded engine always has regions; an engine that lists none is stood in by a
    // loopback server that answers the one call made before the error.
    const empty = Fastify()
    empty.get("/store/regions", async () => ({ regions: [], count: 0, offset: 0, limit: 1 }))
    await empty.listen({ port: 0, host: "127.0.0.1" })
    const port = (empty.server.address() as { port: number }).port
    const gateway = await buildGateway({ MEDUSA_URL: `http://127.0.0.1:${port}` })
    try {
      const { errors } = await graphql(gateway, `mutation { createCart { id } }`, {}, ENGLISH)
      expect(errors?.[0]).toMatchObject({ message: "No region available", extensions: { code: "NO_REGION_AVAILABLE" } })
    } finally {
      await gateway.close()
      await empty.close()
    }
  })
})

describe("lines", () => {
  async function cartWith(variantSku = "HC-FIT-VAINILLA", quantity = 2) {
    const us = await regionByCurrency(app, "usd", "Estados Unidos")
    const variants = await variantsOf(app, "hc-fit", us.id)
    const cartId = ok(
      await graphql(app, `mutation ($regionId: ID) { createCart(regionId: $regionId) { id } }`, { regionId: us.id })
    ).createCart.id
    const cart = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $variantId: ID!, $quantity: Int!) { addLineItem(cartId: $cartId, variantId: $variantId, quantity: $quantity) { cart { ${CART} } } }`,
        {
          cartId,
          variantId: variants[variantSku].id,
          quantity,
        }
      )
    ).addLineItem.cart
    return { cartId, cart, us }
  }

  it("a quantity of 0 removes the line", async () => {
    const { cartId, cart } = await cartWith()
    const result = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $lineId: ID!) { updateLineItem(cartId: $cartId, lineId: $lineId, quantity: 0) { cart { ${CART} } } }`,
        {
          cartId,
          lineId: cart.items[0].id,
        }
      )
    )
    expect(result.updateLineItem.cart.items).toEqual([])
    expect(result.updateLineItem.cart.itemCount).toBe(0)
  })

  it("a negative quantity removes the line too", async () => {
    const { cartId, cart } = await cartWith()
    const result = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $lineId: ID!) { updateLineItem(cartId: $cartId, lineId: $lineId, quantity: -3) { cart { itemCount } } }`,
        {
          cartId,
          lineId: cart.items[0].id,
        }
      )
    )
    expect(result.updateLineItem.cart.itemCount).toBe(0)
  })

  it("adding zero, negative or huge quantities is refused with BAD_USER_INPUT and changes nothing", async () => {
    const { cartId, cart } = await cartWith()
    for (const quantity of [0, -1, 1000]) {
      const { errors } = await graphql(
        app,
        `mutation ($cartId: ID!, $variantId: ID!, $quantity: Int!) { addLineItem(cartId: $cartId, variantId: $variantId, quantity: $quantity) { cart { id } } }`,
        {
          cartId,
          variantId: cart.items[0].variantId,
          quantity,
        }
      )
      expect(errors?.[0].extensions?.code).toBe("BAD_USER_INPUT")
    }
    expect(
      ok(await graphql(app, `query ($id: ID!) { cart(id: $id) { itemCount } }`, { id: cartId })).cart.itemCount
    ).toBe(2)
  })

  it("a bundle's quantity outside 1 to 99 is refused with the catalogue's message on quantity and changes nothing", async () => {
    const { cartId } = await cartWith()
    const us = await regionByCurrency(app, "usd", "Estados Unidos")
    const duo = (await variantsOf(app, "paquete-duo", us.id))["PAQUETE-DUO"].id
    for (const quantity of [0, 100]) {
      const { errors } = await graphql(
        app,
        `mutation ($cartId: ID!, $variantId: ID!, $quantity: Int!) { addBundle(cartId: $cartId, variantId: $variantId, quantity: $quantity) { cart { id } } }`,
        {
          cartId,
          variantId: duo,
          quantity,
        }
      )
      expect(errors?.[0]).toMatchObject({
        message: "La cantidad debe ser un número entero entre 1 y 99.",
        extensions: { code: "BAD_USER_INPUT", field: "quantity", limit: { min: 1, max: 99 } },
      })
    }
    expect(
      ok(await graphql(app, `query ($id: ID!) { cart(id: $id) { itemCount } }`, { id: cartId })).cart.itemCount
    ).toBe(2)
  })

  it("an unknown variant is a coded error, not a 500", async () => {
    const { cartId } = await cartWith()
    const { status, errors } = await graphql(
      app,
      `mutation ($cartId: ID!) { addLineItem(cartId: $cartId, variantId: "variant_nope", quantity: 1) { cart { id } } }`,
      { cartId }
    )
    expect(status).toBe(200)
    expect(["BAD_USER_INPUT", "NOT_FOUND"]).toContain(errors?.[0].extensions?.code)
  })

  it("moving a cart to another region keeps its items and prices them in the new currency", async () => {
    const { cartId, cart } = await cartWith("HC-FIT-CHOCOLATE", 2)
    const colombia = await regionByCurrency(app, "cop")
    const moved = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $regionId: ID!) { updateCart(cartId: $cartId, input: { regionId: $regionId }) { ${CART} } }`,
        {
          cartId,
          regionId: colombia.id,
        }
      )
    ).updateCart
    expect(moved.regionId).toBe(colombia.id)
    expect(moved.currencyCode).toBe("cop")
    expect(moved.items.map((i: any) => [i.variantId, i.quantity])).toEqual(
      cart.items.map((i: any) => [i.variantId, i.quantity])
    )
    expect(moved.items[0].unitPrice.currencyCode).toBe("cop")
    expect(moved.items[0].unitPrice.amount).toBeGreaterThan(cart.items[0].unitPrice.amount * 100)
  })

  it("metadata.enrollment cannot be written by the shopper", async () => {
    const { cartId } = await cartWith()
    const { errors } = await graphql(
      app,
      `mutation ($cartId: ID!) { updateCart(cartId: $cartId, input: { metadata: { enrollment: { sponsor_partner_id: "x" } } }) { id } }`,
      { cartId }
    )
    expect(errors?.[0]).toMatchObject({
      message: "Los datos adicionales no pueden incluir «enrollment».",
      extensions: { code: "BAD_USER_INPUT", field: "metadata.enrollment" },
    })
  })

  it("an unknown promotion code is reported to the shopper, not applied", async () => {
    const { cartId } = await cartWith()
    const { applyPromotionCodes } = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!) { applyPromotionCodes(cartId: $cartId, codes: ["NOEXISTE"]) { cart { promotions { code } } notices { kind code es en } } }`,
        { cartId }
      )
    )
    expect(applyPromotionCodes.cart.promotions).toEqual([])
    expect(applyPromotionCodes.notices).toEqual([
      {
        kind: "NEGATIVE",
        code: "COUPON_NOT_VALID",
        es: "El cupón NOEXISTE no es válido o ya no está vigente.",
        en: "The coupon NOEXISTE is not valid or has expired.",
      },
    ])
  })
})

describe("a bundle across a change of region", () => {
  it("moving the cart to another region keeps every bundle whole: its line and its price-0 components", async () => {
    const us = await regionByCurrency(app, "usd", "Estados Unidos")
    const mexico = await regionByCurrency(app, "mxn", "México")
    const cartId = ok(await graphql(app, `mutation ($r: ID) { createCart(regionId: $r) { id } }`, { r: us.id }))
      .createCart.id as string
    const duo = (await variantsOf(app, "paquete-duo", us.id))["PAQUETE-DUO"].id
    const added = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $variantId: ID!) { addBundle(cartId: $cartId, variantId: $variantId, quantity: 2) { cart { ${CART} } } }`,
        { cartId, variantId: duo }
      )
    ).addBundle.cart
    const componentsBefore = added.items.filter((i: any) => i.bundledBy)
    expect(componentsBefore).toHaveLength(2)

    const moved = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $regionId: ID!) { updateCart(cartId: $cartId, input: { regionId: $regionId }) { ${CART} } }`,
        { cartId, regionId: mexico.id }
      )
    ).updateCart
    expect(moved.currencyCode).toBe("mxn")
    // What the shopper sees afterwards, read again: the bundle, and each of its components tied to it.
    const { cart } = ok(await graphql(app, `query ($id: ID!) { cart(id: $id) { ${CART} } }`, { id: cartId }))
    const bundle = cart.items.filter((i: any) => i.variantId === duo)
    expect(bundle).toHaveLength(1)
    expect(bundle[0].quantity).toBe(2)
    expect(bundle[0].unitPrice.currencyCode).toBe("mxn")
    const components = cart.items.filter((i: any) => i.bundledBy)
    expect(components.map((c: any) => c.variantId).sort()).toEqual(componentsBefore.map((c: any) => c.variantId).sort())
    for (const component of components) {
      expect(component.bundledBy).toBe(bundle[0].id)
      expect(component.quantity).toBe(2)
      expect(component.unitPrice.amount).toBe(0)
    }
    expect(cart.items).toHaveLength(3)
  })
})
