import type { NoticeTexts } from "./es.js"

export const en: NoticeTexts = {
  COUPON_APPLIED: "Coupon applied successfully",
  COUPON_NOT_VALID: (code: string) => `The coupon ${code} is not valid or has expired.`,
}
