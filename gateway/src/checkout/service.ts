import type { HttpTypes } from "@medusajs/types"
import { STRIPE_PROVIDER_ID } from "@vitalia/schema/payments"
import type { Caller } from "../account/caller.js"
import { orderNotFound, type OrderService } from "../account/orders.js"
import { ORDER_FIELDS } from "../account/order-shape.js"
import { failedToCompleteCart, noActiveCart } from "../cart/errors.js"
import type { CatalogCache } from "../cache/catalog-cache.js"
import type { CartInput, CartService } from "../cart/service.js"
import type { CartStore } from "../cart/store.js"
import { toCart, type CartHead } from "../cart/shape.js"
import type { Language, Localized } from "../messages/language.js"
import { localize, localizeEach } from "../messages/errors.js"
import { CHECKOUT_REASONS, missingStep, paymentReason, type CheckoutReason, type PlainReason } from "./reasons.js"
import { toEngineAddress } from "../common/address.js"
import { toMoney } from "../common/money.js"
import { ShopError } from "../errors.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError, failedBehindEngine } from "../medusa/errors.js"
import { shopError } from "../errors.js"
import type { EngineCart, EngineOrder } from "../medusa/types.js"

const paymentUnavailable = () => shopError("PAYMENT_UNAVAILABLE")

/** How long placing an order may take before the gateway answers UPSTREAM_UNAVAILABLE. */
const COMPLETE_TIMEOUT_MS = 60_000

/** What prepareCheckout sets on a cart (schema: CheckoutInput). */
export interface CheckoutInput extends Pick<CartInput, "email" | "billingAddress"> {
  shippingAddress: NonNullable<CartInput["shippingAddress"]>
  shippingOptionId?: string | null
  shippingOptionCode?: string | null
  shippingData?: unknown
  paymentProviderId: string
}

/** What the checkout asks of the shop's promotions (PromotionsService): given in the constructor (services.ts). */
export interface CheckoutPromotions {
  /** Takes off the cart the gated codes its holder may not have; answers which, and why. */
  withdrawIneligible(caller: Caller, cart: CartHead): Promise<{ code: string; why: Localized }[]>
}

/** A shipping option chosen for a cart, with the data a calculated option needs. */
type ShippingChoice = { cartId: string; optionId: string; data?: unknown }

/** A payment provider chosen for a cart. */
type PaymentChoice = { cartId: string; providerId: string }

/** Shipping, payment and placing the order (docs/product.md §4, §7). */
export class CheckoutService {
  constructor(
    private readonly medusa: MedusaClient,
    /** The engine's carts, read and written (CartStore). */
    private readonly carts: CartStore,
    /** The shopper's changes to a cart, with their checks (CartService): the checkout's e-mail and addresses. */
    private readonly changes: CartService,
    private readonly orders: OrderService,
    /** Which option a shipping code names for an address (optionWithCode), shared like the catalog and cleared with it. */
    private readonly cache: CatalogCache,
    /** The shop's gated promotions, checked again before the checkout goes on (PromotionsService). */
    private readonly promotions: CheckoutPromotions,
    /** Stripe's publishable key for the browser (STRIPE_PUBLISHABLE_KEY), when card payments are on. */
    private readonly stripePublishableKey?: string
  ) {}

  /**
   * The cart's shipping options with prices; calculated ones are priced for this cart, an engine call
   * each — only when the caller selected `amount` (`priced`).
   */
  async shippingOptions(caller: Caller, cartId: string, priced = true) {
    const cart = await this.carts.loadHead(caller, cartId)
    const { shipping_options } = await this.medusa.get<HttpTypes.StoreShippingOptionListResponse>(
      "/store/shipping-options",
      { query: { cart_id: cart.id } }
    )
    return Promise.all(
      shipping_options.map(async (option) => ({
        id: option.id,
        name: option.name,
        priceType: option.price_type,
        amount: priced ? await this.price(option, cart) : null,
        code: option.type?.code ?? null,
        description: option.type?.description ?? null,
      }))
    )
  }

