import type { ICartModuleService, ICustomerModuleService, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/** Carts looked at per round, and rounds per run: a run deletes at most 20 000 carts, the next run goes on. */
const BATCH = 500
const MAX_ROUNDS = 40

export interface AbandonedCartsResult {
  /** Carts deleted (soft: their rows and line items get deleted_at). */
  deleted: number
  /** The cut-off: carts untouched since before it were abandoned. */
  before: string
}

/**
 * Deletes abandoned guest carts: never completed, not touched — the cart nor any of its lines —
 * for `maxAgeDays`, and not a customer account's (no customer, or a guest customer without an
 * account). Signed-in shoppers' carts stay, whatever their age: the storefront gives them back at
 * the next sign-in. Uses the Cart module's own soft delete, which takes the cart's lines, shipping
 * methods and addresses along. The scheduled job (jobs/delete-abandoned-carts.ts) and the admin's
 * on-demand POST /admin/guest-carts/delete-abandoned both come here.
 */
export async function deleteAbandonedGuestCarts(
  container: MedusaContainer,
  maxAgeDays: number,
  now = new Date()
): Promise<AbandonedCartsResult> {
  const carts = container.resolve<ICartModuleService>(Modules.CART)
  const customers = container.resolve<ICustomerModuleService>(Modules.CUSTOMER)
  const before = new Date(now.getTime() - maxAgeDays * 24 * 60 * 60 * 1000)
  let deleted = 0
  // Carts kept in an earlier round (an account's, or one with a recently changed line).
  const kept = new Set<string>()
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const candidates = await carts.listCarts(
      { completed_at: { $eq: null }, updated_at: { $lt: before.toISOString() } },
      // Kept carts stay first in this order: skipped, the next round sees the ones after them.
      { select: ["id", "customer_id"], skip: kept.size, take: BATCH, order: { updated_at: "ASC", id: "ASC" } }
    )
    if (!candidates.length) break
    const customerIds = [
      ...new Set(candidates.map((cart) => cart.customer_id).filter((id): id is string => Boolean(id))),
    ]
    const accounts = customerIds.length
      ? new Set(
          (
            await customers.listCustomers(
              { id: customerIds, has_account: true },
              { select: ["id"], take: customerIds.length }
            )
          ).map((customer) => customer.id)
        )
      : new Set<string>()
    const ids = candidates.map((cart) => cart.id)
    const lines = await carts.listLineItems({ cart_id: ids }, { select: ["cart_id", "updated_at"], take: null })
    const touched = new Set(
      lines.filter((line) => new Date(line.updated_at as Date | string) >= before).map((line) => line.cart_id)
    )
    const abandoned: string[] = []
    for (const cart of candidates) {
      if ((cart.customer_id && accounts.has(cart.customer_id)) || touched.has(cart.id)) kept.add(cart.id)
      else abandoned.push(cart.id)
    }
    if (abandoned.length) await carts.softDeleteCarts(abandoned)
    deleted += abandoned.length
    if (candidates.length < BATCH) break
  }
  return { deleted, before: before.toISOString() }
}
