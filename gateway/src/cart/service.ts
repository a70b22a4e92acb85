import type { Caller } from "../account/caller.js"
import { toEngineAddress, type AddressInput } from "../common/address.js"
import { checkEmail } from "../common/text.js"
import { shopError } from "../errors.js"
import type { Language } from "../messages/language.js"
import { notice, type Notice } from "../messages/notices.js"
import { INPUT_LIMITS } from "../../../schema/limits.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"
import type { EngineCart, EngineLineItem, EngineRegion } from "../medusa/types.js"
import { invalidRegion, noActiveCart, noRegionAvailable } from "./errors.js"
import { CART_FIELDS, toCart, type AnsweredCart, type CartAnswer } from "./shape.js"
import type { CartHead, CartStore } from "./store.js"

export interface CartInput {
  email?: string | null
  shippingAddress?: AddressInput | null
  billingAddress?: AddressInput | null
  metadata?: unknown
  regionId?: string | null
}

/**
 * Cart metadata keys only the gateway writes: the enrollment sponsor (it decides promotions), the
 * partner whose store link brought the shopper, and the mark of a guest's checkout under the e-mail
 * of an account (see `holds`).
 */
const RESERVED_METADATA = ["enrollment", "referral", "guest_checkout"]
const MAX_QUANTITY = INPUT_LIMITS.lineQuantity

export type CartUpdate = { cart: ReturnType<typeof toCart>; notices: Notice[] }

/** What the cart asks of the custom promotions (PromotionsService): given in the constructor (services.ts). */
export interface CartPromotions {
  /** After a change of lines: notices for the shopper, and the cart as it stands afterwards when they changed it. */
  afterLinesChanged(caller: Caller, cart: AnsweredCart): Promise<{ notices: Notice[]; cart?: AnsweredCart }>
  /** Before codes reach the engine: throws when the shopper may not have one. */
  refuseIneligible(caller: Caller, cart: AnsweredCart, codes: string[]): Promise<void>
}

/**
 * The cart rules of docs/product.md §4: carts need a region, quantities below 1 remove
 * lines, every change on a missing cart is 'No active cart', and a cart that a
 * registered customer owns is theirs alone. Reading and writing the engine's cart
 * is CartStore's (shared with the promotions); this adds the shopper's changes.
 */
export class CartService {
  constructor(
    private readonly medusa: MedusaClient,
    private readonly store: CartStore,
    private readonly promotions: CartPromotions,
    /** The shop's default region's id (DEFAULT_COUNTRY), null when it has no region. */
    private readonly defaultRegionId: () => Promise<string | null>
  ) {}

  /** The engine's cart, if this caller may see it; 'No active cart' otherwise. */
  load(caller: Caller, cartId: string): Promise<EngineCart> {
    return this.store.load(caller, cartId)
  }

  /** The cart's head only (who holds it, open or not, region, currency): for steps that decide and then write. */
  loadHead(caller: Caller, cartId: string): Promise<CartHead> {
    return this.store.loadHead(caller, cartId)
  }

  /** The engine's cart whoever holds it; 'No active cart' when there is none. Check `holds` before answering with it. */
  find(cartId: string): Promise<EngineCart> {
    return this.store.find(cartId)
  }

  /** `find`'s head only. */
  findHead(cartId: string): Promise<CartHead> {
    return this.store.findHead(cartId)
  }

  /** Whether the caller holds the cart. */
  holds(caller: Caller, cart: CartHead): Promise<boolean> {
    return this.store.holds(caller, cart)
  }

  /** The id of the order a completed cart became; null while it is open. */
  orderId(cartId: string): Promise<string | null> {
    return this.store.orderId(cartId)
  }

  /** Writes to the cart; a refusal for want of stock of `variantId` names the product and what is left. */
  write(path: string, body: Record<string, unknown>, variantId?: string): Promise<EngineCart> {
    return this.store.write(path, body, variantId)
  }

  /** `write` answered with the cart's head only (a step whose answer is not shown). */
  writeHead(path: string, body: Record<string, unknown>): Promise<CartHead> {
    return this.store.writeHead(path, body)
  }

  /** A variant's name in each language and the units left (CartStore.stock). */
  stock(variantId: string) {
    return this.store.stock(variantId)
  }

