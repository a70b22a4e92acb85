import { z } from "@medusajs/framework/zod"
import { createFindParams, createSelectParams } from "@medusajs/medusa/api/utils/validators"
import { PARTNER_CODE } from "../../../modules/partner/names"

const metadata = z.record(z.string(), z.unknown()).nullish()
const code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(PARTNER_CODE, "code must be 2–32 upper-case letters, digits or hyphens (e.g. VIT-0001)")

export const AdminGetPartnerParams = createSelectParams()

export const AdminGetPartnersParams = createFindParams({ limit: 20, offset: 0 }).extend({
  q: z.string().trim().max(100).optional(),
  id: z.union([z.string(), z.array(z.string())]).optional(),
  code: z.union([z.string(), z.array(z.string())]).optional(),
  status: z.enum(["active", "inactive"]).optional(),
  customer_id: z.union([z.string(), z.array(z.string())]).optional(),
  sponsor_id: z.union([z.string(), z.array(z.string())]).optional(),
})

export const AdminCreatePartner = z
  .object({
    code: code.optional(),
    name: z.string().trim().min(1).max(200),
    email: z.string().trim().toLowerCase().email().nullish(),
    phone: z.string().trim().max(40).nullish(),
    status: z.enum(["active", "inactive"]).optional(),
    sponsor_id: z.string().min(1).nullish(),
    customer_id: z.string().min(1).nullish(),
    joined_at: z.coerce.date().optional(),
    metadata,
  })
  .strict()

export const AdminUpdatePartner = AdminCreatePartner.partial().strict()

export type AdminCreatePartnerType = z.infer<typeof AdminCreatePartner>
export type AdminUpdatePartnerType = z.infer<typeof AdminUpdatePartner>
