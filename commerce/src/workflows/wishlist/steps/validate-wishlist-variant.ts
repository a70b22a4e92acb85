import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export const validateWishlistVariantStepId = "validate-wishlist-variant"

/** Only variants of published products can be saved: anything else is a 404, as in the store's catalog. */
export const validateWishlistVariantStep = createStep(
  validateWishlistVariantStepId,
  async (input: { variant_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "product_variant",
      fields: ["id", "product.status"],
      filters: { id: input.variant_id },
    })
    const variant = data[0] as { id: string; product?: { status?: string } | null } | undefined
    if (!variant || variant.product?.status !== "published") {
      throw new MedusaError(
        MedusaError.Types.NOT_FOUND,
        `Variant ${input.variant_id} was not found.`,
        "VARIANT_NOT_FOUND"
      )
    }
    return new StepResponse(undefined)
  }
)