  /** Writes metadata only the gateway may set (for example the enrollment sponsor). */
  setReservedMetadata(caller: Caller, cartId: string, changes: Record<string, unknown>) {
    return this.store.setReservedMetadata(caller, cartId, changes)
  }

  async cart(caller: Caller, cartId: string) {
    return toCart(await this.load(caller, cartId))
  }

  /**
   * A new cart, in the language of the request that made it (`metadata.locale`, what the order's
   * e-mails speak): completion rewrites it only when the shopper changed language meanwhile, so a
   * purchase usually skips that write.
   */
  async create(
    caller: Caller,
    input: { regionId?: string | null; email?: string | null; metadata?: unknown },
    language: Language = "es"
  ) {
    // A region asked for is checked by the engine as it makes the cart (an unknown one is refused
    // with a 404, translated below); without one, the shop's default.
    const asked = input.regionId != null
    if (asked && !input.regionId!.trim()) throw invalidRegion()
    const body: Record<string, unknown> = { region_id: asked ? input.regionId : await this.regionFor(null) }
    if (input.email) body.email = checkEmail(input.email)
    body.metadata = { ...(input.metadata != null ? checkMetadata(input.metadata) : {}), locale: language }
    try {
      const { cart } = await this.medusa.post<{ cart: EngineCart }>("/store/carts", {
        body,
        token: (await caller.customer()) ? (caller.token ?? undefined) : undefined,
        query: { fields: CART_FIELDS },
      })
      return toCart(cart)
    } catch (error) {
      if (
        asked &&
        error instanceof EngineError &&
        (error.status === 404 || error.status === 400) &&
        /region/i.test(error.engineMessage ?? "")
      )
        throw invalidRegion()
      throw error
    }
  }

  /** Adds a line; with `answer` "head", the engine answers without the cart's totals (see CartAnswer). */
  async addLineItem(
    caller: Caller,
    args: { cartId: string; variantId: string; quantity: number; metadata?: unknown },
    answer: CartAnswer = "whole"
  ): Promise<CartUpdate> {
    if (!Number.isInteger(args.quantity) || args.quantity < 1 || args.quantity > MAX_QUANTITY) {
      throw quantityRange(MAX_QUANTITY)
    }
    const cart = await this.loadHead(caller, args.cartId)
    assertOpen(cart)
    const body: Record<string, unknown> = { variant_id: args.variantId, quantity: args.quantity }
    if (args.metadata != null) body.metadata = checkMetadata(args.metadata, { allowBundle: false })
    const path = `/store/carts/${cart.id}/line-items`
    const updated =
      answer === "head"
        ? await this.store.writeLines(path, body, args.variantId)
        : await this.write(path, body, args.variantId)
    return this.withHooks(caller, updated)
  }

  /**
   * Adds a bundle: the engine adds its line and its component lines in one go (commerce bundle-line-items).
   * The engine owns the bundle's quantity range (BUNDLE_QUANTITY_RANGE, translated by ENGINE_REFUSALS).
   */
  async addBundle(caller: Caller, args: { cartId: string; variantId: string; quantity: number }): Promise<CartUpdate> {
    const cart = await this.load(caller, args.cartId)
    assertOpen(cart)
    const updated = await this.write(
      `/store/carts/${cart.id}/bundle-line-items`,
      { items: [{ variant_id: args.variantId, quantity: args.quantity }] },
      args.variantId
    )
    return this.withHooks(caller, updated)
  }

  async updateLineItem(
    caller: Caller,
    args: { cartId: string; lineId: string; quantity: number }
  ): Promise<CartUpdate> {
    if (!Number.isInteger(args.quantity) || args.quantity > MAX_QUANTITY) {
      throw quantityRange(MAX_QUANTITY)
    }
    if (args.quantity < 1) return this.removeLineItem(caller, args)
    const cart = await this.load(caller, args.cartId)
    assertOpen(cart)
    const line = changeableLine(cart, args.lineId)
    // A bundle's components follow its quantity; the engine gives the bundle line a new id.
    const path = isBundle(line)
      ? `/store/carts/${cart.id}/bundle-line-items/${line.id}`
      : `/store/carts/${cart.id}/line-items/${line.id}`
    return this.withHooks(caller, await this.write(path, { quantity: args.quantity }, line.variant_id ?? undefined))
  }

