/**
 * The shapes of a partner's public identifiers, shared by the service, the
 * routes' validators and the seed.
 */

/** Partner codes: VIT- and a zero-padded number (VIT-0001). */
export const PARTNER_CODE_PREFIX = "VIT-"
export const PARTNER_CODE = /^[A-Z0-9][A-Z0-9-]{1,31}$/

/** Personal-store names: 3–40 lower-case letters, digits and inner hyphens (URL-safe). */
export const STORE_NAME = /^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/
export const STORE_NAME_MAX = 40

export function partnerCode(sequence: number): string {
  return `${PARTNER_CODE_PREFIX}${String(sequence).padStart(4, "0")}`
}

/** Lower-case, accents removed: "Carolina Méndez" → "carolina mendez". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
}

/** A URL-safe store name from free text: "María José Peña" → "maria-jose-pena". */
export function storeNameFrom(text: string): string {
  const slug = fold(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, STORE_NAME_MAX - 4)
    .replace(/-+$/g, "")
  return slug.length >= 3 ? slug : `socio-${slug || "vitalia"}`.replace(/-+$/g, "")
}
