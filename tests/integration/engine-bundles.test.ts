import { beforeAll, describe, expect, it } from "vitest"
import { adminToken, checkout, createCart, engine, getCart, variantId } from "../support/engine.js"

/** The seeded bundles (commerce/data/catalog.ts: product.metadata.bundle). */
const DUO = { sku: "PAQUETE-DUO", price: 79, components: { "HC-FIT-VAINILLA": 1, "RENEW-PRO-FRUTOS-ROJOS": 1 } }
const ESPECIAL = {
  sku: "PAQUETE-ESPECIAL",
  price: 139,
  components: { "HC-FIT-VAINILLA": 2, "RENEW-PRO-FRUTOS-ROJOS": 1, "TE-VERDE-HERBAL-30": 1 },
}

const ids: Record<string, string> = {}
beforeAll(async () => {
  for (const sku of [DUO.sku, ESPECIAL.sku, "HC-FIT-VAINILLA"]) ids[sku] = await variantId(sku)
})

const addBundles = (cartId: string, items: unknown[]) =>
  engine("POST", `/store/carts/${cartId}/bundle-line-items?fields=id,total,*items`, { body: { items } })

function linesOf(cart: { items: any[] }) {
  const bundles = cart.items.filter((i) => i.metadata?.bundle_key && !i.metadata?.bundled_by)
  return bundles.map((bundle) => ({
    bundle,
    components: cart.items.filter((i) => i.metadata?.bundled_by === bundle.id),
  }))
}

