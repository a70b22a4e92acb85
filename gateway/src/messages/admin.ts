import type { Language } from "./language.js"

/**
 * The back-office adapter's words (/admin-api): its field messages and the answers it
 * gives for what the engine refuses, in Spanish and English. The adapter and the JSON
 * schema validator word field messages in English ("is required"); `fieldMessage` puts
 * each in the request's language, and the engine's own texts (English, sometimes with
 * internal ids) never reach a Spanish screen: a known one is said in Spanish, any other
 * as the message of its status.
 */

type Texts = { es: string; en: string }
type Rule = { pattern: RegExp; es: (m: RegExpExecArray) => string; en?: (m: RegExpExecArray) => string }

const TYPES_ES: Record<string, string> = {
  string: "texto",
  number: "un número",
  integer: "un número entero",
  boolean: "sí o no",
  object: "un objeto",
  array: "una lista",
  null: "vacío",
  date: "una fecha",
}

/** Field messages: the English wording (adapter, validator, engine) → Spanish. */
const FIELD_RULES: readonly Rule[] = [
  { pattern: /^is required$/, es: () => "es obligatorio" },
  { pattern: /^is not accepted here$/, es: () => "no se admite aquí" },
  { pattern: /^is not a filter of this list$/, es: () => "no es un filtro de esta lista" },
  { pattern: /^is not in the expected format$/, es: () => "no tiene el formato esperado" },
  { pattern: /^is invalid$/, es: () => "no es válido" },
  { pattern: /^must be one of (.+)$/, es: (m) => `debe ser uno de: ${m[1]}` },
  {
    pattern:
      /^must be (string|number|integer|boolean|object|array|null)(?:,(string|number|integer|boolean|object|array|null))?$/,
    es: (m) => `debe ser ${TYPES_ES[m[1]]}${m[2] ? ` o ${TYPES_ES[m[2]]}` : ""}`,
  },
  { pattern: /^must be one value$/, es: () => "debe ser un solo valor" },
  { pattern: /^must be values$/, es: () => "deben ser valores" },
  { pattern: /^must be ids$/, es: () => "deben ser identificadores" },
  { pattern: /^must be JSON$/, es: () => "debe ser JSON" },
  { pattern: /^must be an object$/, es: () => "debe ser un objeto" },
  {
    pattern: /^must name ids$/,
    es: () => 'debe nombrar registros por id ({"id":[…]}): este recurso no tiene lista',
    en: () => 'must name records by id ({"id":[…]}): this resource has no list',
  },
  { pattern: /^must be \[first, last\]$/, es: () => "debe ser [primero, último]" },
  { pattern: /^must be \["field", "ASC" \| "DESC"\]$/, es: () => 'debe ser ["campo", "ASC" | "DESC"]' },
  { pattern: /^at most (\d+) records$/, es: (m) => `como mucho ${m[1]} registros` },
  { pattern: /^cannot sort by (.+)$/, es: (m) => `no se puede ordenar por ${m[1]}` },
  {
    pattern: /^must be (>=|<=|>|<) (-?[\d.]+)$/,
    es: (m) => `debe ser ${m[1] === ">=" ? "≥" : m[1] === "<=" ? "≤" : m[1]} ${m[2]}`,
  },
  {
    pattern: /^must NOT have more than (\d+) (characters|items)$/,
    es: (m) => `no puede tener más de ${m[1]} ${m[2] === "items" ? "elementos" : "caracteres"}`,
  },
  {
    pattern: /^must NOT have fewer than (\d+) (characters|items)$/,
    es: (m) => `no puede tener menos de ${m[1]} ${m[2] === "items" ? "elementos" : "caracteres"}`,
  },
  {
    pattern: /^Expected type: '([^']+)', got: '([^']*)'$/,
    es: (m) => `debe ser ${TYPES_ES[m[1]] ?? m[1]} (se recibió «${m[2]}»)`,
    en: (m) => `must be ${m[1]} (got '${m[2]}')`,
  },
  {
    pattern: /^is required when (.+)$/,
    es: () => "es obligatorio en este caso",
    en: (m) => `is required when ${m[1]}`,
  },
  {
    pattern: /^should not be present when (.+)$/,
    es: () => "no debe indicarse en este caso",
    en: (m) => `should not be present when ${m[1]}`,
  },
]

/** A field message in the request's language; an unknown English wording is "no es válido" in Spanish. */
export function fieldMessage(message: string, language: Language): string {
  for (const rule of FIELD_RULES) {
    const match = rule.pattern.exec(message)
    if (match) return language === "es" ? rule.es(match) : rule.en ? rule.en(match) : message
  }
  return language === "es" ? "no es válido" : message
}

