import path from "node:path"
import { fileURLToPath } from "node:url"
import { buildSchema, Kind, parse, type OperationDefinitionNode } from "graphql"
import { describe, expect, it } from "vitest"
import { loadTypeDefs } from "../graphql/schema.js"
import { COST_WEIGHTS, operationCost } from "./cost.js"

const schema = buildSchema(
  loadTypeDefs(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../schema/storefront"))
)

const costOf = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query)
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION
  )!
  return operationCost(schema, document, operation, variables)
}

const PAGE = `query ($first: Int) { products(first: $first) { totalCount pageInfo { hasNextPage } nodes { id title fromPrice { amount } variants { id price { amount } } } } }`

describe("the cost of an operation (gateway/src/throttle/cost.ts)", () => {
  it("scalars cost nothing, objects 1 each", () => {
    expect(costOf(`{ regions { id name } }`).cost).toBe(COST_WEIGHTS.UNSIZED_LIST * 1)
    expect(costOf(`{ product(handle: "x") { id title } }`).cost).toBe(1)
    expect(costOf(`{ product(handle: "x") { id collection { id } } }`).cost).toBe(2)
    expect(costOf(`{ __typename }`).cost).toBe(0)
  })

  it("a list counts its items: the size asked for (literal, variable, the schema's default), else an estimate", () => {
    // products → 1 + pageInfo 1 + n × (node 1 + fromPrice 1 + variants 5 × (1 + price 1))
    const per = 1 + 1 + COST_WEIGHTS.UNSIZED_LIST * 2
    const page = (n: number) => 1 + 1 + n * per
    expect(costOf(PAGE, { first: 12 }).cost).toBe(page(12))
    expect(costOf(PAGE, { first: 100 }).cost).toBe(page(100))
    expect(costOf(PAGE).cost).toBe(page(12)) // the schema's default, first: Int = 12
    expect(costOf(PAGE.replace("query ($first: Int)", "query").replace("$first", "100")).cost).toBe(page(100))
    expect(costOf(PAGE, { first: 100 }).cost).toBeGreaterThan(8 * costOf(PAGE, { first: 12 }).cost)
  })

  it("fragments and inline fragments are weighed where they are spread; aliases count one by one", () => {
    const spread = costOf(
      `query { a: product(handle: "a") { ...F } b: product(handle: "b") { ...F } } fragment F on Product { collection { id } variants { id } }`
    )
    expect(spread.cost).toBe(2 * (1 + 1 + COST_WEIGHTS.UNSIZED_LIST))
    expect(costOf(`{ product(handle: "a") { ... on Product { collection { id } } } }`).cost).toBe(2)
  })

  it("writes weigh more, and cart creations and other row-creating writes are counted for their own budgets", () => {
    const create = costOf(`mutation { createCart { id } }`)
    expect(create).toEqual({ cost: 1 + COST_WEIGHTS.WRITE, carts: 1, creates: 0 })
    const three = costOf(`mutation { a: createCart { id } b: createCart { id } c: createCart { id } }`)
    expect(three.carts).toBe(3)
    expect(
      costOf(
        `mutation ($e: String!, $p: String!) { register(input: { email: $e, password: $p, firstName: "a", lastName: "b" }) { customer { id } } }`
      ).creates
    ).toBe(1)
    expect(costOf(`mutation { removeLineItem(cartId: "c", lineId: "l") { cart { id } } }`)).toMatchObject({
      carts: 0,
      creates: 0,
    })
    expect(costOf(`{ product(handle: "x") { id } }`)).toMatchObject({ carts: 0, creates: 0 })
  })

  it("a size beyond any page is capped, so the number cannot overflow", () => {
    expect(costOf(PAGE, { first: 1e12 }).cost).toBe(costOf(PAGE, { first: COST_WEIGHTS.MAX_LIST }).cost)
  })
})