  /** Sets the shipping method; answers the whole cart. */
  async setShippingMethod(caller: Caller, args: ShippingChoice) {
    const cart = await this.carts.loadHead(caller, args.cartId)
    return toCart(await this.carts.write(...this.shipping(cart, args.optionId, args.data)))
  }

  /** `setShippingMethod` for a caller who selected only the head of the cart: the engine answers with the head. */
  async setShippingMethodHead(caller: Caller, args: ShippingChoice) {
    const cart = await this.carts.loadHead(caller, args.cartId)
    return toCart(await this.carts.writeHead(...this.shipping(cart, args.optionId, args.data)))
  }

  /** The write that sets the shipping method on a cart the caller holds (the engine answers with the cart). */
  private shipping(cart: CartHead, optionId: string, data: unknown): [path: string, body: Record<string, unknown>] {
    if (cart.completed_at) throw noActiveCart()
    const body: Record<string, unknown> = { option_id: optionId }
    if (data != null) body.data = data
    return [`/store/carts/${cart.id}/shipping-methods`, body]
  }

  async paymentProviders(regionId: string) {
    const { payment_providers } = await this.medusa.get<HttpTypes.StorePaymentProviderListResponse>(
      "/store/payment-providers",
      {
        query: { region_id: regionId },
      }
    )
    return payment_providers.map((p) => ({
      id: p.id,
      publicKey: p.id === STRIPE_PROVIDER_ID ? (this.stripePublishableKey ?? null) : null,
    }))
  }

  /**
   * The checkout in one request (prepareCheckout): the cart's e-mail and addresses, its
   * shipping method, then the payment session — each through the same steps as its own
   * mutation, so the refusals are the same. The shipping option is named by id or by code.
   * The cart's head is read first, to know whose it is; the writes answer with the head only, which
   * the next step takes; the whole cart is read once, at the end, with its payment session (docs/api.md).
   */
  async prepare(caller: Caller, cartId: string, input: CheckoutInput) {
    const prepared = await this.prepareSteps(caller, cartId, input)
    return this.changes.cart(caller, prepared.id)
  }

  /** `prepare` for a caller who selected only the head of the cart: the cart is not read again at the end. */
  async prepareHead(caller: Caller, cartId: string, input: CheckoutInput) {
    return toCart(await this.prepareSteps(caller, cartId, input))
  }

  /** prepare's steps, in order; answers the cart's head as the last write left it. */
  private async prepareSteps(caller: Caller, cartId: string, input: CheckoutInput): Promise<CartHead> {
    // Whose cart it is comes first: a stranger learns nothing from how their input is refused.
    const cart = await this.carts.loadHead(caller, cartId)
    if (cart.completed_at) throw noActiveCart()
    const byId = input.shippingOptionId?.trim()
    const byCode = input.shippingOptionCode?.trim()
    if (Boolean(byId) === Boolean(byCode))
      throw shopError("SHIPPING_OPTION_ONE_OF", undefined, {
        field: "shippingOptionId",
        reason: "SHIPPING_METHOD_MISSING",
      })
    // Each step's refusal says which step fixes it (extensions.reason: docs/api.md).
    const addressed = await inStep(
      (error) =>
        typeof error.extensions.field === "string" && error.extensions.field.startsWith("email")
          ? "EMAIL_MISSING"
          : "SHIPPING_ADDRESS_MISSING",
      () =>
        this.changes.changeHead(caller, cart, {
          email: input.email,
          shippingAddress: input.shippingAddress,
          billingAddress: input.billingAddress ?? input.shippingAddress,
        })
    )
    // With the e-mail known, the codes on the cart are checked again before anything is priced for payment.
    await this.withdrawIneligible(caller, addressed, "PROMOTION_NOT_ELIGIBLE")
    const shipped = await inStep("SHIPPING_METHOD_MISSING", () =>
      byId
        ? this.carts.writeHead(...this.shipping(addressed, byId, input.shippingData))
        : this.shipByCode(addressed, input.shippingAddress, byCode!, input.shippingData)
    )
    // No order without an e-mail (the engine refuses one): said before a payment is started for it.
    if (!input.email?.trim() && !cart.email?.trim())
      throw shopError("REQUIRED", { field: "email" }, { reason: "EMAIL_MISSING" })
    await inStep("PAYMENT_SESSION_MISSING", () => this.startPayment(shipped, input.paymentProviderId))
    return shipped
  }

