/** The documents the shop store loads after startup (app/shop-api.ts). */
export { Logout } from "../api/auth"
export {
  AddBundle,
  AddLineItem,
  ApplyPromotionCodes,
  RemoveLineItem,
  RemovePromotionCodes,
  UpdateCart,
  UpdateLineItem,
} from "../api/cart"
export { CompleteCart, InitiatePaymentSession, SetShippingMethod } from "../api/checkout"
export { ClearEnrollment, SetEnrollment, SetReferral } from "../api/enrollment"