describe("bundles: POST /store/carts/:id/bundle-line-items", () => {
  it("adds the bundle line at its price and each component at 0 with metadata.bundled_by", async () => {
    const cart = await createCart({ region: "Estados Unidos" })
    const { status, body } = await addBundles(cart.id, [
      { variant_id: ids[ESPECIAL.sku], quantity: 2, metadata: { nota: "regalo" } },
    ])
    expect(status).toBe(200)
    const [{ bundle, components }] = linesOf(body.cart)
    expect(bundle).toMatchObject({ variant_sku: ESPECIAL.sku, quantity: 2, unit_price: ESPECIAL.price })
    expect(bundle.metadata.nota).toBe("regalo")
    expect(Object.fromEntries(components.map((c: any) => [c.variant_sku, c.quantity]))).toEqual({
      "HC-FIT-VAINILLA": 4,
      "RENEW-PRO-FRUTOS-ROJOS": 2,
      "TE-VERDE-HERBAL-30": 2,
    })
    for (const component of components) {
      expect(component.unit_price).toBe(0)
      expect(component.is_custom_price).toBe(true)
      expect(component.is_discountable).toBe(false)
      expect(component.metadata.bundled_by).toBe(bundle.id)
    }
    expect(body.cart.items).toHaveLength(4)
    expect(body.cart.total).toBe(2 * ESPECIAL.price)
  })

  it("keeps two bundles apart, each with its own components", async () => {
    const cart = await createCart({ region: "Estados Unidos" })
    const { body } = await addBundles(cart.id, [
      { variant_id: ids[DUO.sku], quantity: 1 },
      { variant_id: ids[ESPECIAL.sku], quantity: 1 },
    ])
    const groups = linesOf(body.cart)
    expect(groups.map((g) => [g.bundle.variant_sku, g.components.length]).sort()).toEqual([
      [DUO.sku, 2],
      [ESPECIAL.sku, 3],
    ])
  })

  it("is atomic: an unknown variant adds nothing", async () => {
    const cart = await createCart({ region: "Estados Unidos" })
    const { status, body } = await addBundles(cart.id, [
      { variant_id: ids[DUO.sku], quantity: 1 },
      { variant_id: "variant_does_not_exist", quantity: 1 },
    ])
    expect(status).toBe(400)
    expect(body.message).toBe("Variant variant_does_not_exist does not exist")
    expect((await getCart(cart.id)).items).toEqual([])
  })

  it("is atomic: a component out of stock adds nothing, and a failed change keeps the bundle as it was", async () => {
    const token = await adminToken()
    const { body: found } = await engine(
      "GET",
      "/admin/inventory-items?sku=TE-VERDE-HERBAL-30&fields=id,location_levels.location_id,location_levels.stocked_quantity",
      { token }
    )
    const item = found.inventory_items[0]
    const level = item.location_levels[0]
    const stock = (stocked_quantity: number) =>
      engine("POST", `/admin/inventory-items/${item.id}/location-levels/${level.location_id}`, {
        token,
        body: { stocked_quantity },
      })

    const cart = await createCart({ region: "Estados Unidos" })
    const added = await addBundles(cart.id, [{ variant_id: ids[ESPECIAL.sku], quantity: 1 }])
    const before = added.body.cart.items.map((i: any) => [i.id, i.quantity]).sort()
    const [{ bundle }] = linesOf(added.body.cart)
    try {
      expect((await stock(1)).status).toBe(200)
      const more = await addBundles(cart.id, [
        { variant_id: ids[DUO.sku], quantity: 1 },
        { variant_id: ids[ESPECIAL.sku], quantity: 5 },
      ])
      expect(more.status).toBe(400)
      expect(more.body.code).toBe("insufficient_inventory")
      const changed = await engine("POST", `/store/carts/${cart.id}/bundle-line-items/${bundle.id}`, {
        body: { quantity: 5 },
      })
      expect(changed.status).toBe(400)
      expect((await getCart(cart.id)).items.map((i: any) => [i.id, i.quantity]).sort()).toEqual(before)
    } finally {
      await stock(level.stocked_quantity)
    }
  })

  it("refuses a variant that is not a bundle, and callers cannot set bundled_by", async () => {
    const cart = await createCart({ region: "Estados Unidos" })
    const plain = await addBundles(cart.id, [{ variant_id: ids["HC-FIT-VAINILLA"], quantity: 1 }])
    expect(plain.status).toBe(400)
    expect(plain.body.message).toMatch(/is not a bundle/)

    const { body } = await addBundles(cart.id, [
      { variant_id: ids[DUO.sku], quantity: 1, metadata: { bundled_by: "cali_x" } },
    ])
    const [{ bundle }] = linesOf(body.cart)
    expect(bundle.metadata.bundled_by).toBeUndefined()
  })

  it("answers 400 with a message for a bad body, never 500", async () => {
    const cart = await createCart({ region: "Estados Unidos" })
    for (const items of [[], [{ variant_id: ids[DUO.sku], quantity: 0 }], [{ quantity: 1 }], "x"]) {
      const { status, body } = await addBundles(cart.id, items as unknown[])
      expect(status, JSON.stringify(items)).toBe(400)
      expect(body.message).toBeTruthy()
    }
    expect((await addBundles("cart_missing", [{ variant_id: ids[DUO.sku], quantity: 1 }])).status).toBe(404)
  })

  it("refuses a bundle's quantity outside 1 to 99 with the code the gateway translates, adding nothing", async () => {
    const cart = await createCart({ region: "Estados Unidos" })
    for (const quantity of [0, -1, 100]) {
      const { status, body } = await addBundles(cart.id, [{ variant_id: ids[DUO.sku], quantity }])
      expect([status, body.code], String(quantity)).toEqual([400, "BUNDLE_QUANTITY_RANGE"])
    }
    const [{ bundle }] = linesOf((await addBundles(cart.id, [{ variant_id: ids[DUO.sku], quantity: 99 }])).body.cart)
    expect(bundle.quantity).toBe(99)
    const changed = await engine("POST", `/store/carts/${cart.id}/bundle-line-items/${bundle.id}`, {
      body: { quantity: 100 },
    })
    expect([changed.status, changed.body.code]).toEqual([400, "BUNDLE_QUANTITY_RANGE"])
    expect((await getCart(cart.id)).items.find((i: any) => i.id === bundle.id)?.quantity).toBe(99)
  })
})

