import { BUNDLE_KEY, BUNDLED_BY } from "@vitalia/schema/bundles"
import type { Caller } from "../account/caller.js"
import { toEngineAddress, type AddressInput } from "../common/address.js"
import { checkEmail } from "../common/text.js"
import { shopError } from "../errors.js"
import type { Language } from "../messages/language.js"
import { notice, type Notice } from "../messages/notices.js"
import { INPUT_LIMITS } from "@vitalia/schema/limits"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"
import type { EngineCart, EngineLineItem, EngineRegion } from "../medusa/types.js"
import { invalidRegion, noActiveCart, noRegionAvailable } from "./errors.js"
import { toCart, type AnsweredCart, type CartHead } from "./shape.js"
import type { CartStore } from "./store.js"

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

/** A line to add: a variant, how many, and the shopper's own metadata. */
export type LineToAdd = { cartId: string; variantId: string; quantity: number; metadata?: unknown }

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
 * is CartStore's (called directly by the promotions, the enrollment and the checkout too); this
 * adds the shopper's changes and their checks.
 */
export class CartService {
  constructor(
    private readonly medusa: MedusaClient,
    private readonly store: CartStore,
    private readonly promotions: CartPromotions,
    /** The shop's default region's id (DEFAULT_COUNTRY), null when it has no region. */
    private readonly defaultRegionId: () => Promise<string | null>
  ) {}