/** The adapter's own answers. */
export const ADMIN_TEXTS = {
  invalidRequest: { es: "Revisa los datos", en: "Please check the data" },
  notFound: (label: Texts, id: string): Texts => ({
    es: `${label.es} ${id}: no existe`,
    en: `${label.en} ${id} was not found`,
  }),
  signIn: { es: "Inicia sesión en el back-office", en: "Sign in to the back-office" },
  forbidden: { es: "No tienes permiso para hacer esto", en: "You are not allowed to do this" },
  conflict: {
    es: "Ya existe o cambió mientras tanto: revisa y vuelve a intentarlo",
    en: "It already exists or changed in the meantime: check and try again",
  },
  notNow: {
    es: "No se puede hacer en el estado actual del registro",
    en: "Not possible in the record's current state",
  },
  refused: {
    es: "El motor de la tienda no lo permite en el estado actual",
    en: "The shop's engine does not allow it in the current state",
  },
  engineFailed: { es: "El motor de la tienda no pudo hacerlo", en: "The shop's engine could not do it" },
  internal: { es: "Algo salió mal de nuestro lado", en: "Something went wrong on our side" },
  badJson: { es: "El cuerpo no es JSON válido", en: "The body is not valid JSON" },
  nul: {
    es: "El texto no puede contener el carácter NUL (\\u0000)",
    en: "Text may not contain the NUL character (\\u0000)",
  },
} as const

/** "1 unidad" / "3 unidades": a count with its noun in the right number. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * Refusals that say their cause and the way out, naming the record (the adapter gathers what
 * they name: the reservations behind a delete, the order and the item behind a return).
 */
export const REFUSAL_TEXTS = {
  /** A product or inventory item whose stock is held by orders (and perhaps by reservations made by hand). */
  reserved: (name: string, units: number, orders: number, manual: number): Texts => {
    if (!manual)
      return {
        es: `${name} tiene ${count(units, "unidad reservada", "unidades reservadas")} en ${count(orders, "pedido", "pedidos")}: ${orders === 1 ? "complétalo o cancélalo" : "complétalos o cancélalos"} antes de borrarlo.`,
        en: `${name} has ${count(units, "unit", "units")} reserved in ${count(orders, "order", "orders")}: complete or cancel ${orders === 1 ? "it" : "them"} before deleting it.`,
      }
    if (!orders)
      return {
        es: `${name} tiene ${count(units, "unidad reservada", "unidades reservadas")} en ${count(manual, "reserva", "reservas")}: ${manual === 1 ? "bórrala" : "bórralas"} en Reservas antes de borrarlo.`,
        en: `${name} has ${count(units, "unit", "units")} held by ${count(manual, "reservation", "reservations")}: delete ${manual === 1 ? "it" : "them"} under Reservations before deleting it.`,
      }
    return {
      es: `${name} tiene ${count(units, "unidad reservada", "unidades reservadas")} en ${count(orders, "pedido", "pedidos")} y ${count(manual, "reserva", "reservas")}: completa o cancela los pedidos y borra las reservas antes de borrarlo.`,
      en: `${name} has ${count(units, "unit", "units")} reserved in ${count(orders, "order", "orders")} and ${count(manual, "reservation", "reservations")}: complete or cancel the orders and delete the reservations before deleting it.`,
    }
  },
  /** A return started on an order with nothing fulfilled or sent yet. */
  returnNothingSent: (order: string): Texts => ({
    es: `El pedido ${order} no tiene nada preparado ni enviado todavía: prepáralo y envíalo antes de iniciar una devolución.`,
    en: `Order ${order} has nothing fulfilled or sent yet: fulfil and ship it before starting a return.`,
  }),
  /** Items asked back (a return, an exchange's or a claim's inbound items) beyond what was fulfilled. */
  returnMoreThanFulfilled: (item: string, order: string): Texts => ({
    es: `«${item}» del pedido ${order} no tiene tantas unidades preparadas: solo vuelve lo que ya se preparó y envió. Prepara y envía el pedido antes, o pide menos unidades.`,
    en: `“${item}” of order ${order} does not have that many fulfilled units: only what was fulfilled and sent can come back. Fulfil and ship the order first, or ask for fewer units.`,
  }),
  /** A flow the record's state does not allow, with the record named. */
  notNow: (label: Texts, name: string): Texts => ({
    es: `${label.es} ${name}: no se puede hacer en su estado actual`,
    en: `${label.en} ${name}: not possible in its current state`,
  }),
}

