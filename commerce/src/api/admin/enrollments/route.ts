import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createEnrollmentsWorkflow } from "../../../workflows/enrollments/create-enrollments"
import { listEntities, refetchEntity } from "../helpers"
import type { AdminCreateEnrollmentType } from "./validators"

/** GET /admin/enrollments — paginated (limit, offset, count), filtered by q (e-mail), status and the linked ids. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { data, count, offset, limit } = await listEntities(
    req.scope,
    "enrollment",
    req.filterableFields,
    req.queryConfig
  )
  res.json({ enrollments: data, count, offset, limit })
}

/** POST /admin/enrollments — records an enrollment by hand (orders record theirs on their own). */
export const POST = async (req: AuthenticatedMedusaRequest<AdminCreateEnrollmentType>, res: MedusaResponse) => {
  const { result } = await createEnrollmentsWorkflow(req.scope).run({ input: { enrollments: [req.validatedBody] } })
  const enrollment = await refetchEntity(req.scope, "enrollment", result[0].id, req.queryConfig.fields)
  res.status(200).json({ enrollment })
}