  /**
   * The shop's gated promotions on the cart checked again (PromotionsService.withdrawIneligible): the
   * ones its holder may not have are taken off, and the step refused with PROMOTION_NOT_ALLOWED,
   * naming each code and why, so the shopper sees the new total before paying it.
   */
  private async withdrawIneligible(
    caller: Caller,
    cart: CartHead,
    code: "PROMOTION_NOT_ELIGIBLE" | "FAILED_TO_COMPLETE_CART"
  ) {
    const withdrawn = await this.promotions.withdrawIneligible(caller, cart)
    if (!withdrawn.length) return
    const codes = withdrawn.map((w) => w.code)
    const texts = localizeEach("CHECKOUT_PROMOTION_NOT_ALLOWED", {
      es: { codes: codes.join(", "), why: withdrawn.map((w) => w.why.es).join(" ") },
      en: { codes: codes.join(", "), why: withdrawn.map((w) => w.why.en).join(" ") },
    })
    throw new ShopError(code, texts, { reason: "PROMOTION_NOT_ALLOWED", promotionCodes: codes })
  }

  /**
   * Sets the shipping option named by its code (standard, express, calculated). The id found for a
   * code in a region and country is kept in the catalog cache (its TTL, and cleared by the back-office's
   * writes to shipping options and fulfillment sets): listing a cart's options is the dearest read of
   * a purchase (docs/api.md). The engine checks the option against the cart again as it sets it — its
   * service zone must hold the cart's address — and a kept id it refuses is looked up afresh, so a
   * kept id never sets an option this cart could not have, and is always an option of that code.
   */
  private async shipByCode(
    cart: CartHead,
    address: CheckoutInput["shippingAddress"],
    code: string,
    data: unknown
  ): Promise<CartHead> {
    const key = [
      "shipping-option",
      cart.region_id,
      toEngineAddress(address, "shippingAddress").country_code,
      code.toLowerCase(),
    ]
    let listed = false
    const optionId = await this.cache.get(key, () => {
      listed = true
      return this.optionWithCode(cart.id, code)
    })
    try {
      return await this.carts.writeHead(...this.shipping(cart, optionId, data))
    } catch (error) {
      if (listed || !(error instanceof EngineError && error.status === 400)) throw error
      const current = await this.optionWithCode(cart.id, code)
      if (current === optionId) throw error
      return this.carts.writeHead(...this.shipping(cart, current, data))
    }
  }

  /** The id of the shipping option of that code (standard, express, calculated) for a cart the caller holds. */
  private async optionWithCode(cartId: string, code: string) {
    const { shipping_options } = await this.medusa.get<HttpTypes.StoreShippingOptionListResponse>(
      "/store/shipping-options",
      {
        query: { cart_id: cartId },
      }
    )
    const option = shipping_options.find((o) => o.type?.code === code.toLowerCase())
    if (!option) throw shopError("SHIPPING_OPTION_NOT_FOUND", undefined, { field: "shippingOptionCode" })
    return option.id
  }

  /** docs/product.md §7: create the payment collection when the cart has none, then the session; answers the whole cart. */
  async initiatePaymentSession(caller: Caller, args: PaymentChoice) {
    const cart = await this.carts.loadHead(caller, args.cartId)
    await this.startPayment(cart, args.providerId)
    return this.changes.cart(caller, cart.id)
  }

  /** `initiatePaymentSession` for a caller who selected only the head of the cart: the cart is not read again. */
  async initiatePaymentSessionHead(caller: Caller, args: PaymentChoice) {
    const cart = await this.carts.loadHead(caller, args.cartId)
    await this.startPayment(cart, args.providerId)
    return toCart(cart)
  }

