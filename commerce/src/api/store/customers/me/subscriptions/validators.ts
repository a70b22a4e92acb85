import { z } from "@medusajs/framework/zod"

/** Shapes only; the shop's rules (intervals, quantities, region) are checked by validate-subscription-input. */
const text = (max = 200) => z.string().trim().max(max)

export const SubscriptionAddressSchema = z
  .object({
    first_name: text().min(1),
    last_name: text().nullish(),
    company: text().nullish(),
    address_1: text().min(1),
    address_2: text().nullish(),
    city: text().min(1),
    country_code: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2}$/, "country_code must be a two-letter ISO code"),
    province: text(100).nullish(),
    postal_code: text(40).nullish(),
    phone: text(40).nullish(),
  })
  .strict()

const items = z
  .array(z.object({ variant_id: z.string().trim().min(1).max(100), quantity: z.number().int() }).strict())
  .max(50)

export const StoreCreateSubscription = z
  .object({
    region_id: z.string().trim().min(1).max(100),
    interval_months: z.number().int(),
    items,
    shipping_address: SubscriptionAddressSchema,
    start_on: z.string().trim().max(10).optional(),
    shipping_option_id: z.string().trim().min(1).max(100).nullish(),
    payment_provider_id: z.string().trim().min(1).max(100).optional(),
  })
  .strict()

export const StoreUpdateSubscription = z
  .object({
    interval_months: z.number().int().optional(),
    items: items.optional(),
    shipping_address: SubscriptionAddressSchema.optional(),
    shipping_option_id: z.string().trim().min(1).max(100).nullish(),
    payment_provider_id: z.string().trim().min(1).max(100).optional(),
  })
  .strict()

export type StoreCreateSubscriptionType = z.infer<typeof StoreCreateSubscription>
export type StoreUpdateSubscriptionType = z.infer<typeof StoreUpdateSubscription>
