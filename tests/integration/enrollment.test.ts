import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildGateway, graphql } from "../support/gateway.js"
import { CART, cartWithSkus, newCustomer, ok, readyForCompletion } from "../support/shopper.js"

let app: FastifyInstance
beforeAll(async () => (app = await buildGateway()))
afterAll(() => app.close())

const UPDATE = `cart { ${CART} enrollment { sponsor { code name } personalStoreName } promotionNotices { code es } } notices { kind code es en }`
const setByStore = `mutation ($cartId: ID!, $store: String) { setEnrollment(cartId: $cartId, personalStoreName: $store) { ${UPDATE} } }`
const GIFT = "Ya tienes el regalo de esta promoción en tu carrito."
const MIN_TWO = "Agrega al menos 2 unidad(es) de los productos requeridos para esta promoción."

async function add(cartId: string, variantId: string, quantity: number, headers: Record<string, string> = {}) {
  return ok(
    await graphql(
      app,
      `mutation ($cartId: ID!, $variantId: ID!, $quantity: Int!) { addLineItem(cartId: $cartId, variantId: $variantId, quantity: $quantity) { ${UPDATE} } }`,
      {
        cartId,
        variantId,
        quantity,
      },
      headers
    )
  ).addLineItem
}

const codes = (cart: any) => cart.promotions.map((p: any) => p.code).sort()
const texts = (notices: any[]) => notices.map((n) => n.es)

