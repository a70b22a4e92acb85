/**
 * The limits the engine enforces on what shoppers send: its workflows refuse past them with a code
 * (commerce's workflows/bundles and workflows/subscriptions), and INPUT_LIMITS below repeats them so
 * the gateway's messages (their `extensions.limit`) and the storefront's own checks say the same numbers.
 */
export const ENGINE_LIMITS = {
  /** Bundles of one kind in a cart (commerce/src/workflows/bundles/steps/prepare-bundle-lines.ts). */
  bundleQuantity: 99,
  /** Units of one product in a subscription (commerce/src/workflows/subscriptions/steps/validate-subscription-input.ts). */
  subscriptionQuantity: 99,
  /** Products in a subscription (the same step). */
  subscriptionItems: 20,
} as const

/**
 * The limits on what shoppers type, in one place: the gateway enforces them
 * (BAD_USER_INPUT with `extensions.field` and `extensions.limit`) and the
 * storefront checks them before sending, so both always agree.
 */
export const INPUT_LIMITS = {
  /** A name, an address line, a city: characters after trimming. */
  text: 200,
  /** A phone number. */
  phone: 40,
  /** An e-mail address (RFC 5321's path limit). */
  email: 254,
  /** A first or last name at registration. */
  personName: 100,
  /**
   * A password, in characters as a person counts them (an emoji is one: see passwordLength). Twelve
   * at least, as ASVS 2.1.1 asks; 128 at most, and any printable character (docs/security.md).
   */
  password: { min: 12, max: 128 },
  /** Units of one product in a cart line. */
  lineQuantity: 999,
  /** Bundles of one kind in a cart (the engine's rule, ENGINE_LIMITS; the gateway shows it). */
  bundleQuantity: ENGINE_LIMITS.bundleQuantity,
  /** Units of one product in a subscription (the engine's rule, ENGINE_LIMITS). */
  subscriptionQuantity: ENGINE_LIMITS.subscriptionQuantity,
  /** Products in a subscription (the engine's rule, ENGINE_LIMITS). */
  subscriptionItems: ENGINE_LIMITS.subscriptionItems,
  /** Promotion codes applied at once, and the length of each. */
  codes: { count: 10, length: 64 },
  /** A catalogue search. */
  search: 200,
  /** A personal-store search at enrollment. */
  partnerSearch: 80,
  /** Metadata a client may attach, as JSON. */
  metadataBytes: 4096,
} as const

/** What counts as an e-mail address (the engine's own check is looser). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Markup and control characters have no place in a name, an address or a phone number. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job (tab, line feed and carriage return are left to the fields' own rules)
export const UNSAFE_TEXT = /[<>\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** A password's length as a person counts it: in Unicode code points, so an emoji is one character, not two. */
export function passwordLength(password: string): number {
  return [...password].length
}
