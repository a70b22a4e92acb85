import type { HttpTypes, MedusaContainer } from "@medusajs/framework/types"
import { refetchCart as medusaRefetchCart } from "@medusajs/medusa/api/store/carts/helpers"

/**
 * Medusa's own refetchCart, the one its cart routes answer with (?fields= honoured); it is
 * declared to answer any, and this names what it answers: the store's cart.
 */
export async function refetchCart(id: string, scope: MedusaContainer, fields: string[]): Promise<HttpTypes.StoreCart> {
  return (await medusaRefetchCart(id, scope, fields)) as HttpTypes.StoreCart
}
