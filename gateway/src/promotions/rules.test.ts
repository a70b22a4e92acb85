import { describe, expect, it } from "vitest"
import { distinctNotices } from "../messages/notices.js"
import {
  firstPurchaseCoupon,
  ineligibility,
  isGated,
  lastOrderCondition,
  toCustomPromotion,
  unitsOf,
  warnings,
  type CustomPromotion,
  type Line,
} from "./rules.js"

const rule = (values: string[]) => [
  { attribute: "items.variant_id", operator: "in", values: values.map((value) => ({ value })) },
]

const freeMembershipEngine = {
  id: "promo_1",
  code: "FREEMEMBERSHIP2",
  type: "buyget",
  metadata: { custom: true, requires_enrollment: true, requires_last_order: false },
  application_method: {
    max_quantity: 1,
    buy_rules_min_quantity: 2,
    target_rules: rule(["m1", "m2"]),
    buy_rules: rule(["fit", "renew"]),
  },
} as const
const freeMembership = toCustomPromotion(freeMembershipEngine)
const regresa: CustomPromotion = toCustomPromotion({
  id: "promo_2",
  code: "REGRESA20",
  type: "standard",
  metadata: {
    custom: true,
    requires_enrollment: false,
    requires_last_order: true,
    requires_last_order_days: 50,
    message_es: "es",
    message_en: "en",
  },
  application_method: { target_rules: rule(["especial", "duo"]) },
})

const line = (variantId: string, quantity: number, bundledBy: string | null = null): Line => ({
  variantId,
  quantity,
  bundledBy,
})

describe("custom promotions from the engine", () => {
  it("read variants, quantities, conditions and messages", () => {
    expect(freeMembership).toMatchObject({
      variantIds: ["m1", "m2"],
      requiredVariantIds: ["fit", "renew"],
      minQuantity: 2,
      maxQuantity: 1,
      requiresEnrollment: true,
    })
    expect(regresa).toMatchObject({
      requiresLastOrder: true,
      lastOrderDays: 50,
      lastOrderWindow: "before",
      message: { es: "es", en: "en" },
    })
  })

  it("default the last-order window to 50 days before the cut-off; metadata.last_order_window flips it", () => {
    const promotion = toCustomPromotion({
      id: "p",
      code: "X",
      type: "standard",
      metadata: { requires_last_order: true },
      application_method: {},
    })
    expect(promotion).toMatchObject({ lastOrderDays: 50, lastOrderWindow: "before" })
    const flipped = toCustomPromotion({
      id: "p",
      code: "X",
      type: "standard",
      metadata: { requires_last_order: true, last_order_window: "within" },
      application_method: {},
    })
    expect(flipped.lastOrderWindow).toBe("within")
  })
})

describe("eligibility", () => {
  const anonymous = { enrolled: false, signedIn: false, lastOrders: new Map<string, boolean>() }
  const customer = (hasOrder: boolean, promotion = regresa) => ({
    ...anonymous,
    signedIn: true,
    lastOrders: new Map([[lastOrderCondition(promotion), hasOrder]]),
  })
  it("a first-purchase coupon (BIENVENIDA10) is refused once the customer or the e-mail has an order, and only then", () => {
    const welcome = firstPurchaseCoupon("BIENVENIDA10")
    expect(isGated(welcome)).toBe(true)
    expect(ineligibility(welcome, anonymous)).toBeNull()
    expect(ineligibility(welcome, { ...anonymous, earlierOrder: false })).toBeNull()
    expect(ineligibility(welcome, { ...anonymous, earlierOrder: true })).toMatchObject({
      code: "PROMOTION_FIRST_PURCHASE",
      es: "La promoción BIENVENIDA10 es solo para la primera compra.",
      en: "The BIENVENIDA10 promotion is for a first purchase only.",
    })
    // A custom promotion says so in its metadata.
    const engine = { ...freeMembershipEngine, metadata: { first_purchase: true } }
    expect(toCustomPromotion(engine as unknown as Parameters<typeof toCustomPromotion>[0]).firstPurchase).toBe(true)
    expect(freeMembership.firstPurchase).toBe(false)
  })

  it("enrollment promotions need a sponsor or a partner", () => {
    expect(ineligibility(freeMembership, anonymous)?.code).toBe("PROMOTION_REQUIRES_ENROLLMENT")
    expect(ineligibility(freeMembership, { ...anonymous, enrolled: true })).toBeNull()
  })

  it("REGRESA20 (a come-back offer) needs a signed-in customer with an order older than the cut-off", () => {
    expect(ineligibility(regresa, anonymous)?.code).toBe("PROMOTION_REQUIRES_SIGN_IN")
    expect(ineligibility(regresa, { ...anonymous, signedIn: true })?.code).toBe("PROMOTION_REQUIRES_EARLIER_ORDER")
    expect(ineligibility(regresa, customer(false))?.es).toBe(
      "La promoción REGRESA20 es para clientes que nos compraron hace 50 días o más."
    )
    expect(ineligibility(regresa, customer(true))).toBeNull()
  })

  it("with the window flipped to within, it needs an order after the cut-off", () => {
    const recent = { ...regresa, lastOrderWindow: "within" as const }
    expect(ineligibility(recent, customer(false, recent))?.es).toBe(
      "La promoción REGRESA20 es para clientes con una compra en los últimos 50 días."
    )
    expect(ineligibility(recent, customer(true, recent))).toBeNull()
    // The answer for the other window does not count.
    expect(ineligibility(recent, customer(true, regresa))?.code).toBe("PROMOTION_REQUIRES_LAST_ORDER")
  })
})

