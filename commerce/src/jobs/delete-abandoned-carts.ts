import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { deleteAbandonedGuestCarts } from "../carts/abandoned"
import { engineSettings } from "../settings"

/**
 * Every night at 03:40 (in the worker): guest carts nobody has touched for ABANDONED_CART_DAYS
 * (30 by default) are deleted (src/carts/abandoned.ts), so carts created and left — by shoppers,
 * or by a script calling createCart in a loop — do not pile up in the database.
 */
export default async function deleteAbandonedCartsJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { deleted, before } = await deleteAbandonedGuestCarts(container, engineSettings(process.env).abandonedCartDays)
  if (deleted) logger.info(`Abandoned guest carts untouched since ${before}: ${deleted} deleted`)
}

export const config = { name: "delete-abandoned-carts", schedule: "40 3 * * *" }