describe("personal stores and partner search (public fields only)", () => {
  it("finds a seeded personal store by name", async () => {
    const { personalStore } = ok(
      await graphql(app, `{ personalStore(name: "carolina") { name title partner { code name } } }`)
    )
    expect(personalStore).toEqual({
      name: "carolina",
      title: "La tienda de Carolina",
      partner: { code: "VIT-0001", name: "Carolina Méndez" },
    })
    expect(ok(await graphql(app, `{ personalStore(name: "no-existe") { name } }`)).personalStore).toBeNull()
  })

  it("searches partners by name, at least 2 characters", async () => {
    const { partners } = ok(await graphql(app, `{ partners(search: "carol") { id code name personalStore { name } } }`))
    expect(partners).toContainEqual(
      expect.objectContaining({ code: "VIT-0001", name: "Carolina Méndez", personalStore: { name: "carolina" } })
    )
    const short = await graphql(app, `{ partners(search: "c") { id } }`)
    expect(short.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT")
    const many = await graphql(app, `{ partners(search: "ca", first: 50) { id } }`)
    expect(many.errors?.[0]).toMatchObject({
      message: "Pide entre 1 y 20 resultados por página.",
      extensions: { field: "first", limit: { min: 1, max: 20 } },
    })
  })
})

describe("enrollment through a personal-store link", () => {
  it("after setEnrollment the FITRENEWENROLLMENT gift applies automatically, and clearEnrollment takes it off", async () => {
    const { cartId, variants, last } = await cartWithSkus(app, { "HC-FIT-CHOCOLATE": 1 })
    expect(last.cart.promotions).toEqual([])

    const { setEnrollment } = ok(await graphql(app, setByStore, { cartId, store: "carolina" }))
    expect(setEnrollment.cart.enrollment).toEqual({
      sponsor: { code: "VIT-0001", name: "Carolina Méndez" },
      personalStoreName: "carolina",
    })
    expect(codes(setEnrollment.cart)).toEqual(["FITRENEWENROLLMENT"])
    const fitLine = setEnrollment.cart.items.find((i: any) => i.variantId === variants["HC-FIT-CHOCOLATE"])
    expect(setEnrollment.cart.discountTotal.amount).toBeCloseTo(fitLine.unitPrice.amount, 2)
    expect(texts(setEnrollment.notices)).toContain("Recibe un HC FIT o RENEW PRO gratis al agregar uno a tu carrito.")
    expect(texts(setEnrollment.notices)).toContain(GIFT)

    const { clearEnrollment } = ok(
      await graphql(app, `mutation ($cartId: ID!) { clearEnrollment(cartId: $cartId) { ${UPDATE} } }`, { cartId })
    )
    expect(clearEnrollment.cart.enrollment).toBeNull()
    expect(clearEnrollment.cart.promotions).toEqual([])
    expect(clearEnrollment.cart.discountTotal.amount).toBe(0)
  })

  it("a sponsor chosen by partner id works too; unknown sponsors and two answers are refused", async () => {
    const { cartId } = await cartWithSkus(app, { "RENEW-PRO-LIMON": 1 })
    const { partners } = ok(await graphql(app, `{ partners(search: "VIT-0001") { id } }`))
    const byId = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $id: ID) { setEnrollment(cartId: $cartId, partnerId: $id) { cart { promotions { code } enrollment { sponsor { code } personalStoreName } } } }`,
        { cartId, id: partners[0].id }
      )
    )
    expect(byId.setEnrollment.cart.enrollment).toEqual({ sponsor: { code: "VIT-0001" }, personalStoreName: null })
    expect(codes(byId.setEnrollment.cart)).toEqual(["FITRENEWENROLLMENT"])

    const unknown = await graphql(app, setByStore, { cartId, store: "no-existe" })
    expect(unknown.errors?.[0]).toMatchObject({
      message: "No encontramos esa tienda personal.",
      extensions: { code: "NOT_FOUND", field: "personalStoreName" },
    })
    const unknownId = await graphql(
      app,
      `mutation ($cartId: ID!) { setEnrollment(cartId: $cartId, partnerId: "ptnr_nope") { cart { id } } }`,
      { cartId }
    )
    expect(unknownId.errors?.[0].extensions?.code).toBe("NOT_FOUND")
    const both = await graphql(
      app,
      `mutation ($cartId: ID!) { setEnrollment(cartId: $cartId, partnerId: "ptnr_x", personalStoreName: "carolina") { cart { id } } }`,
      { cartId }
    )
    expect(both.errors?.[0]).toMatchObject({
      message: "Indica el socio o el nombre de su tienda personal, no ambos.",
      extensions: { code: "BAD_USER_INPUT" },
    })
    const noCart = await graphql(app, setByStore, { cartId: "cart_missing", store: "carolina" })
    expect(noCart.errors?.[0].extensions?.code).toBe("NO_ACTIVE_CART")
  })
})

describe("promotion warnings at their exact thresholds (docs/product.md §5)", () => {
  it("FREEMEMBERSHIP2: 'Agrega al menos 2 unidad(es)…' until the second required unit, then the gift warning", async () => {
    const { cartId, variants } = await cartWithSkus(app, { "MEMBRESIA-ANUAL": 1 })
    ok(await graphql(app, setByStore, { cartId, store: "carolina" }))

    const oneUnit = await add(cartId, variants["HC-FIT-VAINILLA"], 1)
    expect(texts(oneUnit.notices)).toContain(MIN_TWO)
    expect(texts(oneUnit.cart.promotionNotices)).toContain(MIN_TWO)
    expect(codes(oneUnit.cart)).not.toContain("FREEMEMBERSHIP2")

    const twoUnits = await add(cartId, variants["RENEW-PRO-LIMON"], 1)
    expect(texts(twoUnits.cart.promotionNotices)).not.toContain(MIN_TWO)
    expect(texts(twoUnits.cart.promotionNotices)).toContain(GIFT)
    expect(codes(twoUnits.cart)).toContain("FREEMEMBERSHIP2")
    const membership = twoUnits.cart.items.find((i: any) => i.variantId === variants["MEMBRESIA-ANUAL"])
    expect(
      membership.adjustments.map((a: any) => a.amount.amount).reduce((s: number, a: number) => s + a, 0)
    ).toBeCloseTo(membership.unitPrice.amount, 2)
  })

  it("the shop's own promotion is a named, automatic benefit that cannot be removed; a typed coupon can; the gift notice comes once, naming it", async () => {
    const { cartId } = await cartWithSkus(app, { "HC-FIT-CHOCOLATE": 1 })
    const NAMED = `cart { promotions { code isAutomatic removable title { es en } } promotionNotices { code es subject { es } } } notices { code subject { es } }`
    const enrolled = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!) { setEnrollment(cartId: $cartId, personalStoreName: "carolina") { ${NAMED} } }`,
        { cartId }
      )
    ).setEnrollment
    expect(enrolled.cart.promotions).toEqual([
      {
        code: "FITRENEWENROLLMENT",
        isAutomatic: true,
        removable: false,
        title: { es: "HC FIT o RENEW PRO de regalo al inscribirte", en: "A free HC FIT or RENEW PRO when you enroll" },
      },
    ])
    const gifts = enrolled.notices.filter((n: any) => n.code === "PROMOTION_GIFT_IN_CART")
    expect(gifts).toEqual([
      { code: "PROMOTION_GIFT_IN_CART", subject: { es: "HC FIT o RENEW PRO de regalo al inscribirte" } },
    ])

    const plain = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    const typed = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!) { applyPromotionCodes(cartId: $cartId, codes: ["BIENVENIDA10"]) { ${NAMED} } }`,
        { cartId: plain.cartId }
      )
    ).applyPromotionCodes
    expect(typed.cart.promotions).toEqual([
      { code: "BIENVENIDA10", isAutomatic: false, removable: true, title: { es: "BIENVENIDA10", en: "BIENVENIDA10" } },
    ])
  })

  it("FITRENEWENROLLMENT: the gift warning appears with the first unit, not before", async () => {
    const { cartId, variants } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    const enrolled = ok(await graphql(app, setByStore, { cartId, store: "carolina" })).setEnrollment
    expect(texts(enrolled.cart.promotionNotices)).not.toContain(GIFT)
    const first = await add(cartId, variants["RENEW-PRO-FRUTOS-ROJOS"], 1)
    expect(texts(first.cart.promotionNotices)).toContain(GIFT)
  })

  it("bundled lines never count towards the minimum", async () => {
    const { cartId, variants } = await cartWithSkus(app, { "MEMBRESIA-SEMESTRAL": 1 })
    ok(await graphql(app, setByStore, { cartId, store: "carolina" }))
    // The Paquete Especial bundles two HC FIT and one RENEW PRO: three bundled units.
    const bundle = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $variantId: ID!) { addBundle(cartId: $cartId, variantId: $variantId) { ${UPDATE} } }`,
        {
          cartId,
          variantId: variants["PAQUETE-ESPECIAL"],
        }
      )
    ).addBundle
    const bundled = bundle.cart.items.filter((i: any) => i.bundledBy)
    expect(bundled.length).toBeGreaterThanOrEqual(2)
    expect(texts(bundle.cart.promotionNotices)).toContain(MIN_TWO)
    expect(codes(bundle.cart)).not.toContain("FREEMEMBERSHIP2")
  })
})

