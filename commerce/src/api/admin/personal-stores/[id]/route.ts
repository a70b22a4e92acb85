import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deletePersonalStoresWorkflow } from "../../../../workflows/personal-stores/delete-personal-stores"
import { updatePersonalStoresWorkflow } from "../../../../workflows/personal-stores/update-personal-stores"
import { refetchEntity } from "../../helpers"
import type { AdminUpdatePersonalStoreType } from "../validators"

/** GET /admin/personal-stores/:id */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ personal_store: await refetchEntity(req.scope, "personal_store", req.params.id, req.queryConfig.fields) })
}

/** POST /admin/personal-stores/:id */
export const POST = async (req: AuthenticatedMedusaRequest<AdminUpdatePersonalStoreType>, res: MedusaResponse) => {
  await refetchEntity(req.scope, "personal_store", req.params.id, ["id"])
  await updatePersonalStoresWorkflow(req.scope).run({
    input: { personal_stores: [{ ...req.validatedBody, id: req.params.id }] },
  })
  res.json({ personal_store: await refetchEntity(req.scope, "personal_store", req.params.id, req.queryConfig.fields) })
}

/** DELETE /admin/personal-stores/:id — soft delete; the name becomes free. */
export const DELETE = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await refetchEntity(req.scope, "personal_store", req.params.id, ["id"])
  await deletePersonalStoresWorkflow(req.scope).run({ input: { ids: [req.params.id] } })
  res.json({ id: req.params.id, object: "personal_store", deleted: true })
}
