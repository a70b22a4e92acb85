import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { ORDER_LINK_REQUESTED } from "../../../subscribers/order-link-mail"
import type { StoreRequestOrderLinkType } from "../validators"

/**
 * POST /store/order-links { email, display_id } — "find my order" for guests: when
 * the pair names an order, its link is e-mailed to that address (by the worker,
 * subscribers/order-link-mail.ts). The answer is the same 202 either way, so
 * nobody learns whether an order exists; the gateway limits the attempts.
 */
export const POST = async (req: MedusaRequest<StoreRequestOrderLinkType>, res: MedusaResponse) => {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { email, display_id } = req.validatedBody
  const { data } = await query.graph({ entity: "order", fields: ["id", "email"], filters: { display_id } })
  const order = (data as { id: string; email?: string | null }[]).find((o) => o.email?.toLowerCase() === email)
  if (order) await req.scope.resolve(Modules.EVENT_BUS).emit({ name: ORDER_LINK_REQUESTED, data: { id: order.id } })
  res.status(202).json({ requested: true })
}
