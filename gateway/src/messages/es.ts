/** Spanish texts the gateway sends to shoppers (notices). English in en.ts, same keys. */
export const es = {
  COUPON_APPLIED: "Cupón aplicado correctamente",
  COUPON_NOT_VALID: (code: string) => `El cupón ${code} no es válido o ya no está vigente.`,
}

export type NoticeTexts = typeof es
