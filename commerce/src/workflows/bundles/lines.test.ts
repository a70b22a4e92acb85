import { describe, expect, it } from "vitest"
import { bundleProblems } from "./lines"

const bundle = { id: "line_bundle", quantity: 2, metadata: { bundle_key: "bndl_1" } }
const component = (id: string, quantity: number) => ({
  id,
  quantity,
  metadata: { bundle_key: "bndl_1", bundled_by: "line_bundle", bundle_quantity: 1 },
})

describe("bundleProblems", () => {
  it("finds nothing wrong with a whole bundle", () => {
    expect(bundleProblems([bundle, component("line_a", 2), component("line_b", 2)])).toEqual([])
  })

  it("finds a bundle line that lost its components (what a change of region did)", () => {
    expect(bundleProblems([bundle])).toEqual(["bundle line line_bundle has lost its components"])
  })

  it("finds a component without its bundle, and one of the wrong quantity", () => {
    expect(bundleProblems([component("line_a", 2)])).toHaveLength(1)
    expect(bundleProblems([bundle, component("line_a", 3)])).toEqual([
      "line line_a does not match the quantity of its bundle line_bundle",
    ])
  })
})

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
