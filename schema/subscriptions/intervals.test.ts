import { readFileSync } from "node:fs"
import { Kind, parse } from "graphql"
import { describe, expect, it } from "vitest"
import { SUBSCRIPTION_INTERVAL_MONTHS } from "./intervals.js"

const schemaText = readFileSync(new URL("../storefront/subscriptions.graphql", import.meta.url), "utf8")

describe("SubscriptionInterval", () => {
  it("the months table names exactly the schema's enum values, each a different whole number of months", () => {
    const definition = parse(schemaText).definitions.find(
      (d) => d.kind === Kind.ENUM_TYPE_DEFINITION && d.name.value === "SubscriptionInterval"
    )
    if (definition?.kind !== Kind.ENUM_TYPE_DEFINITION)
      throw new Error("schema/storefront/subscriptions.graphql has no enum SubscriptionInterval")
    const values = (definition.values ?? []).map((v) => v.name.value)
    expect(Object.keys(SUBSCRIPTION_INTERVAL_MONTHS).sort()).toEqual(values.sort())
    const months = Object.values(SUBSCRIPTION_INTERVAL_MONTHS)
    expect(new Set(months).size).toBe(months.length)
    for (const m of months) expect(Number.isInteger(m) && m > 0).toBe(true)
  })
})
