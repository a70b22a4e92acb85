import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OrderDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { StoreLastOrderResponse } from "@vitalia/schema/engine/store"

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A query parameter as text: a repeated one joined by commas, as String() would; anything else fails DAY anyway. */
const textOf = (value: unknown): string =>
  typeof value === "string" ? value : Array.isArray(value) ? value.map(textOf).join(",") : ""

/**
 * GET /store/customers/me/last-order?start_date=YYYY-MM-DD&end_date=YYYY-MM-DD
 *
 * The signed-in customer's orders placed between the two dates (both included):
 * how many, and when the newest was placed. The gateway's last-order check
 * (returning-customer promotions) asks this; it stands in for the original
 * shop's "last sale" function (docs/product.md §7). Authenticated by Medusa's
 * /store/customers/me* middleware.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse<StoreLastOrderResponse>) => {
  const start = textOf(req.query.start_date)
  const end = textOf(req.query.end_date)
  if (
    !DAY.test(start) ||
    !DAY.test(end) ||
    Number.isNaN(Date.parse(start)) ||
    Number.isNaN(Date.parse(end)) ||
    start > end
  ) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      "start_date and end_date must be dates (YYYY-MM-DD), start_date first"
    )
  }
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: rows, metadata } = await query.graph({
    entity: "order",
    fields: ["id", "created_at"],
    filters: {
      customer_id: req.auth_context.actor_id,
      created_at: { $gte: new Date(`${start}T00:00:00.000Z`), $lte: new Date(`${end}T23:59:59.999Z`) },
      status: { $nin: ["canceled", "draft"] },
    },
    pagination: { order: { created_at: "DESC" }, take: 1, skip: 0 },
  })
  // Query's answers are typed only from the types `medusa develop` generates, which this repository does not keep.
  const data = rows as Pick<OrderDTO, "id" | "created_at">[]
  res.json({ count: metadata?.count ?? data.length, last_order_at: data[0]?.created_at ?? null })
}