describe("notices", () => {
  it("each once per answer: the same notice about the same promotion is said one time, about two promotions twice", () => {
    const gift = (subject: string) => ({
      kind: "WARNING" as const,
      code: "PROMOTION_GIFT_IN_CART",
      es: "es",
      en: "en",
      subject: { es: subject, en: subject },
    })
    expect(distinctNotices([gift("A"), gift("A"), gift("B")])).toEqual([gift("A"), gift("B")])
  })
})

describe("warnings (docs/product.md §5)", () => {
  it("'Agrega al menos N unidad(es)…' until the required units reach the minimum, exactly", () => {
    const one = warnings(freeMembership, [line("m1", 1), line("fit", 1)])
    expect(one).toEqual([
      {
        kind: "WARNING",
        code: "PROMOTION_MIN_QUANTITY",
        es: "Agrega al menos 2 unidad(es) de los productos requeridos para esta promoción.",
        en: "Add at least 2 unit(s) of the required products for this promotion.",
        subject: { es: "FREEMEMBERSHIP2", en: "FREEMEMBERSHIP2" },
      },
    ])
    expect(
      warnings(freeMembership, [line("m1", 1), line("fit", 1), line("renew", 1)]).map((n) => n.code)
    ).not.toContain("PROMOTION_MIN_QUANTITY")
  })

  it("bundled lines never count towards the minimum", () => {
    const lines = [line("m1", 1), line("fit", 1), line("renew", 5, "line_bundle")]
    expect(unitsOf(lines, ["fit", "renew"])).toBe(1)
    expect(warnings(freeMembership, lines)[0].code).toBe("PROMOTION_MIN_QUANTITY")
  })

  it("'Ya tienes el regalo…' once the gift reaches max_quantity, not one unit before", () => {
    const fitRenew = toCustomPromotion({
      id: "p3",
      code: "FITRENEWENROLLMENT",
      type: "standard",
      metadata: { requires_enrollment: true, title_es: "Regalo de inscripción", title_en: "Enrollment gift" },
      application_method: { max_quantity: 2, target_rules: rule(["fit", "renew"]) },
    })
    expect(warnings(fitRenew, [line("fit", 1)])).toEqual([])
    expect(warnings(fitRenew, [line("fit", 2)])).toEqual([
      {
        kind: "WARNING",
        code: "PROMOTION_GIFT_IN_CART",
        es: "Ya tienes el regalo de esta promoción en tu carrito.",
        en: "You already have this promotion's gift in your cart.",
        subject: { es: "Regalo de inscripción", en: "Enrollment gift" },
      },
    ])
    expect(warnings(fitRenew, [line("fit", 1), line("renew", 1, "bundle")])).toEqual([])
  })

  it("say nothing when the promotion's variants are not in the cart", () => {
    expect(warnings(freeMembership, [line("fit", 1)])).toEqual([])
  })
})