  /** The payment session on a cart the caller holds; the engine answers with the payment collection, not the cart. */
  private async startPayment(cart: CartHead, providerId: string) {
    if (cart.completed_at) throw noActiveCart()
    let collectionId = cart.payment_collection?.id
    if (!collectionId) {
      const { payment_collection } = await this.medusa.post<HttpTypes.StorePaymentCollectionResponse>(
        "/store/payment-collections",
        {
          body: { cart_id: cart.id },
        }
      )
      collectionId = payment_collection.id
    }
    try {
      // Only the provider goes in: the amount is the engine's, from the cart's total.
      await this.medusa.post(`/store/payment-collections/${collectionId}/payment-sessions`, {
        body: { provider_id: providerId },
      })
    } catch (error) {
      // A payment provider that failed or did not answer (Stripe down or slow): the engine undid the
      // session, the cart is as it was; the shopper may try again. An engine out of reach (stopped,
      // restarting, its connection broken) is the shop not answering: UPSTREAM_UNAVAILABLE, as on
      // every other call.
      if (failedBehindEngine(error)) throw paymentUnavailable()
      throw error
    }
  }

  /**
   * Places the order. Only an answer of type "order" is success (docs/product.md §4); the
   * engine's message is passed on otherwise. Completing a cart that is already an
   * order answers that order again, receipt included, to the cart's holder (a retry
   * after a lost answer) and NOT_FOUND to anyone else; the engine's own lock keeps
   * concurrent completions to one order. The shopper's language goes onto the cart
   * (metadata.locale) first: the order keeps it, and the engine's e-mails about the order speak it.
   */
  async complete(caller: Caller, cartId: string, language: Language = "es") {
    const cart = await this.carts.findHead(cartId)
    const holder = await this.carts.holds(caller, cart)
    if (cart.completed_at) {
      if (!holder) throw orderNotFound()
      return this.placedOrder(cart)
    }
    if (!holder) throw noActiveCart()
    await this.withdrawIneligible(caller, cart, "FAILED_TO_COMPLETE_CART")
    if (cart.metadata?.locale !== language) {
      try {
        await this.carts.setReservedMetadata(caller, cart.id, { locale: language })
      } catch {
        // Only the e-mails depend on it. When another request completed the cart meanwhile (a double
        // click, a retry), its order is the answer; otherwise the completion below goes on.
        const now = await this.carts.find(cart.id)
        if (now.completed_at) return this.placedOrder(now)
      }
    }
    let result: { type: string; order?: EngineOrder; error?: { message?: string; code?: string; type?: string } }
    try {
      // Completion takes the cart's lock and reserves stock: under a rush it queues. Giving up
      // early would leave the shopper unsure whether an order exists, so it may take a minute.
      // The engine answers with the order in the fields asked for, so the answer needs no second read.
      result = await this.medusa.post(`/store/carts/${cart.id}/complete`, {
        query: { fields: ORDER_FIELDS },
        timeoutMs: COMPLETE_TIMEOUT_MS,
      })
    } catch (error) {
      // Any answer of the engine that is not an order is 'Failed to complete cart' (docs/product.md §8) with
      // why — a lock that timed out under a rush included; only an engine that did not answer
      // stays UPSTREAM_UNAVAILABLE.
      if (error instanceof EngineError) throw await this.refusal(cart.id, error)
      throw error
    }
    if (result.type !== "order" || !result.order)
      throw await this.refusal(cart.id, {
        engineCode: result.error?.code,
        engineType: result.error?.type,
        engineMessage: result.error?.message,
      })
    return this.orders.withReceipt(result.order)
  }

