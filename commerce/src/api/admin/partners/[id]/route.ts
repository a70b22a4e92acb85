import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { referralFigures } from "../../../../partners/figures"
import { deletePartnersWorkflow } from "../../../../workflows/partners/delete-partners"
import { updatePartnersWorkflow } from "../../../../workflows/partners/update-partners"
import { refetchEntity } from "../../helpers"
import type { AdminUpdatePartnerType } from "../validators"

/** How many of a partner's referred orders GET /admin/partners/:id lists (newest first). */
const REFERRED_ORDERS = 50

/** The order table's columns this route reads or filters on. */
interface OrderRow {
  id: string
  display_id: number
  email: string | null
  created_at: Date
  deleted_at: Date | null
  is_draft_order: boolean
}

/**
 * GET /admin/partners/:id — with `referred_orders`: the orders placed through the partner's
 * personal-store links (`order.metadata.referral.partner_id`, written on the cart by the gateway and
 * copied to the order by Medusa), and `figures`: the same month series, totals and recruit count the
 * partner sees on their own page (src/partners/figures.ts). Read with SQL: Medusa's Query cannot
 * filter inside metadata.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const partner = await refetchEntity(req.scope, "partner", req.params.id, req.queryConfig.fields)
  const pg = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const [rows, figures] = await Promise.all([
    pg<OrderRow>("order")
      .select("id", "display_id", "email", "created_at")
      // The same expression and conditions as IDX_vitalia_order_referral, which serves this list.
      .whereRaw(`metadata -> 'referral' ->> 'partner_id' = ?`, [req.params.id])
      .whereNull("deleted_at")
      .where("is_draft_order", false)
      .orderBy([
        { column: "created_at", order: "desc" },
        { column: "id", order: "desc" },
      ])
      .limit(REFERRED_ORDERS),
    referralFigures(pg, req.params.id),
  ])
  const referred_orders = rows.map((row) => ({
    order_id: row.id,
    display_id: row.display_id,
    email: row.email,
    created_at: row.created_at,
  }))
  res.json({ partner: { ...partner, referred_orders, figures } })
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