/**
 * Engine refusals the back-office meets in daily work, said in Spanish (the English keeps
 * the engine's words). Internal ids in them are left out of the Spanish text.
 */
const ENGINE_RULES: readonly Rule[] = [
  // Options and variants (the product editor): what the product module refuses, with the merchant's names.
  {
    pattern: /^Variant \((.+)\) with provided options already exists\.?$/i,
    es: (m) => `Ya hay una variante con esos valores de opción: ${m[1]}`,
  },
  {
    pattern: /^Variant "(.+)" has same combination of option values as "(.+)"\.?$/i,
    es: (m) => `Las variantes «${m[1]}» y «${m[2]}» tienen los mismos valores de opción`,
  },
  {
    pattern: /^Product has (\d+) option values but there were (\d+) provided option values for the variant: (.+?)\.?$/i,
    es: (m) => `La variante «${m[3]}» necesita un valor por cada opción (${m[1]}) y tiene ${m[2]}`,
  },
  {
    pattern: /^Option value (.+) does not exist for option (.+?)\.?$/i,
    es: (m) => `El valor «${m[1]}» no existe en la opción «${m[2]}»`,
  },
  {
    pattern: /has variants with missing options: \[(.+)\]/i,
    es: (m) => `A estas variantes les falta un valor de opción: ${m[1]}`,
  },
  {
    pattern: /^Cannot unassign option values from product because the following variant\(s\) are using it: (.+?)\.?$/i,
    es: (m) => `No se puede quitar el valor: lo usan las variantes ${m[1]}`,
  },
  {
    pattern: /^Cannot unassign product option from product which has variants for that option/i,
    es: () => "No se puede quitar la opción: hay variantes que la usan; bórralas primero",
  },
  {
    pattern: /^Cannot delete product option(?: value)?s? (?:values )?that are associated with products/i,
    es: () => "No se puede borrar: la opción o el valor todavía lo usa un producto",
  },
  {
    pattern: /^(.+?) with (?:id|handle|code|value|name|email|sku|key)s?: (.+?),? (?:was not found|not found)\.?$/i,
    es: (m) => `No existe: ${m[2]}`,
  },
  {
    pattern: /^(.+?) with (?:id|handle|code|value|name|email|sku|key)s?: (.+?),? already exists\.?$/i,
    es: (m) => `Ya existe: ${m[2]}`,
  },
  {
    pattern: /does not match the shipping profile of the order item/i,
    es: () =>
      "La opción de envío no corresponde al perfil de envío del producto: asigna al producto el perfil de envío de la tienda",
  },
  {
    pattern: /^Cannot (?:capture|refund) (?:more|an amount)/i,
    es: () => "El importe supera lo que se puede cobrar o reembolsar",
  },
  // Said with names where the adapter can find them (REFUSAL_TEXTS); these are the words without them.
  {
    pattern: /^Cannot remove following inventory item\(s\) since they have reservations/i,
    es: () => "Tiene unidades reservadas: completa o cancela los pedidos que las reservan antes de borrarlo.",
  },
  {
    pattern: /^Cannot request to return more items than what was fulfilled/i,
    es: () => "Solo vuelve lo que ya se preparó y envió: prepara y envía el pedido antes, o pide menos unidades.",
  },
  {
    pattern: /is (?:already )?(?:canceled|cancelled|archived|completed|fulfilled|shipped|delivered)/i,
    es: () => "No se puede: el pedido o el elemento ya está en otro estado",
  },
  {
    pattern: /^Cannot .+ (?:order|fulfillment|return|claim|exchange|edit)/i,
    es: () => "No se puede hacer en el estado actual del pedido",
  },
  { pattern: /insufficient|not enough (?:stock|inventory)/i, es: () => "No hay existencias suficientes" },
  { pattern: /Unrecognized fields?: (.+)/, es: (m) => `Campos no admitidos: ${m[1]}` },
]

/** A message of the engine in the request's language: a known refusal, else `fallback`. */
export function engineMessage(message: string, language: Language, fallback: Texts): string {
  return knownEngineMessage(message, language) ?? (language === "en" ? message || fallback.en : fallback.es)
}

/** A refusal of the engine the adapter knows, in the request's language; null for any other. */
export function knownEngineMessage(message: string, language: Language): string | null {
  const text = message.replace(/^Invalid request:\s*/, "")
  for (const rule of ENGINE_RULES) {
    const match = rule.pattern.exec(text)
    if (match) return language === "en" ? message : rule.es(match)
  }
  return null
}
