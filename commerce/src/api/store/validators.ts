import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { STORE_NAME } from "../../modules/partner/names"
import { FIGURE_PAGE_MAX } from "../../partners/figures"

/** Path parameters are validated in the handlers (Medusa's middlewares validate bodies and queries only). */
export const PersonalStoreNameParam = z.object({
  name: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      STORE_NAME,
      "El nombre de la tienda debe tener de 3 a 40 letras, números o guiones. / The store name must be 3–40 letters, digits or hyphens."
    ),
})

export const PARTNER_SEARCH_MIN = 2
export const PARTNER_SEARCH_MAX_RESULTS = 20

export const PartnerSearchParam = z.object({
  query: z
    .string()
    .trim()
    .min(
      PARTNER_SEARCH_MIN,
      `Escribe al menos ${PARTNER_SEARCH_MIN} caracteres para buscar. / Type at least ${PARTNER_SEARCH_MIN} characters to search.`
    )
    .max(64, "La búsqueda admite hasta 64 caracteres. / The search takes up to 64 characters."),
})

export const StorePartnerSearchQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PARTNER_SEARCH_MAX_RESULTS, `limit must be between 1 and ${PARTNER_SEARCH_MAX_RESULTS}`)
    .optional(),
})

const metadata = z
  .record(z.string(), z.unknown())
  .nullish()
  .refine((m) => !m || JSON.stringify(m).length <= 4096, "metadata is too large (4 KB at most)")

export const StoreAddBundleLineItems = z
  .object({
    items: z
      .array(
        z
          .object({
            variant_id: z.string().min(1),
            // Its range (1 to MAX_BUNDLES) is prepare-bundle-lines' rule, refused with a code the gateway translates.
            quantity: z.number().int(),
            metadata,
          })
          .strict()
      )
      .min(1)
      .max(10),
  })
  .strict()

/** quantity 0 removes the bundle; any other is checked by prepare-bundle-lines (1 to MAX_BUNDLES). */
export const StoreUpdateBundleLineItem = z.object({ quantity: z.number().int() }).strict()

/**
 * { cart_id } or { cart: { id } } quote a stored cart; a cart without an id is
 * a draft: { currency_code | region_id, shipping_address: { country_code,
 * province? }, items: [{ variant_id, quantity }] }. Other cart fields are ignored.
 */
export const StoreBallenaShippingQuote = z
  .object({
    cart_id: z.string().min(1).optional(),
    cart: z
      .object({
        id: z.string().min(1).optional(),
        currency_code: z.string().trim().length(3).optional(),
        region_id: z.string().min(1).optional(),
        shipping_address: z
          .object({
            country_code: z.string().trim().length(2).nullish(),
            province: z.string().trim().max(64).nullish(),
          })
          .passthrough()
          .nullish(),
        // Checked below, and only for drafts: a stored cart's own lines are what count.
        items: z.array(z.record(z.string(), z.unknown())).max(200).optional(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough()
  .superRefine((body, ctx) => {
    if (body.cart_id || body.cart?.id) return
    const cart = body.cart
    const missing = !cart
      ? "cart_id"
      : !cart.currency_code && !cart.region_id
        ? "cart.currency_code"
        : !cart.shipping_address?.country_code
          ? "cart.shipping_address.country_code"
          : !cart.items?.length
            ? "cart.items"
            : null
    if (missing) return void ctx.addIssue({ code: "custom", message: `Falta ${missing}. / ${missing} is required.` })
    const bad = cart!.items!.findIndex(
      (item) =>
        typeof item.variant_id !== "string" ||
        !item.variant_id ||
        !Number.isInteger(item.quantity) ||
        (item.quantity as number) < 1 ||
        (item.quantity as number) > 999
    )
    if (bad >= 0) {
      ctx.addIssue({
        code: "custom",
        message: `cart.items[${bad}] necesita variant_id y quantity (1–999). / cart.items[${bad}] needs a variant_id and a quantity (1–999).`,
      })
    }
  })

export const StoreBallenaShippingMethods = z
  .object({
    cart_id: z.string().min(1),
    shipping_methods: z
      .array(z.object({ option_id: z.string().min(1), data: z.record(z.string(), z.unknown()).optional() }).strict())
      .min(1)
      .max(5),
  })
  .strict()

export type StoreAddBundleLineItemsType = z.infer<typeof StoreAddBundleLineItems>
export type StoreUpdateBundleLineItemType = z.infer<typeof StoreUpdateBundleLineItem>
export type StoreBallenaShippingQuoteType = z.infer<typeof StoreBallenaShippingQuote>
export type StoreBallenaShippingMethodsType = z.infer<typeof StoreBallenaShippingMethods>

/** Parses path parameters like Medusa parses bodies: a 400 with the first problem's message. */
export function parseParams<T extends z.ZodType>(schema: T, params: unknown): z.infer<T> {
  const parsed = schema.safeParse(params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new MedusaError(MedusaError.Types.INVALID_DATA, issue?.message ?? "Invalid request")
  }
  return parsed.data
}

/** Find my order: the order's e-mail and its number (the gateway checks both first). */
export const StoreRequestOrderLink = z.object({
  email: z.string().trim().toLowerCase().email().max(320),
  display_id: z.number().int().positive().max(2_147_483_647),
})
export type StoreRequestOrderLinkType = z.infer<typeof StoreRequestOrderLink>

/**
 * What a partner's page asks at once (/store/partners/me/page): the figures or not, and how many of
 * the latest referred orders and recruits (0: none).
 */
export const PartnerPageQuery = z.object({
  figures: z
    .enum(["true", "false"], { message: "figures es true o false. / figures is true or false." })
    .default("false")
    .transform((value) => value === "true"),
  orders: z.coerce
    .number()
    .int()
    .min(0)
    .max(
      FIGURE_PAGE_MAX,
      `orders debe estar entre 0 y ${FIGURE_PAGE_MAX}. / orders must be between 0 and ${FIGURE_PAGE_MAX}.`
    )
    .default(0),
  recruits: z.coerce
    .number()
    .int()
    .min(0)
    .max(
      FIGURE_PAGE_MAX,
      `recruits debe estar entre 0 y ${FIGURE_PAGE_MAX}. / recruits must be between 0 and ${FIGURE_PAGE_MAX}.`
    )
    .default(0),
})

/** A page of a partner's own referred orders or recruits (/store/partners/me/…). */
export const FigurePageQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(
      FIGURE_PAGE_MAX,
      `limit debe estar entre 1 y ${FIGURE_PAGE_MAX}. / limit must be between 1 and ${FIGURE_PAGE_MAX}.`
    )
    .optional(),
  offset: z.coerce
    .number()
    .int()
    .min(0, "offset no puede ser negativo. / offset cannot be negative.")
    .max(100_000, "offset admite hasta 100000. / offset takes up to 100000.")
    .optional(),
})
