import { describe, expect, it } from "vitest"
import { INPUT_LIMITS } from "@vitalia/schema/limits"
import {
  addressPath,
  addressProblems,
  checkoutAddressPath,
  emptyAddress,
  type AddressValue,
} from "../components/AddressForm"
import { en } from "../i18n/en"
import { es } from "../i18n/es"
import { ShopError } from "../state/errors"
import { apiFieldError, checkValue, fieldsOf, problemText, RULES, validate, type FieldErrors } from "./form-errors"

const miami: AddressValue = {
  ...emptyAddress("us"),
  firstName: "Lucía",
  lastName: "Gómez",
  address1: "1200 Brickell Ave",
  city: "Miami",
  province: "FL",
  postalCode: "33131",
}
const apiError = (field: string | null, message = "Revisa la ciudad: admite como máximo 200 caracteres.") =>
  new ShopError("BAD_USER_INPUT", message, { field, limit: { max: 200 }, fromApi: true })

describe("checking a form before sending (the limits of schema/limits.ts)", () => {
  it("an empty required field, blank included, is required; a list left empty asks for a choice; optional fields may stay empty", () => {
    expect(checkValue("", RULES.requiredText)).toEqual({ kind: "required" })
    expect(checkValue("   ", RULES.requiredText)).toEqual({ kind: "required" })
    expect(checkValue("", RULES.choice)).toEqual({ kind: "choose" })
    expect(checkValue("", RULES.text)).toBeNull()
    expect(checkValue("", RULES.phone)).toBeNull()
  })

  it("an e-mail must look like one and fit 254 characters; it is checked trimmed, as the gateway does", () => {
    expect(checkValue("lucia@", RULES.email)).toEqual({ kind: "email" })
    expect(checkValue("lucia gomez@vitalia.test", RULES.email)).toEqual({ kind: "email" })
    expect(checkValue("lucia@vitalia", RULES.email)).toEqual({ kind: "email" })
    expect(checkValue("  lucia@vitalia.test ", RULES.email)).toBeNull()
    expect(checkValue(`${"a".repeat(INPUT_LIMITS.email)}@vitalia.test`, RULES.email)).toEqual({ kind: "email" })
  })

  it("texts keep the gateway's lengths (after trimming) and carry no markup or control characters", () => {
    expect(checkValue("a".repeat(INPUT_LIMITS.text), RULES.requiredText)).toBeNull()
    expect(checkValue(` ${"a".repeat(INPUT_LIMITS.text)} `, RULES.requiredText)).toBeNull()
    expect(checkValue("a".repeat(INPUT_LIMITS.text + 1), RULES.requiredText)).toEqual({
      kind: "tooLong",
      max: INPUT_LIMITS.text,
    })
    expect(checkValue("1".repeat(INPUT_LIMITS.phone + 1), RULES.phone)).toEqual({ kind: "tooLong", max: 40 })
    expect(checkValue("a".repeat(INPUT_LIMITS.personName + 1), RULES.personName)).toEqual({ kind: "tooLong", max: 100 })
    expect(checkValue("<b>Lucía</b>", RULES.requiredText)).toEqual({ kind: "unsafe" })
    expect(checkValue("Lucía\u0007", RULES.requiredText)).toEqual({ kind: "unsafe" })
    expect(checkValue("O'Brien & Hijos, Nº 5", RULES.requiredText)).toBeNull()
    expect(checkValue("X".repeat(65), RULES.promotionCode)).toEqual({ kind: "tooLong", max: 64 })
  })

  it("a new password has 12 to 128 characters as typed, an emoji counting as one; a current one only has to be there", () => {
    expect(checkValue("", RULES.newPassword)).toEqual({ kind: "required" })
    expect(checkValue("corta", RULES.newPassword)).toEqual({ kind: "password", min: 12, max: 128 })
    expect(checkValue("once-caract", RULES.newPassword)).toEqual({ kind: "password", min: 12, max: 128 })
    expect(checkValue("onceletrasx🌿", RULES.newPassword)).toBeNull()
    expect(checkValue("x".repeat(129), RULES.newPassword)).toEqual({ kind: "password", min: 12, max: 128 })
    expect(checkValue("            ", RULES.newPassword)).toBeNull()
    expect(checkValue("", RULES.password)).toEqual({ kind: "required" })
    expect(checkValue(" ", RULES.password)).toBeNull()
  })

  it("validate keys each problem by its input path", () => {
    expect(validate({ email: "", firstName: "Lucía" }, { email: RULES.email, firstName: RULES.personName })).toEqual({
      email: { kind: "required" },
    })
    expect(validate({ city: "" }, { city: RULES.requiredText }, "shippingAddress.")).toEqual({
      "shippingAddress.city": { kind: "required" },
    })
  })

  it("an address needs what shipping needs — the province only where the country has a list", () => {
    expect(addressProblems(miami, "shippingAddress")).toEqual({})
    expect(addressProblems({ ...miami, city: "", province: "", phone: "5".repeat(41) }, "shippingAddress")).toEqual({
      "shippingAddress.city": { kind: "required" },
      "shippingAddress.province": { kind: "choose" },
      "shippingAddress.phone": { kind: "tooLong", max: 40 },
    })
    expect(addressProblems(emptyAddress(), "address")).toEqual({
      "address.firstName": { kind: "required" },
      "address.lastName": { kind: "required" },
      "address.address1": { kind: "required" },
      "address.city": { kind: "required" },
      "address.countryCode": { kind: "choose" },
      "address.postalCode": { kind: "required" },
    })
    // A country without a built-in list: the province is free text and optional.
    expect(addressProblems({ ...miami, countryCode: "zz", province: "" }, "address")).toEqual({})
  })
})

