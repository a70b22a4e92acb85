import { beforeAll, describe, expect, it } from "vitest"
import { address, createCart, engine, variantId } from "../support/engine.js"

const ids: Record<string, string> = {}
beforeAll(async () => {
  for (const sku of ["HC-FIT-VAINILLA", "PAQUETE-ESPECIAL", "MULTIVITAMINICO-30"]) ids[sku] = await variantId(sku)
})

/** A Ballena quote for a cart that is not stored (weights come from the catalog). */
async function draftQuote(
  destination: { country_code: string; province?: string },
  items: [string, number][],
  currency = "usd"
) {
  const { status, body } = await engine("POST", "/store/ballena-shipping", {
    body: {
      cart: {
        currency_code: currency,
        shipping_address: destination,
        items: items.map(([sku, quantity]) => ({ variant_id: ids[sku], quantity })),
      },
    },
  })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.quote
}

describe("calculated shipping (provider ballena)", () => {
  it("offers one calculated 'Envío calculado' option in each zone", async () => {
    for (const [region, country] of [
      ["Estados Unidos", "us"],
      ["Colombia", "co"],
      ["Europa", "es"],
    ] as const) {
      const cart = await createCart({ region })
      await engine("POST", `/store/carts/${cart.id}`, { body: { shipping_address: address(country) } })
      const { body } = await engine("GET", `/store/shipping-options?cart_id=${cart.id}`)
      const calculated = body.shipping_options.filter((o: { price_type: string }) => o.price_type === "calculated")
      expect(calculated, region).toHaveLength(1)
      expect(calculated[0]).toMatchObject({ name: `Envío calculado — ${region}`, provider_id: "ballena_ballena" })
    }
  })

  it("prices by destination: country, and province where it matters", async () => {
    const items: [string, number][] = [["HC-FIT-VAINILLA", 1]]
    const florida = await draftQuote({ country_code: "us", province: "FL" }, items)
    const alaska = await draftQuote({ country_code: "us", province: "us-ak" }, items)
    const colombia = await draftQuote({ country_code: "co", province: "ANT" }, items)
    const sanAndres = await draftQuote({ country_code: "co", province: "SAP" }, items)
    const japan = await draftQuote({ country_code: "jp" }, items)
    expect(florida).toMatchObject({
      amount: 7,
      currency_code: "usd",
      zone: "estados-unidos",
      remote: false,
      weight_grams: 850,
      billable_kg: 1,
    })
    expect(alaska).toMatchObject({ province_code: "AK", remote: true })
    expect(alaska.amount).toBeGreaterThan(florida.amount)
    expect(colombia.amount).not.toBe(florida.amount)
    expect(sanAndres.amount).toBeGreaterThan(colombia.amount)
    expect(japan.zone).toBe("asia-pacifico")
    expect(japan.amount).toBeGreaterThan(florida.amount)
  })

  it("prices by weight: variant weight × quantity", async () => {
    const light = await draftQuote({ country_code: "us" }, [["MULTIVITAMINICO-30", 1]])
    const heavy = await draftQuote({ country_code: "us" }, [["HC-FIT-VAINILLA", 5]])
    expect(light.weight_grams).toBe(90)
    expect(heavy.weight_grams).toBe(4250)
    expect(heavy.amount).toBeGreaterThan(light.amount)
  })

  it("quotes in the cart's currency", async () => {
    const quote = await draftQuote({ country_code: "co" }, [["HC-FIT-VAINILLA", 1]], "cop")
    expect(quote).toMatchObject({ currency_code: "cop", amount: 20000 })
  })

  it("quotes a stored cart and sets its method through ballena-shipping-methods", async () => {
    const cart = await createCart({ region: "Colombia" })
    await engine("POST", `/store/carts/${cart.id}/bundle-line-items`, {
      body: { items: [{ variant_id: ids["PAQUETE-ESPECIAL"], quantity: 1 }] },
    })
    await engine("POST", `/store/carts/${cart.id}`, { body: { shipping_address: address("co", "DC") } })

    const { status, body } = await engine("POST", "/store/ballena-shipping", { body: { cart: { id: cart.id } } })
    expect(status).toBe(200)
    // A bundle ships as one parcel: its components weigh nothing extra.
    expect(body.quote).toMatchObject({
      provider_id: "ballena_ballena",
      currency_code: "cop",
      zone: "colombia",
      weight_grams: 2470,
      billable_kg: 3,
    })
    expect(body.shipping_options).toHaveLength(1)
    expect(body.shipping_options[0]).toMatchObject({
      price_type: "calculated",
      amount: body.quote.amount,
      currency_code: "cop",
    })

    const set = await engine("POST", "/store/ballena-shipping-methods?fields=id,shipping_total,*shipping_methods", {
      body: { cart_id: cart.id, shipping_methods: [{ option_id: body.shipping_options[0].id, data: {} }] },
    })
    expect(set.status).toBe(200)
    expect(set.body.cart.shipping_total).toBe(body.quote.amount)
    expect(set.body.cart.shipping_methods[0]).toMatchObject({
      shipping_option_id: body.shipping_options[0].id,
      amount: body.quote.amount,
    })
  })

  it("answers 400 with a message for what it cannot quote, never 500", async () => {
    const empty = await createCart({ region: "Estados Unidos" })
    const cases: [unknown, RegExp][] = [
      [{}, /cart_id is required/],
      [{ cart_id: empty.id }, /shipping address with a country/],
      [
        { cart: { currency_code: "usd", shipping_address: { country_code: "us" }, items: [] } },
        /cart\.items is required/,
      ],
      [
        { cart: { currency_code: "usd", items: [{ variant_id: ids["HC-FIT-VAINILLA"], quantity: 1 }] } },
        /country_code is required/,
      ],
      [
        {
          cart: {
            currency_code: "usd",
            shipping_address: { country_code: "us" },
            items: [{ variant_id: "variant_x", quantity: 1 }],
          },
        },
        /does not exist/,
      ],
    ]
    for (const [body, message] of cases) {
      const answer = await engine("POST", "/store/ballena-shipping", { body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.message).toMatch(message)
    }
    const noMethods = await engine("POST", "/store/ballena-shipping-methods", {
      body: { cart_id: empty.id, shipping_methods: [] },
    })
    expect(noMethods.status).toBe(400)
  })
})
