import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildGateway, ENGLISH, graphql } from "../support/gateway.js"
import { ok, regionByCurrency } from "../support/shopper.js"

/**
 * The error catalogue against the real engine: each refusal in the request's language
 * (Spanish by default, English by Accept-Language or the storefront's cookie), with the
 * field and limit it is about, and never the engine's English.
 */
let app: FastifyInstance
let usRegion: string
beforeAll(async () => {
  app = await buildGateway()
  usRegion = (await regionByCurrency(app, "usd", "Estados Unidos")).id
})
afterAll(() => app.close())

const SPANISH = { "accept-language": "es-CO,es;q=0.9" }
const ENGINE_ENGLISH = /Some variant|does not have|Invalid request|is required|must be|not found|was not/i

async function newCart() {
  return ok(
    await graphql(app, `mutation ($regionId: ID) { createCart(regionId: $regionId) { id } }`, { regionId: usRegion })
  ).createCart.id as string
}

/** The tea's 60-sachet variant as the catalogue shows it in a language (Spanish unless `headers` say otherwise). */
async function teaSixty(headers: Record<string, string> = {}) {
  const { product } = ok(
    await graphql(
      app,
      `query ($regionId: ID) { product(handle: "te-verde-herbal", regionId: $regionId) { title variants { id sku title inventoryQuantity } } }`,
      { regionId: usRegion },
      headers
    )
  )
  const variant = product.variants.find((v: { sku: string }) => v.sku === "TE-VERDE-HERBAL-60")
  return { ...variant, product: product.title as string }
}

const ADD = `mutation ($cartId: ID!, $variantId: ID!, $quantity: Int!) { addLineItem(cartId: $cartId, variantId: $variantId, quantity: $quantity) { cart { id } } }`

describe("the error catalogue on the real engine", () => {
  it("more units than are in stock: INSUFFICIENT_INVENTORY naming the product and what is left, in Spanish and in English", async () => {
    const tea = await teaSixty()
    // English names the product and variant as the English catalogue does (the Translation Module).
    const englishTea = await teaSixty(ENGLISH)
    expect(englishTea.product).toBe("Herbal Green Tea")
    expect(englishTea.title).not.toBe(tea.title)
    expect(tea.inventoryQuantity).toBeGreaterThan(0)
    const cartId = await newCart()
    const spanish = await graphql(app, ADD, { cartId, variantId: tea.id, quantity: 999 }, SPANISH)
    expect(spanish.errors?.[0]).toMatchObject({
      message: `Solo quedan ${tea.inventoryQuantity} unidad(es) de ${tea.product} — ${tea.title}.`,
      extensions: {
        code: "INSUFFICIENT_INVENTORY",
        field: "quantity",
        variantId: tea.id,
        available: tea.inventoryQuantity,
      },
    })
    const english = await graphql(app, ADD, { cartId, variantId: tea.id, quantity: 999 }, ENGLISH)
    expect(english.errors?.[0].message).toBe(
      `Only ${tea.inventoryQuantity} unit(s) of ${englishTea.product} — ${englishTea.title} are left.`
    )
    expect(JSON.stringify([spanish.errors, english.errors])).not.toMatch(ENGINE_ENGLISH)
  })

  it("a bad e-mail and a long name: the field's input path, its limit, and one language at a time", async () => {
    const cartId = await newCart()
    const UPDATE = `mutation ($cartId: ID!, $input: CartInput!) { updateCart(cartId: $cartId, input: $input) { id } }`
    const email = await graphql(app, UPDATE, { cartId, input: { email: "no-es-un-correo" } })
    expect(email.errors?.[0]).toMatchObject({
      message: "Escribe un correo electrónico válido.",
      extensions: { code: "BAD_USER_INPUT", field: "email" },
    })
    const name = await graphql(
      app,
      UPDATE,
      { cartId, input: { shippingAddress: { firstName: "x".repeat(201), countryCode: "us" } } },
      ENGLISH
    )
    expect(name.errors?.[0]).toMatchObject({
      message: "Please check the first name: it takes at most 200 characters.",
      extensions: { code: "BAD_USER_INPUT", field: "shippingAddress.firstName", limit: { max: 200 } },
    })
  })

  it("registration speaks one language, not both at once, and refuses markup in a name", async () => {
    const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { customer { id } } }`
    const input = {
      email: `largo-${Date.now()}@vitalia.test`,
      password: "vitalia-2026-largo",
      firstName: "x".repeat(101),
      lastName: "Prueba",
    }
    const spanish = await graphql(app, REGISTER, { input })
    expect(spanish.errors?.[0]).toMatchObject({
      message: "Revisa el nombre: admite como máximo 100 caracteres.",
      extensions: { field: "firstName", limit: { max: 100 } },
    })
    const english = await graphql(app, REGISTER, { input }, ENGLISH)
    expect(english.errors?.[0].message).toBe("Please check the first name: it takes at most 100 characters.")
    const markup = await graphql(app, REGISTER, { input: { ...input, firstName: "Ana", lastName: "<b>Pérez</b>" } })
    expect(markup.errors?.[0]).toMatchObject({
      message: "Revisa el apellido: no puede llevar los signos < > ni caracteres de control.",
      extensions: { field: "lastName" },
    })
  })

  it("too many promotion codes: the limit in words and in extensions", async () => {
    const cartId = await newCart()
    const codes = Array.from({ length: 11 }, (_, i) => `CODIGO${i}`)
    const { errors } = await graphql(
      app,
      `mutation ($cartId: ID!, $codes: [String!]!) { applyPromotionCodes(cartId: $cartId, codes: $codes) { cart { id } } }`,
      { cartId, codes }
    )
    expect(errors?.[0]).toMatchObject({
      message: "Puedes usar hasta 10 códigos de hasta 64 caracteres.",
      extensions: { field: "codes", limit: { count: 10, length: 64 } },
    })
  })

  it("the storefront's language cookie wins over the browser's Accept-Language", async () => {
    const { errors } = await graphql(
      app,
      `{ product(handle: "no-existe") { id } }`,
      {},
      { ...SPANISH, cookie: "vitalia_locale=en" }
    )
    expect(errors?.[0]).toMatchObject({ message: "We could not find that product.", extensions: { code: "NOT_FOUND" } })
  })

  it("GraphQL's own refusals keep their code, with the catalogue's message and the detail for developers", async () => {
    const { errors } = await graphql(app, `{ product(handle: "x") { noSuchField } }`)
    expect(errors?.[0]).toMatchObject({
      message: "La consulta no es válida.",
      extensions: { code: "GRAPHQL_VALIDATION_FAILED", detail: expect.stringContaining("noSuchField") },
    })
  })

  it("REST answers of the sign-in routes speak the request's language too", async () => {
    const spanish = await request(app.server)
      .post("/admin-api/auth/login")
      .send({ email: "nadie@vitalia.test", password: "incorrecta" })
    expect(spanish.body).toMatchObject({ code: "AUTHENTICATION_FAILED", message: "No pudimos iniciar tu sesión." })
  })
})