describe("the API's input errors on a form's fields", () => {
  it("an error about one of the form's fields goes under it, with the API's message", () => {
    expect(apiFieldError(apiError("shippingAddress.city"), (path) => addressPath(path, "shippingAddress"))).toEqual({
      "shippingAddress.city": { kind: "api", message: "Revisa la ciudad: admite como máximo 200 caracteres." },
    })
    expect(
      apiFieldError(apiError("email", "Escribe un correo electrónico válido."), fieldsOf("email", "password"))
    ).toEqual({
      email: { kind: "api", message: "Escribe un correo electrónico válido." },
    })
  })

  it("errors without a field, about a field the form lacks, or not from the API are not the form's (they go to the notices)", () => {
    expect(apiFieldError(apiError(null), fieldsOf("email"))).toBeNull()
    expect(apiFieldError(apiError("shippingAddress"), (path) => addressPath(path, "shippingAddress"))).toBeNull()
    expect(apiFieldError(apiError("regionId"), fieldsOf("email"))).toBeNull()
    expect(apiFieldError(new ShopError("NO_ACTIVE_CART", "No active cart"), fieldsOf("email"))).toBeNull()
    expect(apiFieldError(new Error("boom"), fieldsOf("email"))).toBeNull()
  })

  it("address paths: only the fields an address form has, under its own name", () => {
    expect(addressPath("address.postalCode", "address")).toBe("address.postalCode")
    expect(addressPath("address.metadata", "address")).toBeNull()
    expect(addressPath("address.constructor", "address")).toBeNull()
    expect(addressPath("shippingAddress.city", "address")).toBeNull()
  })

  it("at checkout, with one address for both, a billing address error belongs to the shipping fields", () => {
    expect(checkoutAddressPath("shippingAddress.city", true)).toBe("shippingAddress.city")
    expect(checkoutAddressPath("billingAddress.city", true)).toBe("shippingAddress.city")
    expect(checkoutAddressPath("billingAddress.city", false)).toBe("billingAddress.city")
    expect(checkoutAddressPath("billingAddress", false)).toBeNull()
    expect(checkoutAddressPath("email", false)).toBeNull()
  })
})

describe("what the shopper reads under a field", () => {
  const problems: FieldErrors = {
    a: { kind: "required" },
    b: { kind: "choose" },
    c: { kind: "email" },
    d: { kind: "tooLong", max: 200 },
    e: { kind: "unsafe" },
    f: { kind: "password", min: 12, max: 128 },
    g: { kind: "mismatch" },
  }

  it("speaks the interface's language, with the limit", () => {
    expect(Object.values(problems).map((p) => problemText(p, es.validation))).toEqual([
      "Completa este campo.",
      "Elige una opción de la lista.",
      "Escribe un correo electrónico válido, por ejemplo nombre@correo.com.",
      "Escribe como máximo 200 caracteres.",
      "Quita los signos < > y los caracteres de control.",
      "La contraseña debe tener entre 12 y 128 caracteres.",
      "Las contraseñas no coinciden.",
    ])
    expect(problemText({ kind: "tooLong", max: 40 }, en.validation)).toBe("Use at most 40 characters.")
    expect(problemText({ kind: "required" }, en.validation)).toBe("Please fill in this field.")
  })

  it("the API's message is shown as it came", () => {
    expect(
      problemText({ kind: "api", message: "Revisa el teléfono: admite como máximo 40 caracteres." }, en.validation)
    ).toBe("Revisa el teléfono: admite como máximo 40 caracteres.")
  })
})
