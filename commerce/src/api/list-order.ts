/**
 * A list's order with the id last, so that pages neither repeat nor skip a record. The engine
 * stamps `created_at` in its own process, to the millisecond, so records made together share it
 * (the demo catalogue's products come in batches that do), and PostgreSQL returns ties in any
 * order — a different one for a different LIMIT and OFFSET. The engine's `order` parameter takes
 * one field; the id follows it in the same direction.
 */
export function orderWithIdLast<Direction extends string>(
  order: Record<string, Direction> | undefined,
  fallback: Record<string, Direction>
): Record<string, Direction> {
  const ordered = { ...(order && Object.keys(order).length ? order : fallback) }
  ordered.id ??= Object.values(ordered)[0]
  return ordered
}
