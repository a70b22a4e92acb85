/**
 * Staff roles and what each may do, as policies in the vocabulary of Medusa's RBAC
 * module — `resource:operation`, `*` for any — where the resource is the first
 * segment of an engine admin path (`/admin/products/...` → `products`) and the
 * operation comes from the call:
 *   GET → read · POST → write · DELETE of a record (`/admin/<res>/:id`) → delete ·
 *   POST /admin/payments/:id/refund → refund (capped for some roles, see REFUND_CAPPED; the cap
 *   holds over the whole order: refunds already made on it, by anyone, count).
 * A staff note on an order (POST /admin/orders/:id/notes) is a write of `orders`: every role that
 * sees orders (owner, operations) may add one.
 *
 * Medusa 2.21's RBAC module (@medusajs/rbac) is Enterprise Edition, licensed only under
 * a commercial agreement and loaded only with an enterprise licence key, so the shop
 * keeps its own small table here (docs/operations.md, "Staff roles"). It is pure data
 * plus pure functions: the engine enforces it (commerce/src/staff/middleware.ts) and the gateway
 * mirrors it (gateway/src/admin-api/staff.ts), both from this same file of @vitalia/schema.
 */

export const STAFF_ROLES = ["owner", "operations", "catalogue", "partner_support"] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export type StaffOperation = "read" | "write" | "delete" | "refund"

/** What every role may read: the shop's frame, without which no screen makes sense. */
const FRAME = ["stores:read", "regions:read", "currencies:read", "sales-channels:read", "locales:read"]

/**
 * The shop's e-mails as the back-office lists them (commerce's /admin/emails): a role that may read
 * e-mails sees only those about what it may read itself (readsEmailAbout) — an order's with
 * `orders:read`, a customer's with `customers:read` — and sign-in ones (password resets) only as an
 * owner. The engine's own /admin/notifications is the owner's alone: no role but `*:*` grants it.
 */
const EMAILS = ["emails:read", "emails:write"]

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
      "service-zones",
      "return-reasons",
      "refund-reasons",
      "payment-providers",
      "promotions",
      "price-lists",
      "uploads",
    ]),
    "uploads:write",
    ...EMAILS,
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
    ...EMAILS,
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
 * (undefined when the caller does not know it yet: the engine then looks it up), and
 * `refundedBefore` what was already refunded on the payment's order, by anyone: a capped
 * role's cap is over the whole order, so splitting a large refund into small ones gains nothing.
 */
export function decide(
  role: StaffRole | null,
  call: StaffCall,
  refundLimit: number,
  refundAmount?: number,
  refundedBefore = 0
): StaffDecision {
  const policy = policyFor(call)
  if (!policy) return { allowed: true }
  if (!role) return { allowed: false, reason: "NO_ROLE" }
  if (!grants(role, policy.resource, policy.operation)) return { allowed: false, reason: "ROLE" }
  if (
    policy.operation === "refund" &&
    REFUND_CAPPED.includes(role) &&
    refundAmount !== undefined &&
    refundAmount + refundedBefore > refundLimit
  ) {
    return { allowed: false, reason: "REFUND_LIMIT" }
  }
  return { allowed: true }
}

/**
 * What reading an e-mail about a record of `resourceType` takes: the record's own resource.
 * Sign-in e-mails (`auth`) and those about no record are `sign-in`, which only the owner's `*` grants.
 */
export function emailSubject(resourceType: string | null | undefined): string {
  switch (resourceType) {
    case "order":
      return "orders"
    case "customer":
      return "customers"
    case "subscription":
      return "subscriptions"
    default:
      return "sign-in"
  }
}

/** The resource types whose e-mails a role may read; "all" for the owner. */
export function emailTypesFor(role: StaffRole | null): "all" | string[] {
  if (!role || !grants(role, "emails", "read")) return []
  if (grants(role, emailSubject(null), "read")) return "all"
  return ["order", "customer", "subscription"].filter((type) => grants(role, emailSubject(type), "read"))
}

/** Whether a role may read (and resend) one e-mail, by what it is about. */
export function readsEmailAbout(role: StaffRole | null, resourceType: string | null | undefined): boolean {
  const types = emailTypesFor(role)
  return types === "all" || (!!resourceType && types.includes(resourceType))
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
