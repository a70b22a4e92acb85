import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildGateway, graphql } from "../support/gateway.js"
import {
  CART,
  ORDER,
  US_ADDRESS,
  bearer,
  customerToken,
  ok,
  readyForCompletion,
  regionByCurrency,
  variantsOf,
} from "../support/shopper.js"

let app: FastifyInstance
let lucia: Record<string, string>
let mateo: Record<string, string>

beforeAll(async () => {
  app = await buildGateway()
  lucia = bearer(await customerToken(0))
  mateo = bearer(await customerToken(1))
})
afterAll(() => app.close())

async function cartWithItem(headers: Record<string, string> = {}) {
  const us = await regionByCurrency(app, "usd", "Estados Unidos")
  const variants = await variantsOf(app, "renew-pro", us.id)
  const cartId = ok(
    await graphql(
      app,
      `mutation ($regionId: ID) { createCart(regionId: $regionId) { id } }`,
      { regionId: us.id },
      headers
    )
  ).createCart.id
  ok(
    await graphql(
      app,
      `mutation ($cartId: ID!, $variantId: ID!) { addLineItem(cartId: $cartId, variantId: $variantId) { cart { id } } }`,
      { cartId, variantId: variants["RENEW-PRO-LIMON"].id },
      headers
    )
  )
  return cartId as string
}

describe("me", () => {
  it("is null for an anonymous shopper", async () => {
    expect(ok(await graphql(app, `{ me { id } }`)).me).toBeNull()
  })

  it("is null, not an error, when the engine answers 401 for the token (docs/product.md §7)", async () => {
    expect(ok(await graphql(app, `{ me { id } }`, {}, bearer("not-a-real-token"))).me).toBeNull()
  })

  it("is the signed-in customer with the profile fields of docs/product.md §3", async () => {
    const { me } = ok(
      await graphql(app, `{ me { id email firstName lastName metadata auth0Id addresses { id } } }`, {}, lucia)
    )
    expect(me).toMatchObject({ email: "lucia@vitalia.test", firstName: "Lucía", auth0Id: null })
  })

  it("updates the profile", async () => {
    const { updateProfile } = ok(
      await graphql(
        app,
        `mutation { updateProfile(input: { lastName: "Gómez Restrepo", metadata: { newsletter: true } }) { lastName metadata } }`,
        {},
        lucia
      )
    )
    expect(updateProfile.lastName).toBe("Gómez Restrepo")
    expect(updateProfile.metadata).toMatchObject({ newsletter: true })
  })

  it("asks anonymous shoppers to sign in for account changes", async () => {
    const { errors } = await graphql(app, `mutation { updateProfile(input: { firstName: "X" }) { id } }`)
    expect(errors?.[0]).toMatchObject({
      message: "Inicia sesión para continuar.",
      extensions: { code: "UNAUTHENTICATED" },
    })
  })
})

describe("the address book", () => {
  it("adds, defaults, normalises, updates and deletes addresses; nobody else can touch them", async () => {
    const add = `mutation ($input: SavedAddressInput!) { addAddress(input: $input) { addresses { id isDefaultShipping isDefaultBilling address { province address2 company city } } } }`
    const { addAddress } = ok(
      await graphql(
        app,
        add,
        { input: { address: { ...US_ADDRESS, province: { value: "FL" } }, isDefaultShipping: true } },
        lucia
      )
    )
    const saved = addAddress.addresses.at(-1)
    expect(saved).toMatchObject({
      isDefaultShipping: true,
      isDefaultBilling: false,
      address: { province: "FL", address2: "", company: "", city: "Miami" },
    })

    const update = `mutation ($id: ID!, $input: SavedAddressInput!) { updateAddress(id: $id, input: $input) { addresses { id isDefaultBilling address { city } } } }`
    const input = { address: { ...US_ADDRESS, city: "Orlando" }, isDefaultBilling: true }
    const other = await graphql(app, update, { id: saved.id, input }, mateo)
    expect(other.errors?.[0]).toMatchObject({
      message: "No encontramos esa dirección.",
      extensions: { code: "NOT_FOUND" },
    })
    const otherDelete = await graphql(
      app,
      `mutation ($id: ID!) { deleteAddress(id: $id) { id } }`,
      { id: saved.id },
      mateo
    )
    expect(otherDelete.errors?.[0].extensions?.code).toBe("NOT_FOUND")
    const anonymous = await graphql(app, update, { id: saved.id, input })
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")

    const updated = ok(await graphql(app, update, { id: saved.id, input }, lucia)).updateAddress.addresses.find(
      (a: any) => a.id === saved.id
    )
    expect(updated).toMatchObject({ isDefaultBilling: true, address: { city: "Orlando" } })

    const { deleteAddress } = ok(
      await graphql(app, `mutation ($id: ID!) { deleteAddress(id: $id) { addresses { id } } }`, { id: saved.id }, lucia)
    )
    expect(deleteAddress.addresses.map((a: any) => a.id)).not.toContain(saved.id)
  })
})

