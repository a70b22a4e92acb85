import { describe, expect, it } from "vitest"
import { EngineError, EngineUnavailableError } from "../medusa/errors.js"
import { describe as describeError, fieldsNamedIn } from "./errors.js"

describe("engine validation messages become field messages", () => {
  it("reads the engine's own wording", () => {
    expect(fieldsNamedIn("Invalid request: Field 'title' is required")).toEqual({ title: "is required" })
    expect(fieldsNamedIn("Invalid request: Expected type: 'date' for field 'starts_at', got: '2026-99-99'")).toEqual({ starts_at: "Expected type: 'date', got: '2026-99-99'" })
    expect(fieldsNamedIn("Invalid request: Unrecognized fields: 'metadata', 'color'")).toEqual({ metadata: "is not accepted here", color: "is not accepted here" })
    expect(fieldsNamedIn("Invalid request: currency_code is required when budget type is spend")).toEqual({ currency_code: "is required when budget type is spend" })
    expect(fieldsNamedIn("Product with handle: x, already exists.")).toEqual({})
  })
})

describe("answers of /admin-api failures", () => {
  it("400 with field messages for the engine's validation errors", () => {
    expect(describeError(new EngineError(400, "Bad Request", "Invalid request: Field 'title' is required"))).toEqual({
      status: 400,
      body: { code: "BAD_REQUEST", message: "Invalid request: Field 'title' is required", errors: { title: "is required" } },
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
    const { status, body } = describeError(error)
    expect(status).toBe(400)
    expect(body.errors).toEqual({ title: "is required", color: "is not accepted here", "application_method.value": "must be number", status: "must be one of draft, active" })
  })

  it("never shows an unexpected error's text", () => {
    expect(describeError(new Error("secret stack"))).toEqual({ status: 500, body: { code: "INTERNAL", message: "Something went wrong on our side" } })
  })
})
