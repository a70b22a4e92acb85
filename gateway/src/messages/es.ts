/** Spanish texts the gateway sends to shoppers (notices). English in en.ts, same keys. */
export const es = {
  COUPON_APPLIED: "Cupón aplicado correctamente",
  COUPON_NOT_VALID: (code: string) => `El cupón ${code} no es válido o ya no está vigente.`,
  PROMOTION_MIN_QUANTITY: (n: number) => `Agrega al menos ${n} unidad(es) de los productos requeridos para esta promoción.`,
  PROMOTION_GIFT_IN_CART: "Ya tienes el regalo de esta promoción en tu carrito.",
  PROMOTION_REQUIRES_ENROLLMENT: (code: string) => `La promoción ${code} es solo para quienes se inscriben como socios.`,
  PROMOTION_REQUIRES_LAST_ORDER: (code: string, days: number) =>
    `La promoción ${code} es para clientes con una compra en los últimos ${days} días.`,
  PROMOTION_REQUIRES_EARLIER_ORDER: (code: string, days: number) =>
    `La promoción ${code} es para clientes que nos compraron hace ${days} días o más.`,
  PROMOTION_REQUIRES_SIGN_IN: (code: string) => `Inicia sesión para usar la promoción ${code}.`,
  // Refusals of a request as a whole (transport, Idempotency-Key), chosen by the request's language.
  PAYLOAD_TOO_LARGE: "La petición es demasiado grande (1 MiB como máximo).",
  UNSUPPORTED_MEDIA_TYPE: "Envía la petición como application/json.",
  INVALID_JSON: "El cuerpo de la petición no es JSON válido.",
  IDEMPOTENCY_KEY_INVALID: "La cabecera Idempotency-Key debe tener entre 1 y 255 caracteres visibles.",
  IDEMPOTENCY_KEY_REUSED: "Esta Idempotency-Key ya se usó con otra petición: usa una clave nueva para cada operación.",
  IDEMPOTENCY_KEY_IN_USE: "Una petición con esta Idempotency-Key aún está en curso: inténtalo de nuevo en unos segundos.",
}

export type NoticeTexts = typeof es
