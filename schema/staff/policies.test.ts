import { describe, expect, it } from "vitest"
import { decide, emailTypesFor, grants, policyFor, readsEmailAbout } from "./policies.js"

describe("the engine call → policy", () => {
  it("reads the resource and the operation from the method and the path", () => {
    expect(policyFor({ method: "GET", path: "/admin/orders?limit=1" })).toEqual({
      resource: "orders",
      operation: "read",
    })
    expect(policyFor({ method: "POST", path: "/admin/products/prod_1" })).toEqual({
      resource: "products",
      operation: "write",
    })
    expect(policyFor({ method: "DELETE", path: "/admin/products/prod_1" })).toEqual({
      resource: "products",
      operation: "delete",
    })
    // Removing an item from a return request is an edit of the return, not a delete.
    expect(policyFor({ method: "DELETE", path: "/admin/returns/ret_1/request-items/act_1" })).toEqual({
      resource: "returns",
      operation: "write",
    })
    expect(policyFor({ method: "POST", path: "/admin/payments/pay_1/refund" })).toEqual({
      resource: "payments",
      operation: "refund",
    })
  })

  it("lets everyone read themselves and their own second factor, nothing else", () => {
    expect(policyFor({ method: "GET", path: "/admin/users/me" })).toBeNull()
    expect(policyFor({ method: "POST", path: "/admin/staff/me/totp" })).toBeNull()
    expect(policyFor({ method: "POST", path: "/admin/users/me" })).toEqual({ resource: "users", operation: "write" })
    expect(policyFor({ method: "POST", path: "/admin/staff/user_1" })).toEqual({
      resource: "staff",
      operation: "write",
    })
  })
})

describe("the roles", () => {
  it("gives the owner everything and the others what the issue lists", () => {
    expect(grants("owner", "api-keys", "delete")).toBe(true)
    expect(grants("operations", "orders", "write")).toBe(true)
    expect(grants("operations", "orders", "delete")).toBe(false)
    expect(grants("operations", "products", "delete")).toBe(false)
    expect(grants("operations", "api-keys", "read")).toBe(false)
    expect(grants("catalogue", "products", "delete")).toBe(true)
    expect(grants("catalogue", "price-lists", "write")).toBe(true)
    expect(grants("catalogue", "payments", "refund")).toBe(false)
    // The product form preselects the profile the shop's shipping options use.
    expect(grants("catalogue", "shipping-options", "read")).toBe(true)
    expect(grants("catalogue", "shipping-options", "write")).toBe(false)
    expect(grants("partner_support", "partners", "write")).toBe(true)
    expect(grants("partner_support", "customers", "read")).toBe(true)
    expect(grants("partner_support", "customers", "write")).toBe(false)
    expect(grants("partner_support", "orders", "read")).toBe(false)
  })

  it("caps the refunds of operations, not the owner's; no role, no access", () => {
    const refund = { method: "POST", path: "/admin/payments/pay_1/refund" }
    expect(decide("operations", refund, 100, 100)).toEqual({ allowed: true })
    expect(decide("operations", refund, 100, 100.01)).toEqual({ allowed: false, reason: "REFUND_LIMIT" })
    expect(decide("owner", refund, 100, 1_000_000)).toEqual({ allowed: true })
    // Over the whole order: what was refunded on it before counts.
    expect(decide("operations", refund, 100, 60, 60)).toEqual({ allowed: false, reason: "REFUND_LIMIT" })
    expect(decide("operations", refund, 100, 40, 60)).toEqual({ allowed: true })
    expect(decide("owner", refund, 100, 60, 1_000)).toEqual({ allowed: true })
    expect(decide("catalogue", refund, 100, 1)).toEqual({ allowed: false, reason: "ROLE" })
    expect(decide(null, { method: "GET", path: "/admin/orders" }, 100)).toEqual({ allowed: false, reason: "NO_ROLE" })
    expect(decide(null, { method: "GET", path: "/admin/users/me" }, 100)).toEqual({ allowed: true })
  })

  it("lets every role that sees orders add notes to them (owner, operations), and no other", () => {
    const note = { method: "POST", path: "/admin/orders/order_1/notes" }
    expect(policyFor(note)).toEqual({ resource: "orders", operation: "write" })
    expect(decide("owner", note, 100)).toEqual({ allowed: true })
    expect(decide("operations", note, 100)).toEqual({ allowed: true })
    for (const role of ["catalogue", "partner_support"] as const) {
      expect(grants(role, "orders", "read")).toBe(false)
      expect(decide(role, note, 100)).toEqual({ allowed: false, reason: "ROLE" })
    }
  })
})

describe("who reads which e-mails", () => {
  it("each role reads e-mails about what it may read; sign-in e-mails are the owner's", () => {
    expect(emailTypesFor("owner")).toBe("all")
    expect(emailTypesFor("operations")).toEqual(["order", "customer"])
    expect(emailTypesFor("partner_support")).toEqual(["customer", "subscription"])
    expect(emailTypesFor("catalogue")).toEqual([])
    expect(emailTypesFor(null)).toEqual([])
    for (const role of ["operations", "partner_support", "catalogue"] as const) {
      expect(readsEmailAbout(role, "auth")).toBe(false)
      expect(readsEmailAbout(role, null)).toBe(false)
    }
    expect(readsEmailAbout("owner", "auth")).toBe(true)
    // The engine's own notifications route is the owner's alone.
    expect(decide("operations", { method: "GET", path: "/admin/notifications" }, 100).allowed).toBe(false)
    expect(decide("catalogue", { method: "GET", path: "/admin/emails" }, 100).allowed).toBe(false)
    expect(decide("owner", { method: "GET", path: "/admin/notifications/n_1" }, 100).allowed).toBe(true)
  })
})