describe("carts belong to their customer", () => {
  it("a signed-in customer's cart is invisible and unchangeable to others", async () => {
    const cartId = await cartWithItem(lucia)
    expect(ok(await graphql(app, `query ($id: ID!) { cart(id: $id) { id } }`, { id: cartId }, lucia)).cart.id).toBe(
      cartId
    )
    for (const headers of [mateo, {}]) {
      const read = await graphql(app, `query ($id: ID!) { cart(id: $id) { id } }`, { id: cartId }, headers)
      expect(read.errors?.[0].extensions?.code).toBe("NO_ACTIVE_CART")
      const write = await graphql(
        app,
        `mutation ($id: ID!) { updateCart(cartId: $id, input: { email: "x@y.co" }) { id } }`,
        { id: cartId },
        headers
      )
      expect(write.errors?.[0].extensions?.code).toBe("NO_ACTIVE_CART")
    }
  })

  it("transferCart gives an anonymous cart to the signed-in customer (docs/product.md §4)", async () => {
    const cartId = await cartWithItem()
    const anonymousTransfer = await graphql(app, `mutation ($id: ID!) { transferCart(cartId: $id) { id } }`, {
      id: cartId,
    })
    expect(anonymousTransfer.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")
    const { transferCart } = ok(
      await graphql(app, `mutation ($id: ID!) { transferCart(cartId: $id) { ${CART} } }`, { id: cartId }, mateo)
    )
    expect(transferCart.itemCount).toBe(1)
    expect(transferCart.email).toBe("mateo@vitalia.test")
    const lost = await graphql(app, `query ($id: ID!) { cart(id: $id) { id } }`, { id: cartId })
    expect(lost.errors?.[0].extensions?.code).toBe("NO_ACTIVE_CART")
  })
})

describe("orders belong to their customer", () => {
  it("lists a customer's orders; nobody else can read one", async () => {
    const cartId = await cartWithItem(lucia)
    await readyForCompletion(app, cartId, lucia)
    const { completeCart: order } = ok(
      await graphql(app, `mutation ($id: ID!) { completeCart(cartId: $id) { ${ORDER} } }`, { id: cartId }, lucia)
    )

    const { me } = ok(
      await graphql(app, `{ me { orders(first: 5) { totalCount nodes { id displayId } } } }`, {}, lucia)
    )
    expect(me.orders.nodes.map((o: any) => o.id)).toContain(order.id)
    expect(me.orders.totalCount).toBeGreaterThanOrEqual(1)

    expect(ok(await graphql(app, `query ($id: ID!) { order(id: $id) { id } }`, { id: order.id }, lucia)).order.id).toBe(
      order.id
    )
    for (const headers of [mateo, {}]) {
      const { errors } = await graphql(app, `query ($id: ID!) { order(id: $id) { id } }`, { id: order.id }, headers)
      expect(errors?.[0]).toMatchObject({ message: "No encontramos ese pedido.", extensions: { code: "NOT_FOUND" } })
    }
    const forged = await graphql(
      app,
      `query ($id: ID!) { order(id: $id, receipt: "forged") { id } }`,
      { id: order.id },
      mateo
    )
    expect(forged.errors?.[0].extensions?.code).toBe("NOT_FOUND")
    const { me: other } = ok(await graphql(app, `{ me { orders { nodes { id } } } }`, {}, mateo))
    expect(other.orders.nodes.map((o: any) => o.id)).not.toContain(order.id)
  })

  it("order transfers need a signed-in customer", async () => {
    const { errors } = await graphql(app, `mutation { requestOrderTransfer(orderId: "order_x") { id } }`)
    expect(errors?.[0].extensions?.code).toBe("UNAUTHENTICATED")
  })
})

describe("coupons", () => {
  it("a valid public code is applied with 'Coupon applied successfully / Cupón aplicado correctamente'", async () => {
    const cartId = await cartWithItem()
    const { applyPromotionCodes } = ok(
      await graphql(
        app,
        `mutation ($id: ID!) { applyPromotionCodes(cartId: $id, codes: ["BIENVENIDA10"]) { cart { promotions { code } discountTotal { amount } } notices { kind code es en } } }`,
        { id: cartId }
      )
    )
    expect(applyPromotionCodes.cart.promotions.map((p: any) => p.code)).toEqual(["BIENVENIDA10"])
    expect(applyPromotionCodes.cart.discountTotal.amount).toBeGreaterThan(0)
    expect(applyPromotionCodes.notices).toEqual([
      {
        kind: "POSITIVE",
        code: "COUPON_APPLIED",
        es: "Cupón aplicado correctamente",
        en: "Coupon applied successfully",
      },
    ])
    const removed = ok(
      await graphql(
        app,
        `mutation ($id: ID!) { removePromotionCodes(cartId: $id, codes: ["BIENVENIDA10"]) { promotions { code } discountTotal { amount } } }`,
        { id: cartId }
      )
    )
    expect(removed.removePromotionCodes.promotions).toEqual([])
  })
})
