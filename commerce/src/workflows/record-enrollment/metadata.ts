/**
 * The enrollment request the gateway writes on the cart, which Medusa copies
 * to the order (cart.metadata → order.metadata):
 *
 *   metadata.enrollment = { sponsor_partner_id: "ptnr_…", personal_store_name?: "carolina" }
 *
 * Either key may identify the sponsor: with only a store name, the store's
 * partner sponsors. Anything else under metadata.enrollment is ignored.
 */
export interface EnrollmentRequest {
  sponsor_partner_id: string | null
  personal_store_name: string | null
}

/** The request in an order's metadata, or null when the order enrolls no one. */
export function enrollmentRequest(metadata: Record<string, unknown> | null | undefined): EnrollmentRequest | null {
  const value = metadata?.enrollment
  if (!value || typeof value !== "object" || Array.isArray(value)) return null
  const { sponsor_partner_id, personal_store_name } = value as Record<string, unknown>
  const sponsor = typeof sponsor_partner_id === "string" && sponsor_partner_id.trim() ? sponsor_partner_id.trim() : null
  const store =
    typeof personal_store_name === "string" && personal_store_name.trim()
      ? personal_store_name.trim().toLowerCase()
      : null
  if (!sponsor && !store) return null
  return { sponsor_partner_id: sponsor, personal_store_name: store }
}