describe("bundles in the cart", () => {
  it("removing the bundle line removes its components; components cannot be changed alone", async () => {
    const { cartId, variants } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    const added = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $variantId: ID!) { addBundle(cartId: $cartId, variantId: $variantId) { cart { ${CART} } } }`,
        { cartId, variantId: variants["PAQUETE-DUO"] }
      )
    ).addBundle.cart
    const parent = added.items.find((i: any) => i.variantId === variants["PAQUETE-DUO"])
    const children = added.items.filter((i: any) => i.bundledBy === parent.id)
    expect(children.map((c: any) => c.unitPrice.amount)).toEqual(children.map(() => 0))
    expect(children.length).toBe(2)

    const lone = await graphql(
      app,
      `mutation ($cartId: ID!, $lineId: ID!) { removeLineItem(cartId: $cartId, lineId: $lineId) { cart { id } } }`,
      { cartId, lineId: children[0].id }
    )
    expect(lone.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } })

    const doubled = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $lineId: ID!) { updateLineItem(cartId: $cartId, lineId: $lineId, quantity: 2) { cart { ${CART} } } }`,
        { cartId, lineId: parent.id }
      )
    ).updateLineItem.cart
    const newParent = doubled.items.find((i: any) => i.variantId === variants["PAQUETE-DUO"])
    expect(newParent.quantity).toBe(2)
    expect(doubled.items.filter((i: any) => i.bundledBy === newParent.id).map((c: any) => c.quantity)).toEqual([2, 2])

    const removed = ok(
      await graphql(
        app,
        `mutation ($cartId: ID!, $lineId: ID!) { removeLineItem(cartId: $cartId, lineId: $lineId) { cart { ${CART} } } }`,
        { cartId, lineId: newParent.id }
      )
    ).removeLineItem.cart
    expect(removed.items.map((i: any) => i.variantId)).toEqual([variants["TE-VERDE-HERBAL-30"]])
  })
})

describe("an order with an enrollment makes the customer a partner", () => {
  it("me.isPartner becomes true after the enrolled order is placed", async () => {
    const { headers } = await newCustomer("Inscrita")
    expect(ok(await graphql(app, `{ me { isPartner partner { code } } }`, {}, headers)).me).toEqual({
      isPartner: false,
      partner: null,
    })
    const { cartId } = await cartWithSkus(app, { "KIT-INSCRIPCION-BASICO": 1 }, headers)
    ok(await graphql(app, setByStore, { cartId, store: "carolina" }, headers))
    await readyForCompletion(app, cartId, headers)

    ok(await graphql(app, `mutation ($cartId: ID!) { completeCart(cartId: $cartId) { id } }`, { cartId }, headers))

    let me: any
    for (let attempt = 0; attempt < 40; attempt++) {
      me = ok(await graphql(app, `{ me { isPartner partner { code name personalStore { name } } } }`, {}, headers)).me
      if (me.isPartner) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(me.isPartner).toBe(true)
    expect(me.partner.code).toMatch(/^VIT-\d{4}$/)

    // A partner's own cart is enrolled without a sponsor: the gift applies.
    const next = await cartWithSkus(app, { "HC-FIT-VAINILLA": 1 }, headers)
    expect(codes(next.last.cart)).toEqual(["FITRENEWENROLLMENT"])
  })
})
