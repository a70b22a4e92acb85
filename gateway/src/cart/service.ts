import type { Caller } from "../account/caller.js"
import { toEngineAddress, type AddressInput } from "../common/address.js"
import { checkEmail } from "../common/text.js"
import { shopError } from "../errors.js"
import { notice, type Notice } from "../messages/notices.js"
import { INPUT_LIMITS } from "../../../schema/limits.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"
import type { EngineCart, EngineLineItem, EngineRegion } from "../medusa/types.js"
import { invalidRegion, noActiveCart, noRegionAvailable } from "./errors.js"
import { CART_FIELDS, toCart } from "./shape.js"

export interface CartInput {
  email?: string | null
  shippingAddress?: AddressInput | null
  billingAddress?: AddressInput | null
  metadata?: unknown
  regionId?: string | null
}

/** Cart metadata keys only the gateway writes (the enrollment sponsor decides promotions). */
const RESERVED_METADATA = ["enrollment"]
const MAX_QUANTITY = INPUT_LIMITS.lineQuantity
/** The engine's bundle route takes 1 to 99 bundles at a time. */
const MAX_BUNDLES = INPUT_LIMITS.bundleQuantity

export type CartUpdate = { cart: ReturnType<typeof toCart>; notices: Notice[] }

/**
 * What follows a change of lines (custom promotions): notices for the shopper,
 * and the cart as it stands afterwards when the hook changed it.
 */
export type AfterCartChange = (caller: Caller, cart: EngineCart) => Promise<{ notices: Notice[]; cart?: EngineCart }>

/**
 * The cart rules of SPEC §4: carts need a region, quantities below 1 remove
 * lines, every change on a missing cart is 'No active cart', and a cart that a
 * registered customer owns is theirs alone.
 */
/** Checks codes before they reach the engine; throws when the shopper may not have one. */
export type CodeGate = (caller: Caller, cart: EngineCart, codes: string[]) => Promise<void>

export class CartService {
  private afterChange: AfterCartChange = async () => ({ notices: [] })
  private gate: CodeGate = async () => {}

  constructor(
    private readonly medusa: MedusaClient,
    /** The shop's default region's id (DEFAULT_COUNTRY), null when it has no region. */
    private readonly defaultRegionId: () => Promise<string | null>
  ) {}

  /** Lets the promotions service react to line changes (applies custom promotions). */
  onLinesChanged(hook: AfterCartChange) {
    this.afterChange = hook
  }

  /** Lets the promotions service refuse codes the shopper is not entitled to. */
  gateCodes(gate: CodeGate) {
    this.gate = gate
  }

  /** The engine's cart, if this caller may see it; 'No active cart' otherwise. */
  async load(caller: Caller, cartId: string): Promise<EngineCart> {
    const cart = await this.find(cartId)
    if (!(await this.holds(caller, cart))) throw noActiveCart()
    return cart
  }

  /** The engine's cart whoever holds it; 'No active cart' when there is none. Check `holds` before answering with it. */
  async find(cartId: string): Promise<EngineCart> {
    if (!cartId?.trim()) throw noActiveCart()
    try {
      return (await this.medusa.get<{ cart: EngineCart }>(`/store/carts/${encodeURIComponent(cartId)}`, {
        query: { fields: CART_FIELDS },
      })).cart
    } catch (error) {
      if (error instanceof EngineError && (error.status === 404 || error.status === 400)) throw noActiveCart()
      throw error
    }
  }

  /** Whether the caller holds the cart: its registered customer, or for a guest's cart whoever has its id. */
  async holds(caller: Caller, cart: EngineCart): Promise<boolean> {
    if (!cart.customer?.has_account) return true
    const customer = await caller.customer()
    return customer?.id === cart.customer_id
  }

  /** The id of the order a completed cart became (the engine's cart–order link); null while it is open. */
  async orderId(cartId: string): Promise<string | null> {
    const { order_id } = await this.medusa.get<{ order_id: string | null }>(`/store/carts/${encodeURIComponent(cartId)}/order`)
    return order_id
  }

  async cart(caller: Caller, cartId: string) {
    return toCart(await this.load(caller, cartId))
  }

