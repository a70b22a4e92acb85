import type { StoreCartEarlierOrdersResponse, StoreCustomPromotionsResponse } from "@vitalia/schema/engine/store"
import type { FastifyBaseLogger } from "fastify"
import type { Caller } from "../account/caller.js"
import { toLineItem, type AnsweredCart, type CartHead } from "../cart/shape.js"
import type { CartPromotions } from "../cart/service.js"
import type { CartStore } from "../cart/store.js"
import type { CatalogCache } from "../cache/catalog-cache.js"
import { noActiveCart } from "../cart/errors.js"
import { ShopError, shopError } from "../errors.js"
import type { Localized } from "../messages/language.js"
import type { Notice } from "../messages/notices.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"
import type { EngineCart } from "../medusa/types.js"
import type { LastOrderCheck } from "./last-order.js"
import {
  concerns,
  firstPurchaseCoupon,
  ineligibility,
  isGated,
  lastOrderCondition,
  requirementMet,
  toCustomPromotion,
  warnings,
  type CustomPromotion,
  type Line,
  type ShopperFacts,
} from "./rules.js"

/** The API's LastOrderWindow for each window. */
const LAST_ORDER_WINDOW = { before: "BEFORE", within: "WITHIN" } as const

/** Tells whether the signed-in customer is already a partner (the enrollment service knows). */
export type PartnerCheck = (caller: Caller) => Promise<boolean>

/**
 * The custom promotions of docs/product.md §3–§5, decided here and nowhere else: who may
 * have each one, the warnings, applying them automatically after cart changes,
 * and refusing gated codes typed by hand.
 */
export class PromotionsService implements CartPromotions {
  constructor(
    private readonly medusa: MedusaClient,
    /** Shared by every gateway (Redis in the cluster): an admin change on one is seen by all at their next read. */
    private readonly cache: CatalogCache,
    private readonly carts: CartStore,
    private readonly lastOrder: LastOrderCheck,
    /** Whether the signed-in customer is already a partner (OwnPartner). */
    private readonly isPartner: PartnerCheck,
    private readonly log: FastifyBaseLogger
  ) {}

  /** After the cart's lines changed: the custom promotions the shopper may have are applied (CartService calls this). */
  async afterLinesChanged(caller: Caller, cart: AnsweredCart): Promise<{ notices: Notice[]; cart?: AnsweredCart }> {
    try {
      return await this.applyTo(caller, cart, null)
    } catch (error) {
      // docs/product.md §8: after adding an item, a failure here is only a warning.
      this.log.warn({ reason: (error as Error).message, cartId: cart.id }, "custom promotions not applied")
      return { notices: [] }
    }
  }

  /** The custom promotions, from the engine, kept in the shared cache until an admin change (or its TTL). */
  async list(): Promise<CustomPromotion[]> {
    return (await this.engineList()).promotions.map(toCustomPromotion)
  }

  /** Every promotion with a rule of the shop's: the custom ones, and the coupons for a first purchase only. */
  private async withRules(): Promise<CustomPromotion[]> {
    const answer = await this.engineList()
    return [
      ...answer.promotions.map(toCustomPromotion),
      ...(answer.first_purchase_codes ?? []).map(firstPurchaseCoupon),
    ]
  }

  private engineList() {
    return this.cache.get(["custom-promotions"], () =>
      this.medusa.get<StoreCustomPromotionsResponse>("/store/custom-promotions")
    )
  }

  /**
   * A cart's promotions as shoppers see them, from one read of the list: the shop's own that it
   * applies by itself are automatic and not removable; each is named by its title, else its code.
   */
  async describeApplied(applied: { id: string; code: string | null; isAutomatic: boolean }[]) {
    if (!applied.length) return []
    const custom = new Map((await this.list()).map((p) => [p.code.toUpperCase(), p]))
    return applied.map((promotion) => {
      const own = promotion.code ? custom.get(promotion.code.toUpperCase()) : undefined
      const isAutomatic = promotion.isAutomatic || Boolean(own?.autoApply)
      return {
        ...promotion,
        isAutomatic,
        removable: !isAutomatic,
        title: own?.title ?? { es: promotion.code ?? "", en: promotion.code ?? "" },
      }
    })
  }

  /** Forgets the cached list on every gateway (after an admin change). */
  invalidate() {
    return this.cache.invalidate()
  }

