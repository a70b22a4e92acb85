import { z } from "@medusajs/framework/zod"

export const StoreAddWishlistItem = z.object({ variant_id: z.string().trim().min(1).max(100) }).strict()

export type StoreAddWishlistItemType = z.infer<typeof StoreAddWishlistItem>
