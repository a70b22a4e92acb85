import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildGateway, graphql } from "../support/gateway.js"
import { ShopBrowser } from "../support/idp.js"
import { CART, bearer, customerToken, newCustomer, ok, regionByCurrency, variantIdsBySku } from "../support/shopper.js"

/**
 * Account extras: the wishlist (docs/product.md §2 /account/wishlist), through the
 * gateway against the real engine (commerce's wishlist module).
 */
let app: FastifyInstance
let us: { id: string }
let mx: { id: string }
let variants: Record<string, string>

const WISHLIST = `items { id variantId addedAt product { id title handle } variant { id sku price { amount currencyCode } inStock inventoryQuantity } } itemCount`
const ME_WISHLIST = `query ($regionId: ID) { me { wishlist(regionId: $regionId) { ${WISHLIST} } } }`
const ADD = `mutation ($variantId: ID!, $regionId: ID) { addToWishlist(variantId: $variantId, regionId: $regionId) { ${WISHLIST} } }`
const REMOVE = `mutation ($variantId: ID!, $regionId: ID) { removeFromWishlist(variantId: $variantId, regionId: $regionId) { ${WISHLIST} } }`
const MOVE = `mutation ($variantId: ID!, $cartId: ID!, $quantity: Int!) {
  moveWishlistItemToCart(variantId: $variantId, cartId: $cartId, quantity: $quantity) { cart { ${CART} } notices { code } wishlist { ${WISHLIST} } }
}`

beforeAll(async () => {
  app = await buildGateway()
  us = await regionByCurrency(app, "usd", "Estados Unidos")
  mx = await regionByCurrency(app, "mxn")
  variants = await variantIdsBySku(app, us.id)
})
afterAll(() => app.close())

const myWishlist = async (headers: Record<string, string>, regionId = us.id) =>
  ok(await graphql(app, ME_WISHLIST, { regionId }, headers)).me.wishlist

