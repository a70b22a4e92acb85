import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { ORDER_NOTE_MODULE } from "../../../../../modules/order-note"
import type OrderNoteModuleService from "../../../../../modules/order-note/service"
import type { AdminCreateOrderNoteType } from "./validators"

const FIELDS = ["id", "order_id", "author_id", "author_email", "text", "created_at"] as const

/** The order must be there (not a draft): a note on an unknown order is a 404, as Medusa's own order routes answer. */
async function mustExist(scope: MedusaContainer, orderId: string) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id"],
    filters: { id: orderId, is_draft_order: false },
  })
  if (!data[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${orderId} was not found`)
}

/** GET /admin/orders/:id/notes — the order's notes, oldest first. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await mustExist(req.scope, req.params.id)
  const service = req.scope.resolve<OrderNoteModuleService>(ORDER_NOTE_MODULE)
  const [notes, count] = await service.listAndCountOrderNotes(
    { order_id: req.params.id },
    { select: [...FIELDS], order: { created_at: "ASC", id: "ASC" } }
  )
  res.json({ order_notes: notes, count, offset: 0, limit: count })
}

/** POST /admin/orders/:id/notes — a note by the signed-in administrator. */
export const POST = async (req: AuthenticatedMedusaRequest<AdminCreateOrderNoteType>, res: MedusaResponse) => {
  await mustExist(req.scope, req.params.id)
  const authorId = req.auth_context.actor_id
  const [author] = await req.scope.resolve(Modules.USER).listUsers({ id: authorId }, { select: ["id", "email"] })
  const service = req.scope.resolve<OrderNoteModuleService>(ORDER_NOTE_MODULE)
  const created = await service.createOrderNotes({
    order_id: req.params.id,
    author_id: authorId,
    author_email: author?.email ?? null,
    text: req.validatedBody.text,
  })
  const [note] = await service.listOrderNotes({ id: created.id }, { select: [...FIELDS] })
  res.json({ order_note: note })
}
