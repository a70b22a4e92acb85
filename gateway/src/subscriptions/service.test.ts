import { describe, expect, it } from "vitest"
import type { Caller } from "../account/caller.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"
import { refusal } from "../test-support/refusal.js"
import { SubscriptionService, type CreateSubscriptionInput } from "./service.js"

/** Input rules checked before the engine is asked (the engine checks the shop's side: region, variants). */
const caller = {
  requireCustomer: () => Promise.resolve({ customer: { id: "cus_1" }, token: "token" }),
} as unknown as Caller
const posted: unknown[] = []
const medusa = {
  post: (_path: string, options: { body: unknown }) => {
    posted.push(options.body)
    return Promise.resolve({
      subscription: { id: "sub_1", status: "active", interval_months: 1, items: [], runs: [], shipping_address: {} },
    })
  },
} as unknown as MedusaClient
const service = new SubscriptionService(medusa)

const input = (overrides: Partial<CreateSubscriptionInput> = {}): CreateSubscriptionInput => ({
  regionId: "reg_1",
  intervalMonths: 1,
  items: [{ variantId: "variant_1", quantity: 2 }],
  shippingAddress: {
    firstName: "Lucía",
    address1: "Calle 1",
    city: "Bogotá",
    countryCode: "CO",
    province: { value: "DC" },
  },
  ...overrides,
})

const refusalOf = (overrides: Partial<CreateSubscriptionInput>) =>
  refusal(() => service.create(caller, input(overrides)))

describe("createSubscription input", () => {
  it("sends intervals, counts and quantities to the engine as given: the engine owns those rules", async () => {
    posted.length = 0
    await service.create(
      caller,
      input({
        intervalMonths: 4,
        items: [
          { variantId: "v", quantity: 0 },
          { variantId: "v", quantity: 2 },
        ],
      })
    )
    expect(posted[0]).toMatchObject({
      interval_months: 4,
      items: [
        { variant_id: "v", quantity: 0 },
        { variant_id: "v", quantity: 2 },
      ],
    })
  })

  it("the engine's refusals of those rules reach the client as the catalogue's messages, with field and limit", async () => {
    const refusing = (code: string) =>
      new SubscriptionService({
        post: () => Promise.reject(new EngineError(400, "Bad Request", "refused", "invalid_data", code)),
      } as unknown as MedusaClient)
    const refused = (code: string) => refusal(() => refusing(code).create(caller, input()))
    expect(await refused("SUBSCRIPTION_INTERVAL")).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "intervalMonths",
      es: "Elige cada cuántos meses recibir el pedido: 1, 2 o 3.",
      en: "Choose how many months between orders: 1, 2 or 3.",
    })
    expect(await refused("QUANTITY_RANGE")).toMatchObject({
      field: "items.quantity",
      limit: { min: 1, max: 99 },
      es: "La cantidad debe ser un número entero entre 1 y 99.",
    })
    expect(await refused("SUBSCRIPTION_ITEMS")).toMatchObject({
      field: "items",
      limit: { min: 1, max: 20 },
      en: "A subscription takes 1 to 20 products.",
    })
    expect(await refused("DUPLICATE_VARIANT")).toMatchObject({ code: "BAD_USER_INPUT", field: "items" })
  })

  it("needs an address to ship to and a date for startOn", async () => {
    expect(await refusalOf({ shippingAddress: { firstName: "L", city: "Bogotá", countryCode: "co" } })).toMatchObject({
      field: "shippingAddress.address1",
      es: "Completa la dirección.",
      en: "Please fill in the address.",
    })
    expect(await refusalOf({ startOn: "next week" })).toMatchObject({ field: "startOn" })
  })

  it("sends the engine its own field names, a province option as its value, quantity 1 by default", async () => {
    posted.length = 0
    await service.create(caller, input({ items: [{ variantId: "variant_1" }], startOn: "2030-01-10" }))
    expect(posted[0]).toMatchObject({
      region_id: "reg_1",
      interval_months: 1,
      items: [{ variant_id: "variant_1", quantity: 1 }],
      start_on: "2030-01-10",
      shipping_address: {
        first_name: "Lucía",
        address_1: "Calle 1",
        city: "Bogotá",
        country_code: "co",
        province: "DC",
        address_2: "",
        company: "",
      },
    })
  })
})
