/**
 * A list's order with the id last, so that pages neither repeat nor skip a record. The engine
 * stamps `created_at` in its own process, to the millisecond, so records made together share it
 * (the demo catalogue's products come in batches that do), and PostgreSQL returns ties in any
 * order — a different one for a different LIMIT and OFFSET. The engine's `order` parameter takes
 * one field (a relation's, `customer.email`, arrives nested: { customer: { email: "ASC" } }); the
 * id follows it in the same direction.
 */
export function orderWithIdLast(
  order: Record<string, unknown> | undefined,
  fallback: Record<string, "ASC" | "DESC">
): Record<string, unknown> {
  const ordered: Record<string, unknown> = { ...(order && Object.keys(order).length ? order : fallback) }
  ordered.id ??= directionOf(ordered) ?? "DESC"
  return ordered
}

/** The direction of an order's first field, however deep a relation nests it. */
function directionOf(order: unknown): unknown {
  if (!order || typeof order !== "object") return order
  return directionOf(Object.values(order)[0])
}
