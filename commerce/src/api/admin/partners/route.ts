import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createPartnersWorkflow } from "../../../workflows/partners/create-partners"
import { listEntities, refetchEntity } from "../helpers"
import type { AdminCreatePartnerType } from "./validators"

/** GET /admin/partners — partners, paginated (limit, offset, count), filtered by q, status, code, customer_id, sponsor_id. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { data, count, offset, limit } = await listEntities(req.scope, "partner", req.filterableFields, req.queryConfig)
  res.json({ partners: data, count, offset, limit })
}

/** POST /admin/partners — creates a partner (a VIT-nnnn code is allocated when none is given). */
export const POST = async (req: AuthenticatedMedusaRequest<AdminCreatePartnerType>, res: MedusaResponse) => {
  const { result } = await createPartnersWorkflow(req.scope).run({ input: { partners: [req.validatedBody] } })
  const partner = await refetchEntity(req.scope, "partner", (result as { id: string }[])[0].id, req.queryConfig.fields)
  res.status(200).json({ partner })
}
