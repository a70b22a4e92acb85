import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createPersonalStoresWorkflow } from "../../../workflows/personal-stores/create-personal-stores"
import { listEntities, refetchEntity } from "../helpers"
import type { AdminCreatePersonalStoreType } from "./validators"

/** GET /admin/personal-stores — paginated (limit, offset, count), filtered by q, name, partner_id, active. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { data, count, offset, limit } = await listEntities(
    req.scope,
    "personal_store",
    req.filterableFields,
    req.queryConfig
  )
  res.json({ personal_stores: data, count, offset, limit })
}

/** POST /admin/personal-stores */
export const POST = async (req: AuthenticatedMedusaRequest<AdminCreatePersonalStoreType>, res: MedusaResponse) => {
  const { result } = await createPersonalStoresWorkflow(req.scope).run({
    input: { personal_stores: [req.validatedBody] },
  })
  const personal_store = await refetchEntity(req.scope, "personal_store", result[0].id, req.queryConfig.fields)
  res.status(200).json({ personal_store })
}
