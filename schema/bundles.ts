/**
 * How a bundle's lines are marked in a cart, in their metadata: the engine writes the marks
 * (commerce/src/workflows/bundles/lines.ts) and the gateway and the storefront read them.
 * - BUNDLE_KEY on the bundle's own line and on each of its products' lines: one key per bundle added;
 * - BUNDLED_BY on a product's line: the id of its bundle's line;
 * - BUNDLE_QUANTITY on a product's line: how many of it one bundle holds.
 */
export const BUNDLE_KEY = "bundle_key"
export const BUNDLED_BY = "bundled_by"
export const BUNDLE_QUANTITY = "bundle_quantity"

/** Metadata keys the engine owns on bundle lines; callers cannot set them. */
export const BUNDLE_KEYS = [BUNDLE_KEY, BUNDLED_BY, BUNDLE_QUANTITY] as const
