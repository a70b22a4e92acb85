/** Spanish texts the gateway sends to shoppers (notices). English in en.ts, same keys. */
export const es = {
  COUPON_APPLIED: "Cupón aplicado correctamente",
  COUPON_NOT_VALID: (code: string) => `El cupón ${code} no es válido o ya no está vigente.`,
  PROMOTION_MIN_QUANTITY: (n: number) => `Agrega al menos ${n} unidad(es) de los productos requeridos para esta promoción.`,
  PROMOTION_GIFT_IN_CART: "Ya tienes el regalo de esta promoción en tu carrito.",
  PROMOTION_REQUIRES_ENROLLMENT: (code: string) => `La promoción ${code} es solo para quienes se inscriben como socios.`,
  PROMOTION_REQUIRES_LAST_ORDER: (code: string, days: number) =>
    `La promoción ${code} es para clientes con una compra en los últimos ${days} días.`,
  PROMOTION_REQUIRES_SIGN_IN: (code: string) => `Inicia sesión para usar la promoción ${code}.`,
}

export type NoticeTexts = typeof es