  /** The whole cart, if this caller may see it; 'No active cart' otherwise. */
  async cart(caller: Caller, cartId: string) {
    return toCart(await this.store.load(caller, cartId))
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
      return toCart(await this.store.create(body, (await caller.customer()) ? (caller.token ?? undefined) : undefined))
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

  /** Adds a line; answers the whole cart. */
  async addLineItem(caller: Caller, args: LineToAdd): Promise<CartUpdate> {
    const [path, body] = await this.lineToAdd(caller, args)
    return this.withHooks(caller, await this.store.write(path, body, args.variantId))
  }

  /**
   * `addLineItem` for a caller who selected only the head of the cart: the engine answers with the
   * head and the lines without totals (the custom promotions still see the lines).
   */
  async addLineItemHead(caller: Caller, args: LineToAdd): Promise<CartUpdate> {
    const [path, body] = await this.lineToAdd(caller, args)
    return this.withHooks(caller, await this.store.writeLines(path, body, args.variantId))
  }

  /** The write that adds the line, after the checks: the quantity's range, the cart held and open. */
  private async lineToAdd(caller: Caller, args: LineToAdd): Promise<[path: string, body: Record<string, unknown>]> {
    if (!Number.isInteger(args.quantity) || args.quantity < 1 || args.quantity > MAX_QUANTITY) {
      throw quantityRange(MAX_QUANTITY)
    }
    const cart = await this.store.loadHead(caller, args.cartId)
    assertOpen(cart)
    const body: Record<string, unknown> = { variant_id: args.variantId, quantity: args.quantity }
    if (args.metadata != null) body.metadata = checkMetadata(args.metadata, { allowBundle: false })
    return [`/store/carts/${cart.id}/line-items`, body]
  }

  /**
   * Adds a bundle: the engine adds its line and its component lines in one go (commerce bundle-line-items).
   * The engine owns the bundle's quantity range (BUNDLE_QUANTITY_RANGE, translated by ENGINE_REFUSALS).
   */
  async addBundle(caller: Caller, args: { cartId: string; variantId: string; quantity: number }): Promise<CartUpdate> {
    const cart = await this.store.load(caller, args.cartId)
    assertOpen(cart)
    const updated = await this.store.write(
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
    const cart = await this.store.load(caller, args.cartId)
    assertOpen(cart)
    const line = changeableLine(cart, args.lineId)
    // A bundle's components follow its quantity; the engine gives the bundle line a new id.
    const path = isBundle(line)
      ? `/store/carts/${cart.id}/bundle-line-items/${line.id}`
      : `/store/carts/${cart.id}/line-items/${line.id}`
    return this.withHooks(
      caller,
      await this.store.write(path, { quantity: args.quantity }, line.variant_id ?? undefined)
    )
  }

  /** Removes a line; a bundle line goes with every line it bundles, in one engine call. */
  async removeLineItem(caller: Caller, args: { cartId: string; lineId: string }): Promise<CartUpdate> {
    const cart = await this.store.load(caller, args.cartId)
    assertOpen(cart)
    const line = changeableLine(cart, args.lineId)
    const path = isBundle(line)
      ? `/store/carts/${cart.id}/bundle-line-items/${line.id}`
      : `/store/carts/${cart.id}/line-items/${line.id}`
    await this.store.removeLine(path)
    return this.withHooks(caller, await this.store.load(caller, cart.id))
  }

  /** Changes the cart's e-mail, addresses, metadata or region; answers the whole cart. */
  async update(caller: Caller, cartId: string, input: CartInput) {
    return toCart(await this.change(caller, await this.store.load(caller, cartId), input))
  }

  /** `update` for a caller who selected only the head of the cart: reads and answers only its head. */
  async updateHead(caller: Caller, cartId: string, input: CartInput) {
    return toCart(await this.changeHead(caller, await this.store.loadHead(caller, cartId), input))
  }

  /** `update` on a cart the caller was already checked to hold; answers the engine's cart as it now stands. */
  async change(caller: Caller, cart: EngineCart, input: CartInput): Promise<EngineCart> {
    const body = await this.changes(caller, cart, input)
    return Object.keys(body).length ? this.store.write(`/store/carts/${cart.id}`, body) : cart
  }

  /** `change` answered with the cart's head only (the checkout in one request shows the cart at its end). */
  async changeHead(caller: Caller, cart: CartHead, input: CartInput): Promise<CartHead> {
    const body = await this.changes(caller, cart, input)
    return Object.keys(body).length ? this.store.writeHead(`/store/carts/${cart.id}`, body) : cart
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
        ...(body.metadata ?? {}),
        ...checkMetadata(input.metadata),
      }
    if (input.regionId && input.regionId !== cart.region_id) body.region_id = await this.regionFor(input.regionId)
    return body
  }

  /** Applies codes one by one, so one unknown code does not stop the others; each gets a notice. */
  async applyPromotionCodes(caller: Caller, cartId: string, codes: string[]): Promise<CartUpdate> {
    const wanted = checkCodes(codes)
    let cart = await this.store.load(caller, cartId)
    assertOpen(cart)
    await this.promotions.refuseIneligible(caller, cart, wanted)
    const notices: Notice[] = []
    for (const code of wanted) {
      try {
        cart = await this.store.write(`/store/carts/${cart.id}/promotions`, { promo_codes: [code] })
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
    const cart = await this.store.load(caller, cartId)
    assertOpen(cart)
    return toCart(await this.store.removeCodes(cart.id, checkCodes(codes)))
  }

  /** docs/product.md §4: signing in gives the anonymous cart to the customer. */
  async transfer(caller: Caller, cartId: string) {
    const { customer, token } = await caller.requireCustomer()
    const cart = await this.store.load(caller, cartId)
    if (cart.customer_id === customer.id) return toCart(cart)
    return toCart(await this.store.giveTo(cart.id, token))
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
  if (line.metadata?.[BUNDLED_BY]) {
    throw shopError("BUNDLED_LINE", undefined, { field: "lineId" })
  }
  return line
}

/** A bundle's own line (commerce marks it with metadata.bundle_key). */
function isBundle(line: EngineLineItem) {
  return Boolean(line.metadata?.[BUNDLE_KEY]) && !line.metadata?.[BUNDLED_BY]
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
  const reserved = [...RESERVED_METADATA, ...(options.allowBundle === false ? [BUNDLED_BY] : [])]
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