  async create(caller: Caller, input: { regionId?: string | null; email?: string | null; metadata?: unknown }) {
    const regionId = await this.regionFor(input.regionId)
    const body: Record<string, unknown> = { region_id: regionId }
    if (input.email) body.email = checkEmail(input.email)
    if (input.metadata != null) body.metadata = checkMetadata(input.metadata)
    const { cart } = await this.medusa.post<{ cart: EngineCart }>("/store/carts", {
      body,
      token: (await caller.customer()) ? caller.token ?? undefined : undefined,
      query: { fields: CART_FIELDS },
    })
    return toCart(cart)
  }

  async addLineItem(caller: Caller, args: { cartId: string; variantId: string; quantity: number; metadata?: unknown }): Promise<CartUpdate> {
    if (!Number.isInteger(args.quantity) || args.quantity < 1 || args.quantity > MAX_QUANTITY) {
      throw quantityRange(MAX_QUANTITY)
    }
    const cart = await this.load(caller, args.cartId)
    assertOpen(cart)
    const body: Record<string, unknown> = { variant_id: args.variantId, quantity: args.quantity }
    if (args.metadata != null) body.metadata = checkMetadata(args.metadata, { allowBundle: false })
    const updated = await this.write(`/store/carts/${cart.id}/line-items`, body, args.variantId)
    return this.withHooks(caller, updated)
  }

  /** Adds a bundle: the engine adds its line and its component lines in one go (commerce bundle-line-items). */
  async addBundle(caller: Caller, args: { cartId: string; variantId: string; quantity: number }): Promise<CartUpdate> {
    if (!Number.isInteger(args.quantity) || args.quantity < 1 || args.quantity > MAX_BUNDLES) {
      throw quantityRange(MAX_BUNDLES)
    }
    const cart = await this.load(caller, args.cartId)
    assertOpen(cart)
    const updated = await this.write(`/store/carts/${cart.id}/bundle-line-items`, { items: [{ variant_id: args.variantId, quantity: args.quantity }] }, args.variantId)
    return this.withHooks(caller, updated)
  }

  async updateLineItem(caller: Caller, args: { cartId: string; lineId: string; quantity: number }): Promise<CartUpdate> {
    if (!Number.isInteger(args.quantity) || args.quantity > MAX_QUANTITY) {
      throw quantityRange(MAX_QUANTITY)
    }
    if (args.quantity < 1) return this.removeLineItem(caller, args)
    const cart = await this.load(caller, args.cartId)
    assertOpen(cart)
    const line = changeableLine(cart, args.lineId)
    // A bundle's components follow its quantity; the engine gives the bundle line a new id.
    const path = isBundle(line) ? `/store/carts/${cart.id}/bundle-line-items/${line.id}` : `/store/carts/${cart.id}/line-items/${line.id}`
    if (isBundle(line) && args.quantity > MAX_BUNDLES) {
      throw quantityRange(MAX_BUNDLES)
    }
    return this.withHooks(caller, await this.write(path, { quantity: args.quantity }, line.variant_id ?? undefined))
  }

  /** Removes a line; a bundle line goes with every line it bundles, in one engine call. */
  async removeLineItem(caller: Caller, args: { cartId: string; lineId: string }): Promise<CartUpdate> {
    const cart = await this.load(caller, args.cartId)
    assertOpen(cart)
    const line = changeableLine(cart, args.lineId)
    const path = isBundle(line) ? `/store/carts/${cart.id}/bundle-line-items/${line.id}` : `/store/carts/${cart.id}/line-items/${line.id}`
    await this.medusa.delete(path)
    return this.withHooks(caller, await this.load(caller, cart.id))
  }

  async update(caller: Caller, cartId: string, input: CartInput) {
    const cart = await this.load(caller, cartId)
    assertOpen(cart)
    const body: Record<string, unknown> = {}
    if (input.email != null) body.email = checkEmail(input.email)
    if (input.shippingAddress) body.shipping_address = toEngineAddress(input.shippingAddress, "shippingAddress")
    if (input.billingAddress) body.billing_address = toEngineAddress(input.billingAddress, "billingAddress")
    if (input.metadata != null) body.metadata = { ...(cart.metadata ?? {}), ...checkMetadata(input.metadata) }
    if (input.regionId && input.regionId !== cart.region_id) body.region_id = await this.regionFor(input.regionId)
    if (!Object.keys(body).length) return toCart(cart)
    return toCart(await this.write(`/store/carts/${cart.id}`, body))
  }

