import { z } from "@medusajs/framework/zod"
import { createFindParams, createSelectParams } from "@medusajs/medusa/api/utils/validators"

const word = z.string().trim().toLowerCase().min(2).max(60)

export const AdminGetSearchSynonymParams = createSelectParams()

export const AdminGetSearchSynonymsParams = createFindParams({ limit: 20, offset: 0 }).extend({
  q: z.string().trim().max(100).optional(),
  id: z.union([z.string(), z.array(z.string())]).optional(),
  term: z.union([z.string(), z.array(z.string())]).optional(),
})

export const AdminCreateSearchSynonym = z
  .object({
    term: word,
    synonyms: z.array(word).min(1).max(20),
  })
  .strict()

export const AdminUpdateSearchSynonym = AdminCreateSearchSynonym.partial().strict()

export const AdminGetSearchMissParams = createSelectParams()

export const AdminGetSearchMissesParams = createFindParams({ limit: 20, offset: 0 }).extend({
  q: z.string().trim().max(100).optional(),
  id: z.union([z.string(), z.array(z.string())]).optional(),
})

export type AdminCreateSearchSynonymType = z.infer<typeof AdminCreateSearchSynonym>
export type AdminUpdateSearchSynonymType = z.infer<typeof AdminUpdateSearchSynonym>
