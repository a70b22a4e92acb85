import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteEnrollmentsWorkflow } from "../../../../workflows/enrollments/delete-enrollments"
import { updateEnrollmentsWorkflow } from "../../../../workflows/enrollments/update-enrollments"
import { refetchEntity } from "../../helpers"
import type { AdminUpdateEnrollmentType } from "../validators"

/** GET /admin/enrollments/:id */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ enrollment: await refetchEntity(req.scope, "enrollment", req.params.id, req.queryConfig.fields) })
}

/** POST /admin/enrollments/:id */
export const POST = async (req: AuthenticatedMedusaRequest<AdminUpdateEnrollmentType>, res: MedusaResponse) => {
  await refetchEntity(req.scope, "enrollment", req.params.id, ["id"])
  await updateEnrollmentsWorkflow(req.scope).run({
    input: { enrollments: [{ ...req.validatedBody, id: req.params.id }] },
  })
  res.json({ enrollment: await refetchEntity(req.scope, "enrollment", req.params.id, req.queryConfig.fields) })
}

/** DELETE /admin/enrollments/:id — soft delete. */
export const DELETE = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await refetchEntity(req.scope, "enrollment", req.params.id, ["id"])
  await deleteEnrollmentsWorkflow(req.scope).run({ input: { ids: [req.params.id] } })
  res.json({ id: req.params.id, object: "enrollment", deleted: true })
}