describe("anonymous shoppers", () => {
  it("are asked to sign in to save a variant", async () => {
    const { errors } = await graphql(app, ADD, { variantId: variants["HC-FIT-VAINILLA"] })
    expect(errors?.[0]).toMatchObject({
      message: "Inicia sesión para continuar.",
      extensions: { code: "UNAUTHENTICATED" },
    })
    const removed = await graphql(app, REMOVE, { variantId: variants["HC-FIT-VAINILLA"] })
    expect(removed.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")
  })
})

describe("saving variants", () => {
  it("starts empty, and adds a variant once however often it is saved (even at the same moment)", async () => {
    const { headers } = await newCustomer("Deseos")
    expect(await myWishlist(headers)).toEqual({ items: [], itemCount: 0 })
    const variantId = variants["HC-FIT-VAINILLA"]
    const answers = await Promise.all([1, 2, 3].map(() => graphql(app, ADD, { variantId, regionId: us.id }, headers)))
    for (const answer of answers) ok(answer)
    ok(await graphql(app, ADD, { variantId, regionId: us.id }, headers))
    const wishlist = await myWishlist(headers)
    expect(wishlist.itemCount).toBe(1)
    expect(wishlist.items.map((i: any) => i.variantId)).toEqual([variantId])
  })

  it("lists saved variants with the region's current price and stock", async () => {
    const { headers } = await newCustomer("Precios")
    ok(await graphql(app, ADD, { variantId: variants["HC-FIT-VAINILLA"] }, headers))
    ok(await graphql(app, ADD, { variantId: variants["TE-VERDE-HERBAL-30"] }, headers))

    const { product } = ok(
      await graphql(
        app,
        `query ($regionId: ID) { product(handle: "hc-fit", regionId: $regionId) { variants { sku price { amount currencyCode } } } }`,
        { regionId: us.id }
      )
    )
    const catalogPrice = product.variants.find((v: any) => v.sku === "HC-FIT-VAINILLA").price

    const inUs = await myWishlist(headers, us.id)
    expect(inUs.items.map((i: any) => i.variant.sku)).toEqual(["HC-FIT-VAINILLA", "TE-VERDE-HERBAL-30"])
    const fit = inUs.items[0]
    expect(fit.product).toMatchObject({ title: "HC FIT", handle: "hc-fit" })
    expect(fit.variant.price).toEqual(catalogPrice)
    expect(fit.variant.price.currencyCode).toBe("usd")
    expect(fit.variant.inStock).toBe(true)
    expect(fit.variant.inventoryQuantity).toBeGreaterThan(0)
    expect(new Date(fit.addedAt).getTime()).toBeLessThanOrEqual(Date.now())

    const inMexico = await myWishlist(headers, mx.id)
    expect(inMexico.items[0].variant.price.currencyCode).toBe("mxn")
    // Without a region there is nothing to price in.
    const unpriced = ok(
      await graphql(app, `{ me { wishlist { items { variant { price { amount } inStock } } } } }`, {}, headers)
    ).me.wishlist
    expect(unpriced.items[0].variant).toEqual({ price: null, inStock: true })
  })

  it("refuses a variant the shop does not sell (NOT_FOUND) and an unknown region (INVALID_REGION)", async () => {
    const { headers } = await newCustomer("Errores")
    const unknown = await graphql(app, ADD, { variantId: "variant_no_existe" }, headers)
    expect(unknown.errors?.[0].extensions?.code).toBe("NOT_FOUND")
    const region = await graphql(app, ME_WISHLIST, { regionId: "reg_no_existe" }, headers)
    expect(region.errors?.[0]).toMatchObject({
      message: "La región no es válida.",
      extensions: { code: "INVALID_REGION" },
    })
  })

  it("removes a variant; removing one that is not saved is no error", async () => {
    const { headers } = await newCustomer("Quitar")
    ok(await graphql(app, ADD, { variantId: variants["HC-FIT-VAINILLA"] }, headers))
    ok(await graphql(app, ADD, { variantId: variants["TE-VERDE-HERBAL-30"] }, headers))
    const after = ok(await graphql(app, REMOVE, { variantId: variants["HC-FIT-VAINILLA"] }, headers)).removeFromWishlist
    expect(after.items.map((i: any) => i.variantId)).toEqual([variants["TE-VERDE-HERBAL-30"]])
    const again = ok(await graphql(app, REMOVE, { variantId: variants["HC-FIT-VAINILLA"] }, headers)).removeFromWishlist
    expect(again.itemCount).toBe(1)
  })
})

describe("a wishlist belongs to its customer", () => {
  it("survives sign-out and sign-in", async () => {
    const email = `deseos-${Date.now()}-${Math.floor(Math.random() * 1e6)}@vitalia.test`
    const password = "una-clave-larga-2026"
    const browser = new ShopBrowser(app)
    ok(
      await browser.graphql(`mutation ($input: RegisterInput!) { register(input: $input) { customer { email } } }`, {
        input: { email, password, firstName: "Vuelve" },
      })
    )
    ok(await browser.graphql(ADD, { variantId: variants["FIBRA-PLUS-NATURAL"], regionId: us.id }))

    ok(await browser.graphql(`mutation { logout }`))
    expect(ok(await browser.graphql(`{ me { id } }`)).me).toBeNull()
    const anonymous = await browser.graphql(ADD, { variantId: variants["HC-FIT-VAINILLA"] })
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")

    ok(
      await browser.graphql(
        `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { customer { email } } }`,
        { email, password }
      )
    )
    const wishlist = ok(await browser.graphql(ME_WISHLIST, { regionId: us.id })).me.wishlist
    expect(wishlist.items.map((i: any) => i.variant.sku)).toEqual(["FIBRA-PLUS-NATURAL"])
  })

  it("another customer can neither read nor change it", async () => {
    const owner = (await newCustomer("Duena")).headers
    const stranger = bearer(await customerToken(1))
    const variantId = variants["OMEGA-3-PLUS-60"]
    ok(await graphql(app, ADD, { variantId }, owner))

    expect((await myWishlist(stranger)).items.map((i: any) => i.variantId)).not.toContain(variantId)
    ok(await graphql(app, REMOVE, { variantId }, stranger))
    const strangerCart = ok(
      await graphql(app, `mutation ($r: ID) { createCart(regionId: $r) { id } }`, { r: us.id }, stranger)
    ).createCart.id
    const moved = await graphql(app, MOVE, { variantId, cartId: strangerCart, quantity: 1 }, stranger)
    expect(moved.errors?.[0].extensions?.code).toBe("NOT_FOUND")

    expect((await myWishlist(owner)).items.map((i: any) => i.variantId)).toEqual([variantId])
  })
})

describe("moving an item to the cart", () => {
  it("adds it to the cart as addLineItem does and takes it off the wishlist", async () => {
    const { headers } = await newCustomer("Mover")
    const variantId = variants["MULTIVITAMINICO-30"]
    ok(await graphql(app, ADD, { variantId }, headers))
    ok(await graphql(app, ADD, { variantId: variants["TE-VERDE-HERBAL-30"] }, headers))
    const cartId = ok(
      await graphql(app, `mutation ($r: ID) { createCart(regionId: $r) { id } }`, { r: us.id }, headers)
    ).createCart.id

    const { moveWishlistItemToCart: moved } = ok(await graphql(app, MOVE, { variantId, cartId, quantity: 2 }, headers))
    expect(moved.cart.items).toEqual([expect.objectContaining({ variantId, quantity: 2 })])
    expect(moved.wishlist.items.map((i: any) => i.variantId)).toEqual([variants["TE-VERDE-HERBAL-30"]])
    // The wishlist in the answer is priced in the cart's region.
    expect(moved.wishlist.items[0].variant.price.currencyCode).toBe("usd")
  })

  it("keeps the item saved when the cart is not the customer's", async () => {
    const { headers } = await newCustomer("Ajeno")
    const variantId = variants["MULTIVITAMINICO-30"]
    ok(await graphql(app, ADD, { variantId }, headers))
    const othersCart = ok(
      await graphql(
        app,
        `mutation ($r: ID) { createCart(regionId: $r) { id } }`,
        { r: us.id },
        bearer(await customerToken(1))
      )
    ).createCart.id
    const moved = await graphql(app, MOVE, { variantId, cartId: othersCart, quantity: 1 }, headers)
    expect(moved.errors?.[0].extensions?.code).toBe("NO_ACTIVE_CART")
    expect((await myWishlist(headers)).itemCount).toBe(1)
  })
})
