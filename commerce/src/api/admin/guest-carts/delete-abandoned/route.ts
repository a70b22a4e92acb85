import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteAbandonedGuestCarts } from "../../../../carts/abandoned"
import { engineSettings } from "../../../../settings"

/**
 * POST /admin/guest-carts/delete-abandoned — the scheduled job (delete-abandoned-carts) on demand:
 * guest carts untouched for ABANDONED_CART_DAYS are deleted. Answers { deleted, before }.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json(await deleteAbandonedGuestCarts(req.scope, engineSettings(process.env).abandonedCartDays))
}
