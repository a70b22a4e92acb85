import { z } from "@medusajs/framework/zod"
import { createFindParams, createSelectParams } from "@medusajs/medusa/api/utils/validators"

const status = z.enum(["pending", "completed", "cancelled"])
const ids = z.union([z.string(), z.array(z.string())]).optional()

export const AdminGetEnrollmentParams = createSelectParams()

export const AdminGetEnrollmentsParams = createFindParams({ limit: 20, offset: 0 }).extend({
  q: z.string().trim().max(100).optional(),
  id: ids,
  status: z.union([status, z.array(status)]).optional(),
  customer_id: ids,
  order_id: ids,
  sponsor_id: ids,
  partner_id: ids,
  personal_store_id: ids,
})

export const AdminCreateEnrollment = z
  .object({
    status: status.optional(),
    customer_id: z.string().min(1).nullish(),
    order_id: z.string().min(1).nullish(),
    email: z.string().trim().toLowerCase().email().nullish(),
    sponsor_id: z.string().min(1).nullish(),
    partner_id: z.string().min(1).nullish(),
    personal_store_id: z.string().min(1).nullish(),
    completed_at: z.coerce.date().nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  })
  .strict()

export const AdminUpdateEnrollment = AdminCreateEnrollment.partial().strict()

export type AdminCreateEnrollmentType = z.infer<typeof AdminCreateEnrollment>
export type AdminUpdateEnrollmentType = z.infer<typeof AdminUpdateEnrollment>
