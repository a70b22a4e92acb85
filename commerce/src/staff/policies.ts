/**
 * Staff roles and what each may do, as policies in the vocabulary of Medusa's RBAC
 * module — `resource:operation`, `*` for any — where the resource is the first
 * segment of an engine admin path (`/admin/products/...` → `products`) and the
 * operation comes from the call:
 *   GET → read · POST → write · DELETE of a record (`/admin/<res>/:id`) → delete ·
 *   POST /admin/payments/:id/refund → refund (capped for some roles, see refundCapped).
 * A staff note on an order (POST /admin/orders/:id/notes) is a write of `orders`: every role that
 * sees orders (owner, operations) may add one.
 *
 * Medusa 2.21's RBAC module (@medusajs/rbac) is Enterprise Edition, licensed only under
 * a commercial agreement and loaded only with an enterprise licence key, so the shop
 * keeps its own small table here (docs/operations.md, "Staff roles"). It is pure data
 * plus pure functions: the engine enforces it (src/staff/middleware.ts) and the gateway
 * mirrors it (gateway/src/admin-api/staff.ts) from this same file.
 */

export const STAFF_ROLES = ["owner", "operations", "catalogue", "partner_support"] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export type StaffOperation = "read" | "write" | "delete" | "refund"

/** What every role may read: the shop's frame, without which no screen makes sense. */
const FRAME = [
  "stores:read",
  "regions:read",
  "currencies:read",
  "sales-channels:read",
  "locales:read",
  "notifications:read",
]

/**
 * Each role's policies. `refund` on payments for operations is capped by the
 * configured amount (STAFF_REFUND_LIMIT); the owner's `*:*` is not.
 */
export const ROLE_POLICIES: Record<StaffRole, readonly string[]> = {
  owner: ["*:*"],
  operations: [
    ...FRAME,
    ...rw([
      "orders",
      "draft-orders",
      "order-edits",
      "returns",
      "claims",
      "exchanges",
      "fulfillments",
      "payment-collections",
      "reservations",
    ]),
    "payments:read",
    "payments:write",
    "payments:refund",
    ...read([
      "customers",
      "customer-groups",
      "products",
      "product-variants",
      "inventory-items",
      "stock-locations",
      "shipping-options",
      "shipping-profiles",
      "fulfillment-providers",
      "fulfillment-sets",
      "return-reasons",
      "refund-reasons",
      "payment-providers",
      "promotions",
      "price-lists",
      "uploads",
    ]),
    "uploads:write",
  ],
  catalogue: [
    ...FRAME,
    ...all([
      "products",
      "product-variants",
      "product-categories",
      "collections",
      "product-tags",
      "product-types",
      "price-lists",
      "price-preferences",
      "inventory-items",
      "reservations",
      "uploads",
    ]),
    ...rw(["stock-locations"]),
    // Shipping options too: which profile a product ships with is a catalogue decision (the product form preselects the shop's).
    ...read(["shipping-profiles", "shipping-options", "tax-regions"]),
  ],
  partner_support: [
    ...FRAME,
    ...all(["partners", "enrollments", "personal-stores"]),
    ...read(["customers", "customer-groups", "subscriptions"]),
  ],
}

/** Roles whose refunds are capped at the configured amount. */
export const REFUND_CAPPED: readonly StaffRole[] = ["operations"]

export interface StaffCall {
  method: string
  /** The engine path, without query: `/admin/payments/pay_1/refund`. */
  path: string
}

/** The policy a call needs, or null for calls every signed-in administrator may make about themselves. */
export function policyFor(call: StaffCall): { resource: string; operation: StaffOperation } | null {
  const segments = call.path.split("?")[0].split("/").filter(Boolean)
  if (segments[0] !== "admin" || segments.length < 2) return { resource: "*", operation: "write" }
  const resource = segments[1]
  const method = call.method.toUpperCase()
  // Oneself: the profile and the second factor (src/api/admin/staff/me).
  if (resource === "users" && segments[2] === "me" && method === "GET") return null
  if (resource === "staff" && segments[2] === "me") return null
  if (method === "GET" || method === "HEAD") return { resource, operation: "read" }
  if (method === "DELETE") return { resource, operation: segments.length === 3 ? "delete" : "write" }
  if (resource === "payments" && segments[3] === "refund") return { resource, operation: "refund" }
  return { resource, operation: "write" }
}

/** Whether the role's policies grant the operation on the resource. */
export function grants(role: StaffRole, resource: string, operation: StaffOperation): boolean {
  return ROLE_POLICIES[role].some((policy) => {
    const [r, o] = policy.split(":")
    return (r === "*" || r === resource) && (o === "*" || o === operation)
  })
}

export type StaffDecision = { allowed: true } | { allowed: false; reason: "ROLE" | "REFUND_LIMIT" | "NO_ROLE" }

/**
 * Whether a role may make a call. `refundAmount` is the amount a refund asks for
 * (undefined when the caller does not know it yet: the engine then looks it up).
 */
export function decide(
  role: StaffRole | null,
  call: StaffCall,
  refundLimit: number,
  refundAmount?: number
): StaffDecision {
  const policy = policyFor(call)
  if (!policy) return { allowed: true }
  if (!role) return { allowed: false, reason: "NO_ROLE" }
  if (!grants(role, policy.resource, policy.operation)) return { allowed: false, reason: "ROLE" }
  if (
    policy.operation === "refund" &&
    REFUND_CAPPED.includes(role) &&
    refundAmount !== undefined &&
    refundAmount > refundLimit
  ) {
    return { allowed: false, reason: "REFUND_LIMIT" }
  }
  return { allowed: true }
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value)
}

function read(resources: string[]) {
  return resources.map((resource) => `${resource}:read`)
}
function rw(resources: string[]) {
  return resources.flatMap((resource) => [`${resource}:read`, `${resource}:write`])
}
function all(resources: string[]) {
  return resources.map((resource) => `${resource}:*`)
}
