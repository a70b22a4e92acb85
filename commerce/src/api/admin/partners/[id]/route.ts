import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deletePartnersWorkflow } from "../../../../workflows/partners/delete-partners"
import { updatePartnersWorkflow } from "../../../../workflows/partners/update-partners"
import { refetchEntity } from "../../helpers"
import type { AdminUpdatePartnerType } from "../validators"

/** GET /admin/partners/:id */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ partner: await refetchEntity(req.scope, "partner", req.params.id, req.queryConfig.fields) })
}

/** POST /admin/partners/:id — updates the given fields. */
export const POST = async (req: AuthenticatedMedusaRequest<AdminUpdatePartnerType>, res: MedusaResponse) => {
  await refetchEntity(req.scope, "partner", req.params.id, ["id"])
  await updatePartnersWorkflow(req.scope).run({ input: { partners: [{ ...req.validatedBody, id: req.params.id }] } })
  res.json({ partner: await refetchEntity(req.scope, "partner", req.params.id, req.queryConfig.fields) })
}

/** DELETE /admin/partners/:id — soft-deletes the partner and its personal stores. */
export const DELETE = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await refetchEntity(req.scope, "partner", req.params.id, ["id"])
  await deletePartnersWorkflow(req.scope).run({ input: { ids: [req.params.id] } })
  res.json({ id: req.params.id, object: "partner", deleted: true })
}