  /** Removes a line; a bundle line goes with every line it bundles, in one engine call. */
  async removeLineItem(caller: Caller, args: { cartId: string; lineId: string }): Promise<CartUpdate> {
    const cart = await this.load(caller, args.cartId)
    assertOpen(cart)
    const line = changeableLine(cart, args.lineId)
    const path = isBundle(line)
      ? `/store/carts/${cart.id}/bundle-line-items/${line.id}`
      : `/store/carts/${cart.id}/line-items/${line.id}`
    await this.medusa.delete(path)
    return this.withHooks(caller, await this.load(caller, cart.id))
  }

  /** Changes the cart's e-mail, addresses, metadata or region; with `answer` "head", reads and answers only its head. */
  async update(caller: Caller, cartId: string, input: CartInput, answer: CartAnswer = "whole") {
    if (answer === "head") return toCart(await this.changeHead(caller, await this.loadHead(caller, cartId), input))
    return toCart(await this.change(caller, await this.load(caller, cartId), input))
  }

  /** `update` on a cart the caller was already checked to hold; answers the engine's cart as it now stands. */
  async change(caller: Caller, cart: EngineCart, input: CartInput): Promise<EngineCart> {
    const body = await this.changes(caller, cart, input)
    return Object.keys(body).length ? this.write(`/store/carts/${cart.id}`, body) : cart
  }

  /** `change` answered with the cart's head only (the checkout in one request shows the cart at its end). */
  async changeHead(caller: Caller, cart: CartHead, input: CartInput): Promise<CartHead> {
    const body = await this.changes(caller, cart, input)
    return Object.keys(body).length ? this.writeHead(`/store/carts/${cart.id}`, body) : cart
  }

  /** What the engine is asked to change: checked, and nothing when the input changes nothing. */
  private async changes(caller: Caller, cart: CartHead, input: CartInput): Promise<Record<string, unknown>> {
    assertOpen(cart)
    const body: Record<string, unknown> = {}
    if (input.email != null) body.email = checkEmail(input.email)
    // A guest's e-mail may be an account's: the engine then links the cart to it (see `holds`).
    if (body.email && !cart.customer?.has_account && !(await caller.customer()))
      body.metadata = { ...(cart.metadata ?? {}), guest_checkout: true }
    if (input.shippingAddress) body.shipping_address = toEngineAddress(input.shippingAddress, "shippingAddress")
    if (input.billingAddress) body.billing_address = toEngineAddress(input.billingAddress, "billingAddress")
    if (input.metadata != null)
      body.metadata = {
        ...(cart.metadata ?? {}),
        ...((body.metadata as object | undefined) ?? {}),
        ...checkMetadata(input.metadata),
      }
    if (input.regionId && input.regionId !== cart.region_id) body.region_id = await this.regionFor(input.regionId)
    return body
  }

  /** Applies codes one by one, so one unknown code does not stop the others; each gets a notice. */
  async applyPromotionCodes(caller: Caller, cartId: string, codes: string[]): Promise<CartUpdate> {
    const wanted = checkCodes(codes)
    let cart = await this.load(caller, cartId)
    assertOpen(cart)
    await this.promotions.refuseIneligible(caller, cart, wanted)
    const notices: Notice[] = []
    for (const code of wanted) {
      try {
        cart = await this.write(`/store/carts/${cart.id}/promotions`, { promo_codes: [code] })
      } catch (error) {
        // The engine refuses unknown, expired or used-up codes with a 400.
        if (!(error instanceof EngineError && error.status === 400)) throw error
      }
      const applied = (cart.promotions ?? []).some((p) => p.code?.toUpperCase() === code.toUpperCase())
      notices.push(applied ? notice("POSITIVE", "COUPON_APPLIED") : notice("NEGATIVE", "COUPON_NOT_VALID", code))
    }
    return { cart: toCart(cart), notices }
  }

  async removePromotionCodes(caller: Caller, cartId: string, codes: string[]) {
    const cart = await this.load(caller, cartId)
    assertOpen(cart)
    const { cart: updated } = await this.medusa.delete<{ cart: EngineCart }>(`/store/carts/${cart.id}/promotions`, {
      body: { promo_codes: checkCodes(codes) },
      query: { fields: CART_FIELDS },
    })
    return toCart(updated)
  }

