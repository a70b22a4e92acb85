import { BUNDLE_KEY, BUNDLED_BY, BUNDLE_QUANTITY, BUNDLE_KEYS } from "@vitalia/schema/bundles"

/**
 * How a bundle lives in a cart (POST /store/carts/:id/bundle-line-items):
 *
 * - the bundle line: the bundle product's variant at its own price, with
 *   metadata.bundle_key (one key per bundle added);
 * - one component line per entry of product.metadata.bundle ([{ sku, quantity }]):
 *   unit_price 0 (custom price, not discountable), quantity = component quantity × bundle quantity,
 *   metadata.bundled_by = the bundle line's id, metadata.bundle_quantity = the
 *   component quantity in one bundle, metadata.bundle_key = the bundle's key.
 *
 * Bundle variants hold no stock (manage_inventory false); component lines
 * reserve it. Components are read from the catalog, never from the caller.
 */

export interface CartLine {
  id: string
  variant_id?: string | null
  quantity: number | string | { toString(): string }
  metadata?: Record<string, unknown> | null
}

export const quantityOf = (line: CartLine) => Number(line.quantity.toString())

export const isBundleLine = (line: CartLine) =>
  typeof line.metadata?.[BUNDLE_KEY] === "string" && !line.metadata?.[BUNDLED_BY]
export const isComponentLine = (line: CartLine) => typeof line.metadata?.[BUNDLED_BY] === "string"

/** Caller metadata without the keys the engine owns. */
export function callerMetadata(metadata: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const copy = { ...(metadata ?? {}) }
  for (const key of BUNDLE_KEYS) delete copy[key]
  return copy
}

/**
 * What is wrong with the cart's bundles, if anything: a component line whose
 * bundle line is gone, or whose quantity no longer matches it, and a bundle line
 * left without any of its components (every bundle has at least one).
 */
export function bundleProblems(lines: CartLine[]): string[] {
  const byId = new Map(lines.map((l) => [l.id, l]))
  const problems: string[] = []
  for (const line of lines.filter(isComponentLine)) {
    const parent = byId.get(String(line.metadata![BUNDLED_BY]))
    if (!parent || !isBundleLine(parent)) {
      problems.push(`line ${line.id} belongs to a bundle that is no longer in the cart`)
      continue
    }
    const perBundle = Number(line.metadata![BUNDLE_QUANTITY] ?? 1)
    if (quantityOf(line) !== perBundle * quantityOf(parent)) {
      problems.push(`line ${line.id} does not match the quantity of its bundle ${parent.id}`)
    }
  }
  const bundled = new Set(lines.filter(isComponentLine).map((line) => String(line.metadata![BUNDLED_BY])))
  for (const line of lines.filter(isBundleLine)) {
    if (!bundled.has(line.id)) problems.push(`bundle line ${line.id} has lost its components`)
  }
  return problems
}
