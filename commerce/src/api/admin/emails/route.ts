import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { orderWithIdLast } from "../../list-order"
import { readableEmailTypes, shownEmail } from "./access"

/**
 * GET /admin/emails — the shop's e-mails (notification records), newest first, as the back-office
 * lists them: only those the caller's role may read (@vitalia/schema/staff/policies, emailTypesFor), and
 * never a link or code that opens something (src/notifications/sealed.ts). `q` looks in the
 * address and the template.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { q, ...asked } = req.filterableFields as Record<string, unknown> & { q?: string }
  const filters: Record<string, unknown> = { ...asked }
  if (q) filters.$or = [{ to: { $ilike: `%${q}%` } }, { template: { $ilike: `%${q}%` } }]
  const types = await readableEmailTypes(req)
  if (types !== "all") {
    const wanted = asked.resource_type === undefined ? types : [asked.resource_type].flat().map(String)
    filters.resource_type = wanted.filter((type) => types.includes(type))
  }
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { pagination } = req.queryConfig
  const { data, metadata } = await query.graph({
    entity: "notification",
    fields: req.queryConfig.fields,
    filters,
    pagination: { ...pagination, order: orderWithIdLast(pagination.order, { created_at: "DESC" }) },
  })
  res.json({
    emails: data.map((email) => shownEmail(email as { data?: unknown })),
    count: metadata?.count ?? data.length,
    offset: metadata?.skip ?? 0,
    limit: metadata?.take ?? data.length,
  })
}
