import { describe, expect, it } from "vitest"
import { EngineError, EngineUnavailableError } from "../medusa/errors.js"
import { BadRequest, describe as describeError, fieldsNamedIn, paymentFailure } from "./errors.js"

describe("engine validation messages become field messages", () => {
  it("reads the engine's own wording", () => {
    expect(fieldsNamedIn("Invalid request: Field 'title' is required")).toEqual({ title: "is required" })
    expect(fieldsNamedIn("Invalid request: Expected type: 'date' for field 'starts_at', got: '2026-99-99'")).toEqual({
      starts_at: "Expected type: 'date', got: '2026-99-99'",
    })
    expect(fieldsNamedIn("Invalid request: Unrecognized fields: 'metadata', 'color'")).toEqual({
      metadata: "is not accepted here",
      color: "is not accepted here",
    })
    expect(fieldsNamedIn("Invalid request: currency_code is required when budget type is spend")).toEqual({
      currency_code: "is required when budget type is spend",
    })
    expect(fieldsNamedIn("Product with handle: x, already exists.")).toEqual({})
  })
})

describe("answers of /admin-api failures", () => {
  it("a resource without a list, asked for anything but ids, says so in the asker's language", () => {
    const refusal = new BadRequest("order-edits has no list", { filter: "must name ids" })
    expect(describeError(refusal, "es").body.message).toBe(
      'Revisa los datos: filter debe nombrar registros por id ({"id":[…]}): este recurso no tiene lista'
    )
    expect(describeError(refusal, "en").body.message).toBe(
      'Please check the data: filter must name records by id ({"id":[…]}): this resource has no list'
    )
  })

  it("400 with field messages for the engine's validation errors", () => {
    expect(
      describeError(new EngineError(400, "Bad Request", "Invalid request: Field 'title' is required"), "en")
    ).toEqual({
      status: 400,
      body: {
        code: "BAD_REQUEST",
        message: "Please check the data: title is required",
        errors: { title: "is required" },
      },
    })
    expect(
      describeError(new EngineError(400, "Bad Request", "Invalid request: Field 'title' is required"), "es")
    ).toEqual({
      status: 400,
      body: {
        code: "BAD_REQUEST",
        message: "Revisa los datos: title es obligatorio",
        errors: { title: "es obligatorio" },
      },
    })
  })

  it("the engine's 401/403/404/409 keep their status; its 5xx are 502, unreachable 503", () => {
    expect(describeError(new EngineError(401, "", "x")).status).toBe(401)
    expect(describeError(new EngineError(403, "", "x")).status).toBe(403)
    expect(describeError(new EngineError(404, "", "x")).status).toBe(404)
    expect(describeError(new EngineError(409, "", "x")).status).toBe(409)
    expect(describeError(new EngineError(500, "", "An unknown error occurred.")).status).toBe(502)
    expect(describeError(new EngineUnavailableError("connection refused")).status).toBe(503)
  })

  it("JSON-schema failures name each field", () => {
    const error = Object.assign(new Error("bad"), {
      validation: [
        { keyword: "required", instancePath: "", params: { missingProperty: "title" }, message: "x" },
        { keyword: "additionalProperties", instancePath: "", params: { additionalProperty: "color" }, message: "x" },
        { keyword: "type", instancePath: "/application_method/value", params: {}, message: "must be number" },
        { keyword: "enum", instancePath: "/status", params: { allowedValues: ["draft", "active"] }, message: "x" },
      ],
    })
    const { status, body } = describeError(error, "en")
    expect(status).toBe(400)
    expect(body.errors).toEqual({
      title: "is required",
      color: "is not accepted here",
      "application_method.value": "must be number",
      status: "must be one of draft, active",
    })
    expect(describeError(error, "es").body.errors).toEqual({
      title: "es obligatorio",
      color: "no se admite aquí",
      "application_method.value": "debe ser un número",
      status: "debe ser uno de: draft, active",
    })
  })

  it("never shows an unexpected error's text", () => {
    expect(describeError(new Error("secret stack"), "en")).toEqual({
      status: 500,
      body: { code: "INTERNAL", message: "Something went wrong on our side" },
    })
    expect(describeError(new Error("secret stack"))).toEqual({
      status: 500,
      body: { code: "INTERNAL", message: "Algo salió mal de nuestro lado" },
    })
  })

  it("the engine's English never reaches a Spanish screen, internal ids included", () => {
    const mismatch = new EngineError(
      400,
      "Bad Request",
      "Shipping profile sp_01ABC does not match the shipping profile of the order item"
    )
    expect(describeError(mismatch, "es").body.message).not.toMatch(/sp_01ABC|Shipping/)
    expect(describeError(mismatch, "es").body.message).toMatch(/perfil de envío/)
    const odd = new EngineError(400, "Bad Request", "Some brand-new refusal of ordchange_01XYZ", "not_allowed")
    expect(describeError(odd, "es").body.message).toBe("El motor de la tienda no lo permite en el estado actual")
    // The engine's own code goes with a refusal the adapter cannot word, for support.
    expect(describeError(odd, "es").body).toMatchObject({ engineCode: "not_allowed" })
    expect(describeError(mismatch, "es").body).not.toHaveProperty("engineCode")
    expect(describeError(odd, "en").body.message).toBe("Some brand-new refusal of ordchange_01XYZ")
    const failed = new EngineError(500, "", "An unknown error occurred.")
    expect(describeError(failed, "es").body.message).toBe("El motor de la tienda no pudo hacerlo")
    const unknownField = new EngineError(
      400,
      "",
      "Invalid request: Expected type: 'date' for field 'starts_at', got: '2026-99-99'"
    )
    expect(describeError(unknownField, "es").body).toMatchObject({
      errors: { starts_at: "debe ser una fecha (se recibió «2026-99-99»)" },
    })
    expect(describeError(unknownField, "es").body.message).toMatch(/starts_at/)
  })

  it("the product editor's refusals of options and variants are said in Spanish with the merchant's names", () => {
    const es = (message: string) => describeError(new EngineError(400, "Bad Request", message), "es").body.message
    expect(es("Variant (Vainilla) with provided options already exists.")).toBe(
      "Ya hay una variante con esos valores de opción: Vainilla"
    )
    expect(es('Variant "Fresa" has same combination of option values as "Vainilla".')).toBe(
      "Las variantes «Fresa» y «Vainilla» tienen los mismos valores de opción"
    )
    expect(es("Product has 2 option values but there were 1 provided option values for the variant: Coco.")).toBe(
      "La variante «Coco» necesita un valor por cada opción (2) y tiene 1"
    )
    expect(es("Option value Menta does not exist for option Sabor")).toBe(
      "El valor «Menta» no existe en la opción «Sabor»"
    )
    expect(es("Cannot unassign option values from product because the following variant(s) are using it: Coco")).toBe(
      "No se puede quitar el valor: lo usan las variantes Coco"
    )
    expect(es("Cannot unassign product option from product which has variants for that option")).toMatch(
      /^No se puede quitar la opción/
    )
    expect(
      describeError(
        new EngineError(400, "Bad Request", "Variant (Vainilla) with provided options already exists."),
        "en"
      ).body.message
    ).toMatch(/Vainilla/)
  })
})

describe("a capture or refund the payment provider could not do", () => {
  const unknown = new EngineError(
    500,
    "Internal Server Error",
    "An unknown error occurred.",
    "unknown_error",
    "unknown_error"
  )
  it("is PAYMENT_PROVIDER_ERROR in the admin's language, naming what failed", () => {
    expect(describeError(paymentFailure("/admin/payments/:payment_id/capture", unknown), "es")).toEqual({
      status: 502,
      body: {
        code: "PAYMENT_PROVIDER_ERROR",
        message: "El proveedor de pagos no cobró el pago: el pedido no cambió. Inténtalo de nuevo en un momento.",
      },
    })
    expect(describeError(paymentFailure("/admin/payments/:payment_id/refund", unknown), "en").body.message).toBe(
      "The payment provider did not make the refund: the order is unchanged. Please try again in a moment."
    )
  })
  it("leaves other failures as they were: refusals of the input, other actions", () => {
    const refused = new EngineError(400, "Bad Request", "Refund amount exceeds the captured amount")
    expect(paymentFailure("/admin/payments/:payment_id/refund", refused)).toBe(refused)
    expect(paymentFailure("/admin/orders/:id/cancel", unknown)).toBe(unknown)
  })
})
