import type { Caller } from "../account/caller.js"
import type { OrderService } from "../account/orders.js"
import { failedToCompleteCart, noActiveCart } from "../cart/errors.js"
import type { CartService } from "../cart/service.js"
import { toCart } from "../cart/shape.js"
import type { Language } from "../common/language.js"
import { toMoney } from "../common/money.js"
import { ShopError } from "../errors.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"
import type { EngineCart, EngineOrder } from "../medusa/types.js"

/** How long placing an order may take before the gateway answers UPSTREAM_UNAVAILABLE. */
const COMPLETE_TIMEOUT_MS = 60_000

interface EngineShippingOption {
  id: string
  name: string
  price_type: "flat" | "calculated"
  amount?: number | null
  calculated_price?: { calculated_amount?: number | null } | null
  type?: { code?: string | null; description?: string | null; label?: string | null } | null
}

/** Shipping, payment and placing the order (SPEC §4, §7). */
export class CheckoutService {
  constructor(
    private readonly medusa: MedusaClient,
    private readonly carts: CartService,
    private readonly orders: OrderService
  ) {}

  /** The cart's shipping options with prices; calculated ones are priced for this cart. */
  async shippingOptions(caller: Caller, cartId: string) {
    const cart = await this.carts.load(caller, cartId)
    const { shipping_options } = await this.medusa.get<{ shipping_options: EngineShippingOption[] }>(
      "/store/shipping-options",
      { query: { cart_id: cart.id } }
    )
    return Promise.all(
      shipping_options.map(async (option) => ({
        id: option.id,
        name: option.name,
        priceType: option.price_type,
        amount: await this.price(option, cart),
        code: option.type?.code ?? null,
        description: option.type?.description ?? null,
      }))
    )
  }

  async setShippingMethod(caller: Caller, args: { cartId: string; optionId: string; data?: unknown }) {
    const cart = await this.carts.load(caller, args.cartId)
    if (cart.completed_at) throw noActiveCart()
    const body: Record<string, unknown> = { option_id: args.optionId }
    if (args.data != null) body.data = args.data
    return toCart(await this.carts.write(`/store/carts/${cart.id}/shipping-methods`, body))
  }

  async paymentProviders(regionId: string) {
    const { payment_providers } = await this.medusa.get<{ payment_providers: { id: string }[] }>("/store/payment-providers", {
      query: { region_id: regionId },
    })
    return payment_providers.map((p) => ({ id: p.id }))
  }

  /** SPEC §7: create the payment collection when the cart has none, then the session. */
  async initiatePaymentSession(caller: Caller, args: { cartId: string; providerId: string }) {
    const cart = await this.carts.load(caller, args.cartId)
    if (cart.completed_at) throw noActiveCart()
    let collectionId = cart.payment_collection?.id
    if (!collectionId) {
      const { payment_collection } = await this.medusa.post<{ payment_collection: { id: string } }>("/store/payment-collections", {
        body: { cart_id: cart.id },
      })
      collectionId = payment_collection.id
    }
    await this.medusa.post(`/store/payment-collections/${collectionId}/payment-sessions`, {
      body: { provider_id: args.providerId },
    })
    return this.carts.cart(caller, cart.id)
  }

  /**
   * Places the order. Only an answer of type "order" is success (SPEC §4); the
   * engine's message is passed on otherwise. A cart that is already an order is
   * refused here, and the engine's own lock keeps concurrent completions to one order.
   * The shopper's language goes onto the cart (metadata.locale) first: the order
   * keeps it, and the engine's e-mails about the order speak it.
   */
  async complete(caller: Caller, cartId: string, language: Language = "es") {
    const cart = await this.carts.load(caller, cartId)
    if (cart.completed_at) throw failedToCompleteCart("This cart has already been completed as an order")
    if (cart.metadata?.locale !== language) {
      // Only the e-mails depend on it: when the cart is being placed by a second request meanwhile,
      // or the write fails, the completion below still gives the engine's own answer.
      await this.carts.setReservedMetadata(caller, cart.id, { locale: language }).catch(() => undefined)
    }
    let result: { type: string; order?: EngineOrder; error?: { message?: string } }
    try {
      // Completion takes the cart's lock and reserves stock: under a rush it queues. Giving up
      // early would leave the shopper unsure whether an order exists, so it may take a minute.
      result = await this.medusa.post(`/store/carts/${cart.id}/complete`, { query: { fields: "id" }, timeoutMs: COMPLETE_TIMEOUT_MS })
    } catch (error) {
      // Any answer of the engine that is not an order is 'Failed to complete cart' with its
      // message (SPEC §8) — a lock that timed out under a rush included; only an engine that
      // did not answer stays UPSTREAM_UNAVAILABLE.
      if (error instanceof EngineError) throw failedToCompleteCart(error.message)
      throw error
    }
    if (result.type !== "order" || !result.order) throw failedToCompleteCart(result.error?.message)
    return this.orders.placed(result.order.id)
  }

  private async price(option: EngineShippingOption, cart: EngineCart) {
    if (option.price_type !== "calculated") return option.amount == null ? null : toMoney(option.amount, cart.currency_code)
    try {
      const { shipping_option } = await this.medusa.post<{ shipping_option: EngineShippingOption }>(
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