describe("bundles: changing and removing", () => {
  it("a new quantity carries the components with it", async () => {
    const cart = await createCart({ region: "Estados Unidos" })
    const added = await addBundles(cart.id, [{ variant_id: ids[DUO.sku], quantity: 1 }])
    const [{ bundle }] = linesOf(added.body.cart)

    const { status, body } = await engine(
      "POST",
      `/store/carts/${cart.id}/bundle-line-items/${bundle.id}?fields=*items`,
      {
        body: { quantity: 3 },
      }
    )
    expect(status).toBe(200)
    const groups = linesOf(body.cart)
    expect(groups).toHaveLength(1)
    expect(groups[0].bundle.quantity).toBe(3)
    expect(groups[0].components.map((c: any) => c.quantity)).toEqual([3, 3])
    expect(body.cart.items).toHaveLength(3)
  })

  it("removing the bundle line removes its components, and leaves other lines alone", async () => {
    const cart = await createCart({ region: "Estados Unidos" })
    await engine("POST", `/store/carts/${cart.id}/line-items`, {
      body: { variant_id: ids["HC-FIT-VAINILLA"], quantity: 1 },
    })
    const added = await addBundles(cart.id, [{ variant_id: ids[DUO.sku], quantity: 1 }])
    const [{ bundle, components }] = linesOf(added.body.cart)

    const refused = await engine("DELETE", `/store/carts/${cart.id}/bundle-line-items/${components[0].id}`)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/part of the bundle/)

    const { status, body } = await engine(
      "DELETE",
      `/store/carts/${cart.id}/bundle-line-items/${bundle.id}?fields=*items`
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: bundle.id, object: "line-item", deleted: true })
    expect(body.parent.items.map((i: any) => [i.variant_sku, i.quantity, i.unit_price])).toEqual([
      ["HC-FIT-VAINILLA", 1, 49],
    ])
  })

  it("quantity 0 removes the bundle", async () => {
    const cart = await createCart({ region: "Estados Unidos" })
    const added = await addBundles(cart.id, [{ variant_id: ids[DUO.sku], quantity: 2 }])
    const [{ bundle }] = linesOf(added.body.cart)
    const { body } = await engine("POST", `/store/carts/${cart.id}/bundle-line-items/${bundle.id}?fields=*items`, {
      body: { quantity: 0 },
    })
    expect(body.cart.items).toEqual([])
  })

  it("an order completes with whole bundles only", async () => {
    const broken = await createCart({ region: "Estados Unidos", email: "paquetes@vitalia.test" })
    const added = await addBundles(broken.id, [{ variant_id: ids[DUO.sku], quantity: 1 }])
    const [{ bundle }] = linesOf(added.body.cart)
    // The plain line-item route leaves the components behind.
    await engine("DELETE", `/store/carts/${broken.id}/line-items/${bundle.id}`)
    const refused = await checkout(broken.id)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/^El carrito tiene un paquete incompleto/)

    const whole = await createCart({ region: "Estados Unidos", email: "paquetes@vitalia.test" })
    await addBundles(whole.id, [{ variant_id: ids[DUO.sku], quantity: 1 }])
    const { status, body } = await checkout(whole.id)
    expect(status).toBe(200)
    expect(body.type).toBe("order")
    const items = body.order.items.map((i: any) => [
      i.variant_sku,
      i.quantity,
      i.unit_price,
      Boolean(i.metadata?.bundled_by),
    ])
    expect(items.sort()).toEqual([
      ["HC-FIT-VAINILLA", 1, 0, true],
      ["PAQUETE-DUO", 1, DUO.price, false],
      ["RENEW-PRO-FRUTOS-ROJOS", 1, 0, true],
    ])
  })
})
