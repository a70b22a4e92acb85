import type { HttpTypes } from "@medusajs/types"
import type { StoreCartOrderResponse } from "@vitalia/schema/engine/store"
import type { Caller } from "../account/caller.js"
import { ShopError } from "../errors.js"
import { ERROR_CODES, localizeEach } from "../messages/errors.js"
import { LANGUAGES, localeQuery, type Language } from "../messages/language.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"
import type { EngineCart } from "../medusa/types.js"
import { noActiveCart } from "./errors.js"
import { CART_FIELDS, CART_HEAD_FIELDS, CART_LINES_FIELDS, type AnsweredCart, type CartHead } from "./shape.js"

/**
 * The one class that speaks to the engine about carts: reads and writes in the gateway's fields,
 * with the rule of who holds one. Built first (services.ts): the cart's changes (CartService), the
 * custom promotions, the enrollment and the checkout all call it directly. The whole cart and its
 * head are two reads (`find`, `findHead`), and a write says in its name what it answers.
 */
export class CartStore {
  constructor(private readonly medusa: MedusaClient) {}

  /** The engine's cart, if this caller may see it; 'No active cart' otherwise. */
  async load(caller: Caller, cartId: string): Promise<EngineCart> {
    const cart = await this.find(cartId)
    if (!(await this.holds(caller, cart))) throw noActiveCart()
    return cart
  }

  /** The cart's head (who holds it, open or not, region, currency, metadata), if this caller may see it; 'No active cart' otherwise. */
  async loadHead(caller: Caller, cartId: string): Promise<CartHead> {
    const cart = await this.findHead(cartId)
    if (!(await this.holds(caller, cart))) throw noActiveCart()
    return cart
  }

  /** The engine's cart whoever holds it; 'No active cart' when there is none. Check `holds` before answering with it. */
  find(cartId: string): Promise<EngineCart> {
    return this.read(cartId, (path) => this.medusa.get<{ cart: EngineCart }>(path, { query: { fields: CART_FIELDS } }))
  }

  /**
   * `find` for a decision only: the cart's head (CART_HEAD_FIELDS), without lines and totals, from
   * the engine's holder route — one query where the cart route's query graph makes three reads; it
   * is read before every step of a purchase (bench/README.md, "Checkout loop").
   */
  findHead(cartId: string): Promise<CartHead> {
    return this.read(cartId, (path) => this.medusa.get<{ cart: EngineCart }>(`${path}/holder`))
  }

  /** A read of the cart at its route; a cart the engine does not know is 'No active cart'. */
  private async read(cartId: string, get: (path: string) => Promise<{ cart: EngineCart }>): Promise<EngineCart> {
    if (!cartId?.trim()) throw noActiveCart()
    try {
      return (await get(`/store/carts/${encodeURIComponent(cartId)}`)).cart
    } catch (error) {
      if (error instanceof EngineError && (error.status === 404 || error.status === 400)) throw noActiveCart()
      throw error
    }
  }

  /**
   * Whether the caller holds the cart: its registered customer, or for a guest's cart whoever has its
   * id. A guest who types the e-mail of an account at checkout gets the cart linked to that account
   * by the engine (its find-or-create-customer step); the cart is marked `guest_checkout` then
   * (CartService.update), and stays the guest's — anyone not signed in who has its id, as any guest's
   * cart — so the purchase goes on. A different signed-in customer never holds it.
   */
  async holds(caller: Caller, cart: CartHead): Promise<boolean> {
    if (!cart.customer?.has_account) return true
    const customer = await caller.customer()
    if (customer) return customer.id === cart.customer_id
    return cart.metadata?.guest_checkout === true
  }

  /** The id of the order a completed cart became (the engine's cart–order link); null while it is open. */
  async orderId(cartId: string): Promise<string | null> {
    const { order_id } = await this.medusa.get<StoreCartOrderResponse>(
      `/store/carts/${encodeURIComponent(cartId)}/order`
    )
    return order_id
  }

  /** Writes to the cart; a refusal for want of stock of `variantId` names the product and what is left. */
  async write(path: string, body: Record<string, unknown>, variantId?: string): Promise<EngineCart> {
    return this.post<EngineCart>(path, body, CART_FIELDS, variantId)
  }

  /**
   * `write` answered with the cart's head only: for a step whose answer is not shown, so the engine
   * does not work out the cart's lines and totals for nobody (prepareCheckout's steps).
   */
  writeHead(path: string, body: Record<string, unknown>): Promise<CartHead> {
    return this.post<CartHead>(path, body, CART_HEAD_FIELDS)
  }

