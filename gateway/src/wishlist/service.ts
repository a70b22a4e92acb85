import type { StoreWishlist, StoreWishlistResponse } from "@vitalia/schema/engine/store"
import { DEFAULT_LANGUAGE, type Language } from "../messages/language.js"
import type { Caller } from "../account/caller.js"
import type { CartService } from "../cart/service.js"
import type { CatalogService } from "../catalog/service.js"
import type { Product } from "../catalog/shapes.js"
import { invalidRegion } from "../cart/errors.js"
import { shopError } from "../errors.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"

/** A wishlist item; product and variant are resolved when asked for, priced in `regionId`. */
export interface WishlistItemShape {
  id: string
  variantId: string
  addedAt: string
  productId: string | null
  regionId: string | null
}

const PATH = "/store/customers/me/wishlist"

/**
 * The signed-in customer's wishlist (commerce's wishlist module). Saved
 * variants are shown as the catalog shows them — the product page's prices and
 * stock, through the same short-lived catalog cache.
 */
export class WishlistService {
  constructor(
    private readonly medusa: MedusaClient,
    private readonly catalog: CatalogService,
    private readonly carts: CartService
  ) {}

  async wishlist(caller: Caller, regionId?: string | null) {
    const { token } = await caller.requireCustomer()
    const region = await this.checkRegion(regionId)
    const { wishlist } = await this.medusa.get<StoreWishlistResponse>(PATH, { token })
    return toWishlist(wishlist, region)
  }

  /** Saves a variant; saving it again changes nothing. */
  async add(caller: Caller, variantId: string, regionId?: string | null) {
    const { token } = await caller.requireCustomer()
    const region = await this.checkRegion(regionId)
    const { wishlist } = await this.medusa.post<StoreWishlistResponse>(`${PATH}/items`, {
      token,
      body: { variant_id: checkVariantId(variantId) },
    })
    return toWishlist(wishlist, region)
  }

  async remove(caller: Caller, variantId: string, regionId?: string | null) {
    const { token } = await caller.requireCustomer()
    const region = await this.checkRegion(regionId)
    const { wishlist } = await this.medusa.delete<StoreWishlistResponse>(
      `${PATH}/items/${encodeURIComponent(checkVariantId(variantId))}`,
      {
        token,
      }
    )
    return toWishlist(wishlist, region)
  }

  /**
   * Puts a saved variant in a cart the way addLineItem does (ownership, custom
   * promotions), then takes it off the wishlist. A failed add leaves it saved.
   */
  async moveToCart(caller: Caller, args: { variantId: string; cartId: string; quantity: number }) {
    const { token } = await caller.requireCustomer()
    const { wishlist } = await this.medusa.get<StoreWishlistResponse>(PATH, { token })
    if (!wishlist.items.some((item) => item.variant_id === args.variantId)) {
      throw shopError("WISHLIST_ITEM_NOT_FOUND", undefined, { field: "variantId" })
    }
    const { cart, notices } = await this.carts.addLineItem(caller, args)
    const after = await this.remove(caller, args.variantId, cart.regionId)
    return { cart, notices, wishlist: after }
  }

  /** The item's product in the item's region and the request's language; the items' products come in one engine call per request (DataLoader). */
  product(caller: Caller, item: WishlistItemShape, language: Language = DEFAULT_LANGUAGE): Promise<Product | null> {
    if (!item.productId) return Promise.resolve(null)
    const { regionId } = item
    return caller
      .loader(`wishlist-products:${regionId ?? ""}:${language}`, (ids) =>
        this.catalog.productsByIds(ids, regionId, language)
      )
      .load(item.productId)
  }

  async variant(caller: Caller, item: WishlistItemShape, language: Language = DEFAULT_LANGUAGE) {
    const product = await this.product(caller, item, language)
    return product?.variants.find((variant) => variant.id === item.variantId) ?? null
  }

  /** A region to price in: checked, so that a wrong id is an error rather than every item "no longer sold". */
  private async checkRegion(regionId: string | null | undefined): Promise<string | null> {
    if (regionId == null) return null
    try {
      return (await this.catalog.region(regionId)).id
    } catch (error) {
      if (error instanceof EngineError && (error.status === 404 || error.status === 400)) throw invalidRegion()
      throw error
    }
  }
}

function toWishlist(wishlist: StoreWishlist, regionId: string | null) {
  const items: WishlistItemShape[] = wishlist.items.map((item) => ({
    id: item.id,
    variantId: item.variant_id,
    addedAt: item.created_at,
    productId: item.product_id,
    regionId,
  }))
  return { items, itemCount: items.length }
}

function checkVariantId(variantId: string): string {
  const value = variantId.trim()
  if (!value || value.length > 100) throw shopError("INVALID_ID", { field: "variantId" })
  return value
}
