import { describe, expect, it } from "vitest"
import { bundleProblems } from "./lines"

describe("bundle integrity", () => {
  const bundle = { id: "cali_b", quantity: 2, metadata: { bundle_key: "bndl_1" } }
  const component = (quantity: number, bundled_by = "cali_b") => ({
    id: "cali_c",
    quantity,
    metadata: { bundled_by, bundle_quantity: 2 },
  })

  it("accepts components that match their bundle", () => {
    expect(bundleProblems([bundle, component(4)])).toEqual([])
  })

  it("finds components without their bundle or at another quantity", () => {
    expect(bundleProblems([component(4)])).toEqual(["line cali_c belongs to a bundle that is no longer in the cart"])
    expect(bundleProblems([bundle, component(2)])).toEqual([
      "line cali_c does not match the quantity of its bundle cali_b",
    ])
  })
})