  /** docs/product.md §4: signing in gives the anonymous cart to the customer. */
  async transfer(caller: Caller, cartId: string) {
    const { customer, token } = await caller.requireCustomer()
    const cart = await this.load(caller, cartId)
    if (cart.customer_id === customer.id) return toCart(cart)
    const { cart: updated } = await this.medusa.post<{ cart: EngineCart }>(`/store/carts/${cart.id}/customer`, {
      token,
      query: { fields: CART_FIELDS },
    })
    return toCart(updated)
  }

  private async withHooks(caller: Caller, cart: AnsweredCart): Promise<CartUpdate> {
    const after = await this.promotions.afterLinesChanged(caller, cart)
    return { cart: toCart(after.cart ?? cart), notices: after.notices }
  }

  /** The region to use: the one asked for (checked), else the shop's default (DEFAULT_COUNTRY); docs/product.md §4/§5 errors. */
  private async regionFor(regionId: string | null | undefined): Promise<string> {
    if (regionId != null) {
      if (!regionId.trim()) throw invalidRegion()
      try {
        const { region } = await this.medusa.get<{ region: EngineRegion }>(
          `/store/regions/${encodeURIComponent(regionId)}`,
          {
            query: { fields: "id" },
          }
        )
        if (!region?.id) throw invalidRegion()
        return region.id
      } catch (error) {
        if (error instanceof EngineError && (error.status === 404 || error.status === 400)) throw invalidRegion()
        throw error
      }
    }
    const defaultId = await this.defaultRegionId()
    if (!defaultId) throw noRegionAvailable()
    return defaultId
  }
}

function assertOpen(cart: Pick<EngineCart, "completed_at">) {
  if (cart.completed_at) throw noActiveCart()
}

function findLine(cart: EngineCart, lineId: string) {
  const line = (cart.items ?? []).find((item) => item.id === lineId)
  if (!line) throw shopError("LINE_NOT_FOUND", undefined, { field: "lineId" })
  return line
}

/** A line the shopper may change: not a bundle's component (those follow their bundle). */
function changeableLine(cart: EngineCart, lineId: string) {
  const line = findLine(cart, lineId)
  if (line.metadata?.bundled_by) {
    throw shopError("BUNDLED_LINE", undefined, { field: "lineId" })
  }
  return line
}

/** A bundle's own line (commerce marks it with metadata.bundle_key). */
function isBundle(line: EngineLineItem) {
  return Boolean(line.metadata?.bundle_key) && !line.metadata?.bundled_by
}

const quantityRange = (max: number) =>
  shopError("QUANTITY_RANGE", { min: 1, max }, { field: "quantity", limit: { min: 1, max } })

function checkCodes(codes: string[]): string[] {
  const cleaned = [...new Set(codes.map((c) => c.trim()).filter(Boolean))]
  if (!cleaned.length) throw shopError("CODES_REQUIRED", undefined, { field: "codes" })
  if (cleaned.length > INPUT_LIMITS.codes.count || cleaned.some((c) => c.length > INPUT_LIMITS.codes.length)) {
    throw shopError("CODES_LIMIT", INPUT_LIMITS.codes, { field: "codes", limit: INPUT_LIMITS.codes })
  }
  return cleaned
}

/** Metadata from shoppers: a small flat object without the keys only the gateway writes. */
function checkMetadata(value: unknown, options: { allowBundle?: boolean } = {}): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw shopError("METADATA_NOT_OBJECT", undefined, { field: "metadata" })
  }
  const reserved = [...RESERVED_METADATA, ...(options.allowBundle === false ? ["bundled_by"] : [])]
  const key = Object.keys(value).find((k) => reserved.includes(k))
  if (key) throw shopError("METADATA_RESERVED", { key }, { field: `metadata.${key}` })
  if (JSON.stringify(value).length > INPUT_LIMITS.metadataBytes) {
    throw shopError(
      "METADATA_TOO_LARGE",
      { max: INPUT_LIMITS.metadataBytes },
      { field: "metadata", limit: { max: INPUT_LIMITS.metadataBytes } }
    )
  }
  return value as Record<string, unknown>
}
