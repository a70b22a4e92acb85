import { z } from "@medusajs/framework/zod"
import { createFindParams, createSelectParams } from "@medusajs/medusa/api/utils/validators"
import { STORE_NAME } from "../../../modules/partner/names"

export const storeName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(STORE_NAME, "name must be 3–40 lower-case letters, digits or inner hyphens (URL-safe)")

export const AdminGetPersonalStoreParams = createSelectParams()

export const AdminGetPersonalStoresParams = createFindParams({ limit: 20, offset: 0 }).extend({
  q: z.string().trim().max(100).optional(),
  id: z.union([z.string(), z.array(z.string())]).optional(),
  name: z.union([z.string(), z.array(z.string())]).optional(),
  partner_id: z.union([z.string(), z.array(z.string())]).optional(),
  active: z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean()).optional(),
})

export const AdminCreatePersonalStore = z
  .object({
    name: storeName,
    title: z.string().trim().min(1).max(120),
    partner_id: z.string().min(1),
    active: z.boolean().optional(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  })
  .strict()

export const AdminUpdatePersonalStore = AdminCreatePersonalStore.partial().strict()

export type AdminCreatePersonalStoreType = z.infer<typeof AdminCreatePersonalStore>
export type AdminUpdatePersonalStoreType = z.infer<typeof AdminUpdatePersonalStore>