  /** Every custom promotion; for a cart, whether the shopper may have it and why not. */
  async forCart(caller: Caller, cartId?: string | null) {
    const promotions = await this.list()
    const cart = cartId ? await this.carts.load(caller, cartId) : null
    const facts = cart ? await this.facts(caller, cart, promotions) : null
    return promotions.map((promotion) => {
      const reason = facts ? ineligibility(promotion, facts) : null
      return {
        id: promotion.id,
        code: promotion.code,
        variantIds: promotion.variantIds,
        requiresEnrollment: promotion.requiresEnrollment,
        requiresLastOrder: promotion.requiresLastOrder,
        requiresLastOrderDays: promotion.requiresLastOrder ? promotion.lastOrderDays : null,
        lastOrderWindow: promotion.requiresLastOrder ? LAST_ORDER_WINDOW[promotion.lastOrderWindow] : null,
        message: promotion.message ? { kind: "POSITIVE" as const, code: promotion.code, ...promotion.message } : null,
        eligible: facts ? reason === null : null,
        reason,
      }
    })
  }

  /** docs/product.md §4: apply every custom code the shopper may have whose variants are in the cart. */
  async applyCustomPromotions(caller: Caller, cartId: string, variantIds: string[] | null | undefined) {
    const cart = await this.carts.load(caller, cartId)
    if (cart.completed_at) throw noActiveCart()
    if (variantIds && !variantIds.length) throw shopError("NO_VARIANTS_PROVIDED", undefined, { field: "variantIds" })
    const result = await this.applyTo(caller, cart, variantIds ?? null)
    return { cart: result.cart ?? cart, notices: result.notices }
  }

  /** The warnings a cart's custom promotions give right now (docs/product.md §5). */
  async notices(caller: Caller, cart: AnsweredCart): Promise<Notice[]> {
    const promotions = await this.list()
    const lines = linesOf(cart)
    const relevant = promotions.filter((p) => concerns(p, lines))
    if (!relevant.length) return []
    const facts = await this.facts(caller, cart, relevant)
    return relevant.filter((p) => !ineligibility(p, facts)).flatMap((p) => warnings(p, lines))
  }

  /**
   * Applies the eligible custom codes that concern the cart (or `variantIds`) and
   * takes off the ones the shopper may no longer have. Returns the warnings and the
   * messages of what was applied, and the cart when it changed.
   */
  async applyTo(
    caller: Caller,
    cart: AnsweredCart,
    variantIds: string[] | null
  ): Promise<{ notices: Notice[]; cart?: AnsweredCart }> {
    const promotions = (await this.list()).filter((p) => p.autoApply)
    const lines = linesOf(cart)
    const inCart = new Set(lines.filter((l) => !l.bundledBy).map((l) => l.variantId))
    const wanted = new Set(variantIds ?? [...inCart].filter((v): v is string => Boolean(v)))
    const applied = new Set((cart.promotions ?? []).map((p) => p.code?.toUpperCase()))
    const touching = promotions.filter(
      (p) => [...p.variantIds, ...p.requiredVariantIds].some((v) => wanted.has(v)) || applied.has(p.code.toUpperCase())
    )
    if (!touching.length) return { notices: [] }

    const facts = await this.facts(caller, cart, touching)
    // The engine would count bundled lines towards a minimum; the shop does not (docs/product.md §5), so it decides here.
    const deserved = (p: CustomPromotion) => concerns(p, lines) && requirementMet(p, lines) && !ineligibility(p, facts)
    const toApply = touching.filter((p) => !applied.has(p.code.toUpperCase()) && deserved(p))
    const toRemove = touching.filter((p) => applied.has(p.code.toUpperCase()) && !deserved(p))

    const notices: Notice[] = []
    // The cart is read once after every change (below), so the answers of these writes are not kept.
    if (toRemove.length) {
      await this.medusa.delete<{ cart: EngineCart }>(`/store/carts/${cart.id}/promotions`, {
        body: { promo_codes: toRemove.map((p) => p.code) },
      })
    }
    for (const promotion of toApply) {
      try {
        await this.carts.write(`/store/carts/${cart.id}/promotions`, { promo_codes: [promotion.code] })
        if (promotion.message) notices.push({ kind: "POSITIVE", code: promotion.code, ...promotion.message })
      } catch (error) {
        if (!(error instanceof EngineError && error.status === 400)) throw error
        this.log.warn({ code: promotion.code, reason: error.engineMessage }, "engine refused a custom promotion")
      }
    }
    const changed = toRemove.length > 0 || toApply.length > 0
    const latest = changed ? await this.carts.load(caller, cart.id) : cart
    const eligibleHere = promotions.filter((p) => concerns(p, linesOf(latest)) && !ineligibility(p, facts))
    notices.push(...eligibleHere.flatMap((p) => warnings(p, linesOf(latest))))
    return { notices, cart: changed ? latest : undefined }
  }