  /**
   * `write` answered with the head and the lines without totals (CART_LINES_FIELDS): for a change of
   * lines whose answer shows only the head, the custom promotions still see the lines.
   */
  writeLines(path: string, body: Record<string, unknown>, variantId?: string): Promise<AnsweredCart> {
    return this.post<AnsweredCart>(path, body, CART_LINES_FIELDS, variantId)
  }

  /** A new cart (CART_FIELDS); with the customer's token, theirs. */
  async create(body: Record<string, unknown>, token?: string): Promise<EngineCart> {
    const { cart } = await this.medusa.post<{ cart: EngineCart }>("/store/carts", {
      body,
      token,
      query: { fields: CART_FIELDS },
    })
    return cart
  }

  /** Removes a line (or a bundle with its lines) at `path`; answers nothing, as the engine does. */
  async removeLine(path: string): Promise<void> {
    await this.medusa.delete(path)
  }

  /** Takes codes off the cart; answers the whole cart. */
  async removeCodes(cartId: string, codes: string[]): Promise<EngineCart> {
    const { cart } = await this.medusa.delete<{ cart: EngineCart }>(`/store/carts/${cartId}/promotions`, {
      body: { promo_codes: codes },
      query: { fields: CART_FIELDS },
    })
    return cart
  }

  /** Gives the cart to the signed-in customer whose token this is; answers the whole cart. */
  async giveTo(cartId: string, token: string): Promise<EngineCart> {
    const { cart } = await this.medusa.post<{ cart: EngineCart }>(`/store/carts/${cartId}/customer`, {
      token,
      query: { fields: CART_FIELDS },
    })
    return cart
  }

  private async post<T>(path: string, body: Record<string, unknown>, fields: string, variantId?: string): Promise<T> {
    try {
      const { cart } = await this.medusa.post<{ cart: T }>(path, { body, query: { fields } })
      return cart
    } catch (error) {
      if (variantId && error instanceof EngineError && error.engineCode === "insufficient_inventory")
        throw await this.outOfStock(variantId)
      throw error
    }
  }

  /**
   * INSUFFICIENT_INVENTORY for a variant: its product's name and the units left (null when not known),
   * the name in each language as the catalogue gives it (the Translation Module's, for English).
   */
  private async outOfStock(variantId: string) {
    const { names, available } = await this.stock(variantId)
    const params = (language: Language) => ({ product: names[language], available })
    return new ShopError(
      ERROR_CODES.INSUFFICIENT_INVENTORY,
      localizeEach("INSUFFICIENT_INVENTORY", { es: params("es"), en: params("en") }),
      { field: "quantity", variantId, available }
    )
  }

  /** A variant's name ("Product — variant") in each language and the units left (null when not known or not counted). */
  async stock(variantId: string): Promise<{ names: Record<Language, string>; available: number | null }> {
    const named = await Promise.all(LANGUAGES.map((language) => this.variantNamed(variantId, language)))
    const names = Object.fromEntries(LANGUAGES.map((language, i) => [language, named[i].product]))
    return { names: names as Record<Language, string>, available: named[0].available }
  }

  /** "Product — variant" in a language, and the units left; the variant's id when the engine cannot say. */
  private async variantNamed(variantId: string, language: Language) {
    let product = variantId
    let available: number | null = null
    try {
      const { variant } = await this.medusa.get<{
        variant: Partial<
          Pick<HttpTypes.StoreProductVariant, "title" | "product_id" | "inventory_quantity" | "manage_inventory">
        >
      }>(`/store/product-variants/${encodeURIComponent(variantId)}`, {
        query: { fields: "title,product_id,manage_inventory,+inventory_quantity", ...localeQuery(language) },
      })
      const { product: owner } = variant.product_id
        ? await this.medusa.get<{ product: Pick<HttpTypes.StoreProduct, "title"> }>(
            `/store/products/${encodeURIComponent(variant.product_id)}`,
            { query: { fields: "title", ...localeQuery(language) } }
          )
        : { product: null }
      product =
        [owner?.title, variant.title].filter((part, i, all) => part && all.indexOf(part) === i).join(" — ") || product
      if (variant.manage_inventory !== false && typeof variant.inventory_quantity === "number")
        available = Math.max(0, variant.inventory_quantity)
    } catch {
      // Without the details the refusal still stands, naming the variant.
    }
    return { product, available }
  }

  /** Writes metadata only the gateway may set (for example the enrollment sponsor). */
  async setReservedMetadata(caller: Caller, cartId: string, changes: Record<string, unknown>) {
    const cart = await this.load(caller, cartId)
    assertOpen(cart)
    const metadata = { ...(cart.metadata ?? {}), ...changes }
    return this.write(`/store/carts/${cart.id}`, { metadata })
  }
}

function assertOpen(cart: CartHead) {
  if (cart.completed_at) throw noActiveCart()
}
