import { z } from "@medusajs/framework/zod"

/** A note staff add to an order: its words, trimmed, 1 to 2000 characters. */
export const AdminCreateOrderNote = z
  .object({
    text: z.string().trim().min(1).max(2000),
  })
  .strict()

export type AdminCreateOrderNoteType = z.infer<typeof AdminCreateOrderNote>