  /**
   * Refuses typed codes of promotions the shopper may not have, with the reason in both languages
   * (CartService calls this before the engine): the custom ones, and a first-purchase coupon once
   * the cart's customer or e-mail has an order.
   */
  async refuseIneligible(caller: Caller, cart: AnsweredCart, codes: string[]) {
    const wanted = new Set(codes.map((c) => c.toUpperCase()))
    const gated = (await this.withRules()).filter((p) => wanted.has(p.code.toUpperCase()))
    if (!gated.length) return
    const facts = await this.facts(caller, cart, gated)
    for (const promotion of gated) {
      const reason = ineligibility(promotion, facts)
      if (reason) {
        throw new ShopError(
          "PROMOTION_NOT_ELIGIBLE",
          { es: reason.es, en: reason.en },
          { code: promotion.code, reason: { es: reason.es, en: reason.en } }
        )
      }
    }
  }

  /**
   * The checkout's second look at the codes on a cart (CheckoutService, before it prepares or completes):
   * a gated code can reach a cart around the gateway (applied at the engine itself), and an e-mail
   * typed after a first-purchase coupon can make it wrong. Each code its holder may not have is taken
   * off the cart; answers what was taken off and why, in both languages (nothing: all is well).
   */
  async withdrawIneligible(caller: Caller, cart: CartHead): Promise<{ code: string; why: Localized }[]> {
    const applied = new Set((cart.promotions ?? []).map((p) => p.code?.toUpperCase()).filter(Boolean))
    if (!applied.size) return []
    const gated = (await this.withRules()).filter((p) => applied.has(p.code.toUpperCase()) && isGated(p))
    if (!gated.length) return []
    const facts = await this.facts(caller, cart, gated)
    const refused = gated.flatMap((promotion) => {
      const why = ineligibility(promotion, facts)
      return why ? [{ code: promotion.code, why: { es: why.es, en: why.en } }] : []
    })
    if (refused.length)
      await this.medusa.delete(`/store/carts/${cart.id}/promotions`, {
        body: { promo_codes: refused.map((r) => r.code) },
        query: { fields: "id" },
      })
    return refused
  }

  /** What eligibility needs to know, asking the engine only what these promotions need. */
  private async facts(
    caller: Caller,
    cart: Pick<AnsweredCart, "id" | "metadata">,
    promotions: CustomPromotion[]
  ): Promise<ShopperFacts> {
    const customer = await caller.customer()
    const sponsor = (cart.metadata?.enrollment as { sponsor_partner_id?: unknown } | null | undefined)
      ?.sponsor_partner_id
    const needsEnrollment = promotions.some((p) => p.requiresEnrollment)
    const enrolled =
      typeof sponsor === "string" && sponsor.length > 0
        ? true
        : needsEnrollment && customer
          ? await this.isPartner(caller)
          : false
    const lastOrders = new Map<string, boolean>()
    if (customer && caller.token) {
      for (const promotion of promotions.filter((p) => p.requiresLastOrder)) {
        const condition = lastOrderCondition(promotion)
        if (!lastOrders.has(condition))
          lastOrders.set(
            condition,
            await this.lastOrder.hasOrder(caller.token, promotion.lastOrderWindow, promotion.lastOrderDays)
          )
      }
    }
    // A first purchase: no order yet for the cart's customer or its e-mail, as the engine counts them.
    const earlierOrder = promotions.some((p) => p.firstPurchase)
      ? (
          await this.medusa.get<StoreCartEarlierOrdersResponse>(
            `/store/carts/${encodeURIComponent(cart.id)}/earlier-orders`
          )
        ).has_order
      : undefined
    return { enrolled, signedIn: Boolean(customer), lastOrders, earlierOrder }
  }
}

function linesOf(cart: AnsweredCart): Line[] {
  return (cart.items ?? []).map((item) => {
    const line = toLineItem(item, cart.currency_code)
    return { variantId: line.variantId, quantity: line.quantity, bundledBy: line.bundledBy }
  })
}
