import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors"
import { describe, expect, it } from "vitest"
import { en } from "../i18n/en"
import { errorText } from "../i18n"
import { es } from "../i18n/es"
import { ShopError } from "../state/errors"
import { toShopError } from "./api-errors"

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] })

describe("the API's errors on the web (extensions.code, field, limit)", () => {
  it("an input error keeps its code, its message in the language asked for, its field and its limit", () => {
    const error = toShopError(
      graphQLError("Revisa el nombre: admite como máximo 200 caracteres.", {
        code: "BAD_USER_INPUT",
        field: "shippingAddress.firstName",
        limit: { max: 200 },
      })
    )
    expect(error).toBeInstanceOf(ShopError)
    expect(error).toMatchObject({
      code: "BAD_USER_INPUT",
      message: "Revisa el nombre: admite como máximo 200 caracteres.",
      field: "shippingAddress.firstName",
      limit: { max: 200 },
      fromApi: true,
    })
    expect(
      toShopError(
        graphQLError("La contraseña debe tener entre 12 y 128 caracteres.", {
          code: "BAD_USER_INPUT",
          field: "password",
          limit: { min: 12, max: 128 },
        })
      ).limit
    ).toEqual({ min: 12, max: 128 })
  })

  it("an error without a field, or with a malformed field or limit, has none", () => {
    expect(toShopError(graphQLError("No hay un carrito activo.", { code: "NO_ACTIVE_CART" }))).toMatchObject({
      field: null,
      limit: null,
    })
    expect(toShopError(graphQLError("x", { code: "BAD_USER_INPUT", field: 3, limit: { max: "200" } }))).toMatchObject({
      field: null,
      limit: null,
    })
  })

  it("a GraphQL answer with a transport error status is read from its body; anything else is the shop not answering", () => {
    const body = JSON.stringify({
      errors: [{ message: "La solicitud es demasiado grande.", extensions: { code: "PAYLOAD_TOO_LARGE" } }],
    })
    const tooLarge = new ServerError("Response not successful", {
      response: new Response(body, { status: 413 }),
      bodyText: body,
    })
    expect(toShopError(tooLarge)).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "La solicitud es demasiado grande.",
      fromApi: true,
    })
    expect(toShopError(new TypeError("Failed to fetch"))).toMatchObject({
      code: "UPSTREAM_UNAVAILABLE",
      fromApi: false,
    })
  })

  it("the shopper reads the API's message as it came, a promotion's reason in the chosen language, and the storefront's own words for its own failures", () => {
    const api = toShopError(
      graphQLError("Solo quedan 2 unidad(es) de HC FIT.", {
        code: "INSUFFICIENT_INVENTORY",
        field: "quantity",
        available: 2,
      })
    )
    expect(errorText(api, es, "es")).toBe("Solo quedan 2 unidad(es) de HC FIT.")
    const refused = toShopError(
      graphQLError("Solo para socios.", {
        code: "PROMOTION_NOT_ELIGIBLE",
        reason: { es: "Solo para socios.", en: "Partners only." },
      })
    )
    expect(errorText(refused, en, "en")).toBe("Partners only.")
    expect(errorText(new ShopError("NO_ACTIVE_CART", "No active cart"), es, "es")).toBe(es.errors.NO_ACTIVE_CART)
    expect(errorText(new ShopError("SOMETHING_NEW", "Something new"), en, "en")).toBe(en.errors.generic)
    expect(errorText(new Error("boom"), es, "es")).toBe(es.errors.generic)
  })
})
