import { describe, expect, it } from "vitest"
import type { Caller } from "../account/caller.js"
import type { MedusaClient } from "../medusa/client.js"
import { SubscriptionService, type CreateSubscriptionInput } from "./service.js"

/** Input rules checked before the engine is asked (the engine checks the shop's side: region, variants). */
const caller = { requireCustomer: async () => ({ customer: { id: "cus_1" }, token: "token" }) } as unknown as Caller
const posted: unknown[] = []
const medusa = {
  post: async (_path: string, options: { body: unknown }) => {
    posted.push(options.body)
    return { subscription: { id: "sub_1", status: "active", items: [], runs: [], shipping_address: {} } }
  },
} as unknown as MedusaClient
const service = new SubscriptionService(medusa)

const input = (overrides: Partial<CreateSubscriptionInput> = {}): CreateSubscriptionInput => ({
  regionId: "reg_1",
  intervalMonths: 1,
  items: [{ variantId: "variant_1", quantity: 2 }],
  shippingAddress: { firstName: "Lucía", address1: "Calle 1", city: "Bogotá", countryCode: "CO", province: { value: "DC" } },
  ...overrides,
})

const refusal = async (overrides: Partial<CreateSubscriptionInput>) => {
  const error = await service.create(caller, input(overrides)).then(() => null, (e) => e)
  return { code: error?.extensions?.code, field: error?.extensions?.field, message: error?.message }
}

describe("createSubscription input", () => {
  it("refuses intervals other than 1, 2 or 3 months", async () => {
    for (const intervalMonths of [0, 4, 12, 1.5]) {
      expect(await refusal({ intervalMonths })).toEqual({ code: "BAD_USER_INPUT", field: "intervalMonths", message: "intervalMonths must be 1, 2 or 3 (months between orders)" })
    }
  })

  it("refuses quantities outside 1–99, no items, too many, and a variant twice", async () => {
    expect(await refusal({ items: [{ variantId: "v", quantity: 0 }] })).toMatchObject({ field: "quantity", message: "quantity must be a whole number from 1 to 99" })
    expect(await refusal({ items: [{ variantId: "v", quantity: 100 }] })).toMatchObject({ field: "quantity" })
    expect(await refusal({ items: [] })).toMatchObject({ field: "items", message: "Give 1 to 20 items" })
    expect(await refusal({ items: Array.from({ length: 21 }, (_, i) => ({ variantId: `v${i}`, quantity: 1 })) })).toMatchObject({ field: "items" })
    expect(await refusal({ items: [{ variantId: "v", quantity: 1 }, { variantId: "v", quantity: 2 }] })).toMatchObject({ field: "items" })
  })

  it("needs an address to ship to and a date for startOn", async () => {
    expect(await refusal({ shippingAddress: { firstName: "L", city: "Bogotá", countryCode: "co" } })).toMatchObject({ field: "address1" })
    expect(await refusal({ startOn: "next week" })).toMatchObject({ field: "startOn" })
  })

  it("sends the engine its own field names, a province option as its value, quantity 1 by default", async () => {
    posted.length = 0
    await service.create(caller, input({ items: [{ variantId: "variant_1" }], startOn: "2030-01-10" }))
    expect(posted[0]).toMatchObject({
      region_id: "reg_1",
      interval_months: 1,
      items: [{ variant_id: "variant_1", quantity: 1 }],
      start_on: "2030-01-10",
      shipping_address: { first_name: "Lucía", address_1: "Calle 1", city: "Bogotá", country_code: "co", province: "DC", address_2: "", company: "" },
    })
  })
})
