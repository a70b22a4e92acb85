import type { NoticeTexts } from "./es.js"

export const en: NoticeTexts = {
  COUPON_APPLIED: "Coupon applied successfully",
  COUPON_NOT_VALID: (code: string) => `The coupon ${code} is not valid or has expired.`,
  PROMOTION_MIN_QUANTITY: (n: number) => `Add at least ${n} unit(s) of the required products for this promotion.`,
  PROMOTION_GIFT_IN_CART: "You already have this promotion's gift in your cart.",
  PROMOTION_REQUIRES_ENROLLMENT: (code: string) => `The ${code} promotion is only for shoppers who enroll as partners.`,
  PROMOTION_REQUIRES_LAST_ORDER: (code: string, days: number) =>
    `The ${code} promotion is for customers with an order in the last ${days} days.`,
  PROMOTION_REQUIRES_EARLIER_ORDER: (code: string, days: number) =>
    `The ${code} promotion is for customers who ordered from us ${days} or more days ago.`,
  PROMOTION_REQUIRES_SIGN_IN: (code: string) => `Sign in to use the ${code} promotion.`,
  // Refusals of a request as a whole (transport, Idempotency-Key), chosen by the request's language.
  PAYLOAD_TOO_LARGE: "The request is too large (1 MiB at most).",
  UNSUPPORTED_MEDIA_TYPE: "Send the request as application/json.",
  INVALID_JSON: "The request body is not valid JSON.",
  IDEMPOTENCY_KEY_INVALID: "The Idempotency-Key header must have 1 to 255 visible characters.",
  IDEMPOTENCY_KEY_REUSED: "This Idempotency-Key was already used with another request: use a new key for each operation.",
  IDEMPOTENCY_KEY_IN_USE: "A request with this Idempotency-Key is still under way: try again in a few seconds.",
}
