/**
 * The shop's custom promotions (docs/product.md §3). The engine applies the discount; the
 * gateway decides who may have it from `metadata` (editable in the back-office).
 */
export interface CustomPromotionSeed {
  code: string
  type: "standard" | "buyget"
  /** Discount percentage on the target variants. */
  percentage: number
  /** SKUs of the variants that receive the discount (the promotion's `variant_ids`); empty means every item. */
  targetSkus: string[]
  maxQuantity: number | null
  /** buyget only: what must be in the cart, and how many units of it. */
  buy?: { skus: string[]; minQuantity: number }
  metadata: {
    /** True for the shop's gated promotions (docs/product.md §3); false for ordinary coupons. */
    custom: boolean
    auto_apply: boolean
    requires_enrollment: boolean
    requires_last_order: boolean
    /** The cut-off of a last-order promotion, today − N days (default 50). */
    requires_last_order_days: number | null
    /** The name shoppers see on the cart's benefits and notices (the code when null). */
    title_es: string | null
    title_en: string | null
    /** Which orders count: before the cut-off (a come-back offer, the default) or within it. */
    last_order_window?: "before" | "within"
    message_es: string | null
    message_en: string | null
    /** Only for a first purchase: the customer, or the e-mail, has no order yet (the gateway checks). */
    first_purchase?: boolean
  }
}

const FIT_RENEW = ["HC-FIT-VAINILLA", "HC-FIT-CHOCOLATE", "RENEW-PRO-FRUTOS-ROJOS", "RENEW-PRO-LIMON"]

export const customPromotions: CustomPromotionSeed[] = [
  {
    code: "FREEMEMBERSHIP2",
    type: "buyget",
    percentage: 100,
    targetSkus: ["MEMBRESIA-ANUAL", "MEMBRESIA-SEMESTRAL"],
    maxQuantity: 1,
    buy: { skus: FIT_RENEW, minQuantity: 2 },
    metadata: {
      custom: true,
      auto_apply: true,
      requires_enrollment: true,
      requires_last_order: false,
      requires_last_order_days: null,
      title_es: "Membresía de regalo al inscribirte",
      title_en: "A free membership when you enroll",
      message_es: null,
      message_en: null,
    },
  },
  {
    code: "FITRENEWENROLLMENT",
    type: "standard",
    percentage: 100,
    targetSkus: FIT_RENEW,
    maxQuantity: 1,
    metadata: {
      custom: true,
      auto_apply: true,
      requires_enrollment: true,
      requires_last_order: false,
      requires_last_order_days: null,
      title_es: "HC FIT o RENEW PRO de regalo al inscribirte",
      title_en: "A free HC FIT or RENEW PRO when you enroll",
      message_es: "Recibe un HC FIT o RENEW PRO gratis al agregar uno a tu carrito.",
      message_en: "Receive a free HC FIT or RENEW PRO by adding one to the cart.",
    },
  },
  {
    code: "REGRESA20",
    type: "standard",
    percentage: 20,
    targetSkus: ["PAQUETE-ESPECIAL", "PAQUETE-DUO"],
    maxQuantity: null,
    metadata: {
      custom: true,
      auto_apply: true,
      requires_enrollment: false,
      requires_last_order: true,
      requires_last_order_days: 50,
      title_es: "20 % en paquetes por volver",
      title_en: "20% off packages for coming back",
      last_order_window: "before",
      message_es: "Obtén 20% de descuento en tu próxima compra del Paquete Especial o DUO.",
      message_en: "Get 20% off the next purchase of the Special or DUO package.",
    },
  },
]

/** An ordinary coupon anyone may use: 10 % off every item. */
export const publicPromotions: CustomPromotionSeed[] = [
  {
    code: "BIENVENIDA10",
    type: "standard",
    percentage: 10,
    targetSkus: [],
    maxQuantity: null,
    metadata: {
      custom: false,
      auto_apply: false,
      requires_enrollment: false,
      requires_last_order: false,
      requires_last_order_days: null,
      title_es: "Bienvenida: 10 % de descuento",
      title_en: "Welcome: 10% off",
      message_es: "10 % de descuento en tu primera compra.",
      message_en: "10% off your first purchase.",
      first_purchase: true,
    },
  },
]