  /**
   * Why the engine would not place the order, as FAILED_TO_COMPLETE_CART with `extensions.reason`
   * and a message naming what to do (docs/api.md): read from the cart as it stands — the first
   * step it still lacks (e-mail, shipping address, shipping method, payment) — else from the
   * engine's refusal (stock, a payment the bank did not authorise or that needs one more check),
   * else the engine's own code as before. The cart is read only when a completion is refused.
   */
  private async refusal(
    cartId: string,
    engine: { engineCode?: string; engineType?: string; engineMessage?: string }
  ): Promise<ShopError> {
    const code = engine.engineCode ?? engine.engineType
    let cart: EngineCart | null = null
    try {
      cart = await this.carts.find(cartId)
    } catch {
      // Without the cart, the engine's refusal alone says why.
    }
    const missing = cart ? missingStep(cart) : null
    if (missing) return plainRefusal(missing)
    const payment = paymentReason(code, engine.engineMessage, cart?.payment_collection?.payment_sessions ?? [])
    if (payment) return plainRefusal(payment)
    // Stock is refused in words ("Not enough stock available for item …") or by a code, depending on
    // the step that found it; a refusal the engine calls "not allowed" may be stock too, so the lines are looked at.
    const stock = code === "insufficient_inventory" || /inventory|stock/i.test(engine.engineMessage ?? "")
    if (stock || code === "not_allowed") {
      const short = await this.shortLine(cart)
      if (short) return short
      if (stock)
        return new ShopError(
          "FAILED_TO_COMPLETE_CART",
          localize("CHECKOUT_INSUFFICIENT_INVENTORY", { product: "", available: null }),
          { reason: "INSUFFICIENT_INVENTORY" }
        )
    }
    return failedToCompleteCart(code && /^[a-z_]{1,64}$/.test(code) ? code.toUpperCase() : undefined)
  }

  /** INSUFFICIENT_INVENTORY at completion for the first line short of stock, named in each language; null when none is. */
  private async shortLine(cart: EngineCart | null): Promise<ShopError | null> {
    const wanted = new Map<string, number>()
    for (const item of cart?.items ?? [])
      if (item.variant_id) wanted.set(item.variant_id, (wanted.get(item.variant_id) ?? 0) + Number(item.quantity))
    for (const [variantId, quantity] of wanted) {
      const { names, available } = await this.carts.stock(variantId)
      if (available !== null && available < quantity)
        return new ShopError(
          "FAILED_TO_COMPLETE_CART",
          localizeEach("CHECKOUT_INSUFFICIENT_INVENTORY", {
            es: { product: names.es, available },
            en: { product: names.en, available },
          }),
          { reason: "INSUFFICIENT_INVENTORY", variantId, available }
        )
    }
    return null
  }

  /** The order a completed cart became, with its receipt; only for the cart's holder (the caller checks). */
  async placedOrder(cart: { id: string }) {
    const orderId = await this.carts.orderId(cart.id)
    if (!orderId) throw orderNotFound()
    return this.orders.placed(orderId)
  }

  private async price(option: HttpTypes.StoreCartShippingOption, cart: Pick<CartHead, "id" | "currency_code">) {
    if (option.price_type !== "calculated")
      return option.amount == null ? null : toMoney(option.amount, cart.currency_code)
    try {
      const { shipping_option } = await this.medusa.post<HttpTypes.StoreShippingOptionResponse>(
        `/store/shipping-options/${option.id}/calculate`,
        { body: { cart_id: cart.id, data: {} } }
      )
      const amount = shipping_option.calculated_price?.calculated_amount ?? shipping_option.amount
      return amount == null ? null : toMoney(amount, cart.currency_code)
    } catch (error) {
      if (error instanceof ShopError && error.extensions.code !== "UPSTREAM_UNAVAILABLE") return null
      throw error
    }
  }
}

/** A refusal whose message is one fixed text per reason. */
function plainRefusal(reason: PlainReason): ShopError {
  return shopError(CHECKOUT_REASONS[reason].message, undefined, { reason })
}

/**
 * Marks a step's refusal with the step that fixes it, unless it already says why; refusals about the
 * cart itself (gone, completed) or an engine that did not answer are not a step's.
 */
async function inStep<T>(
  reason: CheckoutReason | ((error: ShopError) => CheckoutReason),
  work: () => Promise<T>
): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (
      error instanceof ShopError &&
      error.extensions.reason === undefined &&
      !NOT_A_STEP.has(String(error.extensions.code))
    )
      (error.extensions as Record<string, unknown>).reason = typeof reason === "function" ? reason(error) : reason
    throw error
  }
}

const NOT_A_STEP = new Set([
  "NO_ACTIVE_CART",
  "UPSTREAM_UNAVAILABLE",
  "UPSTREAM_ERROR",
  "INTERNAL_SERVER_ERROR",
  "THROTTLED",
  "TOO_MANY_REQUESTS",
  "CONFLICT",
])