  /** Writes metadata only the gateway may set (for example the enrollment sponsor). */
  async setReservedMetadata(caller: Caller, cartId: string, changes: Record<string, unknown>) {
    const cart = await this.load(caller, cartId)
    assertOpen(cart)
    const metadata = { ...(cart.metadata ?? {}), ...changes }
    return this.write(`/store/carts/${cart.id}`, { metadata })
  }

  /** Applies codes one by one, so one unknown code does not stop the others; each gets a notice. */
  async applyPromotionCodes(caller: Caller, cartId: string, codes: string[]): Promise<CartUpdate> {
    const wanted = checkCodes(codes)
    let cart = await this.load(caller, cartId)
    assertOpen(cart)
    await this.gate(caller, cart, wanted)
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

  /** SPEC §4: signing in gives the anonymous cart to the customer. */
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

  /** A POST that answers with the cart, in our fields. */
  /** Writes to the cart; a refusal for want of stock of `variantId` names the product and what is left. */
  async write(path: string, body: Record<string, unknown>, variantId?: string): Promise<EngineCart> {
    try {
      const { cart } = await this.medusa.post<{ cart: EngineCart }>(path, { body, query: { fields: CART_FIELDS } })
      return cart
    } catch (error) {
      if (variantId && error instanceof EngineError && error.engineCode === "insufficient_inventory") throw await this.outOfStock(variantId)
      throw error
    }
  }

  /** INSUFFICIENT_INVENTORY for a variant: its product's name and the units left (null when not known). */
  private async outOfStock(variantId: string) {
    let product = variantId
    let available: number | null = null
    try {
      const { variant } = await this.medusa.get<{ variant: { title?: string | null; product_id?: string | null; inventory_quantity?: number | null; manage_inventory?: boolean } }>(
        `/store/product-variants/${encodeURIComponent(variantId)}`,
        { query: { fields: "title,product_id,manage_inventory,+inventory_quantity" } }
      )
      const { product: owner } = variant.product_id
        ? await this.medusa.get<{ product: { title?: string | null } }>(`/store/products/${encodeURIComponent(variant.product_id)}`, { query: { fields: "title" } })
        : { product: null }
      product = [owner?.title, variant.title].filter((part, i, all) => part && all.indexOf(part) === i).join(" — ") || product
      if (variant.manage_inventory !== false && typeof variant.inventory_quantity === "number") available = Math.max(0, variant.inventory_quantity)
    } catch {
      // Without the details the refusal still stands, naming the variant.
    }
    return shopError("INSUFFICIENT_INVENTORY", { product, available }, { field: "quantity", variantId, available })
  }

  private async withHooks(caller: Caller, cart: EngineCart): Promise<CartUpdate> {
    const after = await this.afterChange(caller, cart)
    return { cart: toCart(after.cart ?? cart), notices: after.notices }
  }

  /** The region to use: the one asked for (checked), else the shop's default (DEFAULT_COUNTRY); SPEC §4/§5 errors. */
  private async regionFor(regionId: string | null | undefined): Promise<string> {
    if (regionId != null) {
      if (!regionId.trim()) throw invalidRegion()
      try {
        const { region } = await this.medusa.get<{ region: EngineRegion }>(`/store/regions/${encodeURIComponent(regionId)}`, {
          query: { fields: "id" },
        })
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

function assertOpen(cart: EngineCart) {
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

const quantityRange = (max: number) => shopError("QUANTITY_RANGE", { min: 1, max }, { field: "quantity", limit: { min: 1, max } })

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
    throw shopError("METADATA_TOO_LARGE", { max: INPUT_LIMITS.metadataBytes }, { field: "metadata", limit: { max: INPUT_LIMITS.metadataBytes } })
  }
  return value as Record<string, unknown>
}
