import { z } from "@medusajs/framework/zod"
import { createFindParams, createSelectParams } from "@medusajs/medusa/api/utils/validators"

const oneOrMany = z.union([z.string(), z.array(z.string())])

export const AdminGetSubscriptionParams = createSelectParams()

export const AdminGetSubscriptionsParams = createFindParams({ limit: 20, offset: 0 }).extend({
  id: oneOrMany.optional(),
  status: z
    .union([z.enum(["active", "paused", "cancelled"]), z.array(z.enum(["active", "paused", "cancelled"]))])
    .optional(),
  customer_id: oneOrMany.optional(),
  region_id: oneOrMany.optional(),
})
