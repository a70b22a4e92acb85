import { createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import type { MedusaContainer } from "@medusajs/framework/types"

type LinkDefinition = Record<string, Record<string, string>>

/**
 * The shop's default shipping profile: the one its shipping options use (the oldest option's),
 * else the engine's own profile of type "default". The engine keeps a "Default Shipping Profile"
 * that no option uses; a product on it takes orders that can never be fulfilled.
 */
export async function shopShippingProfileId(container: MedusaContainer): Promise<string | null> {
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const [option] = await fulfillment.listShippingOptions({}, { take: 1, order: { created_at: "ASC" } })
  if (option?.shipping_profile_id) return option.shipping_profile_id
  const [profile] = await fulfillment.listShippingProfiles({ type: "default" }, { take: 1 })
  return profile?.id ?? null
}

/**
 * Every product is sellable however it is made (/admin-api, the CSV import, the engine's own
 * routes or any integration): one created without a shipping profile is given the shop's. Without
 * one its orders are placed but cannot be fulfilled ("does not match the shipping profile of the
 * order item"), and a profile given later does not help an order already placed (docs/admin.md).
 */
createProductsWorkflow.hooks.productsCreated(
  async ({ products }, { container }) => {
    const ids = products.map((p) => p.id)
    if (!ids.length) return new StepResponse<LinkDefinition[], LinkDefinition[]>([], [])
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "product",
      fields: ["id", "shipping_profile.id"],
      filters: { id: ids },
    })
    const without = (data as { id: string; shipping_profile?: { id?: string } | null }[])
      .filter((p) => !p.shipping_profile?.id)
      .map((p) => p.id)
    const profileId = without.length ? await shopShippingProfileId(container) : null
    if (!profileId) return new StepResponse<LinkDefinition[], LinkDefinition[]>([], [])
    const links: LinkDefinition[] = without.map((product_id) => ({
      [Modules.PRODUCT]: { product_id },
      [Modules.FULFILLMENT]: { shipping_profile_id: profileId },
    }))
    await container.resolve(ContainerRegistrationKeys.LINK).create(links)
    return new StepResponse(links, links)
  },
  async (links, { container }) => {
    // The workflow failed after the products were made: the links go with them.
    if (links?.length) await container.resolve(ContainerRegistrationKeys.LINK).dismiss(links)
  }
)
