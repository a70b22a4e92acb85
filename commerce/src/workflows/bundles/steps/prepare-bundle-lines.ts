import { BUNDLE_KEY, BUNDLE_QUANTITY } from "@vitalia/schema/bundles"
import type { ProductVariantDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, generateEntityId, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { callerMetadata } from "../lines"
import { ENGINE_LIMITS } from "@vitalia/schema/limits"

export const prepareBundleLinesStepId = "prepare-bundle-lines"

/** Bundles of one kind a cart takes at a time (the gateway's catalogue shows it: schema/limits.ts bundleQuantity). */
export const MAX_BUNDLES = ENGINE_LIMITS.bundleQuantity

export interface BundleItemInput {
  variant_id: string
  quantity: number
  metadata?: Record<string, unknown> | null
}

export interface PreparedLine {
  variant_id: string
  quantity: number
  unit_price?: number
  is_discountable?: boolean
  metadata: Record<string, unknown>
}

/**
 * Expands each bundle variant into its bundle line and component lines (see
 * ../lines.ts), reading the components from the catalog. Refuses, before
 * anything is written, a quantity outside 1 to MAX_BUNDLES (code
 * BUNDLE_QUANTITY_RANGE, which the gateway sends as the catalogue's message)
 * and a variant that does not exist or is not a bundle.
 * Reads only, nothing to compensate.
 */
export const prepareBundleLinesStep = createStep(
  prepareBundleLinesStepId,
  async (items: BundleItemInput[], { container }) => {
    if (items.some((i) => !Number.isInteger(i.quantity) || i.quantity < 1 || i.quantity > MAX_BUNDLES)) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `A bundle's quantity must be a whole number from 1 to ${MAX_BUNDLES}`,
        "BUNDLE_QUANTITY_RANGE"
      )
    }
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const ids = [...new Set(items.map((i) => i.variant_id))]
    const { data: variantRows } = await query.graph({
      entity: "product_variant",
      fields: ["id", "product.id", "product.title", "product.metadata"],
      filters: { id: ids },
    })
    // Query's answers are typed only from the types `medusa develop` generates, which this repository does not keep.
    const variants = variantRows as (Pick<ProductVariantDTO, "id"> & {
      product?: { id: string; title: string; metadata?: Record<string, unknown> | null } | null
    })[]
    const missing = ids.filter((id) => !variants.some((v) => v.id === id))
    if (missing.length) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Variant ${missing.join(", ")} does not exist`)
    }

    const componentsOf = new Map<string, { sku: string; quantity: number }[]>()
    for (const variant of variants) {
      const bundle = variant.product?.metadata?.bundle
      if (!Array.isArray(bundle) || !bundle.length) {
        throw new MedusaError(
          MedusaError.Types.INVALID_DATA,
          `Variant ${variant.id} (${variant.product?.title}) is not a bundle; add it as a line item instead`
        )
      }
      componentsOf.set(
        variant.id,
        bundle.map((c: { sku?: unknown; quantity?: unknown }) => ({
          sku: String(c.sku),
          quantity: Number(c.quantity ?? 1),
        }))
      )
    }

    const skus = [...new Set([...componentsOf.values()].flat().map((c) => c.sku))]
    const { data: componentRows } = await query.graph({
      entity: "product_variant",
      fields: ["id", "sku"],
      filters: { sku: skus },
    })
    const components = componentRows as Pick<ProductVariantDTO, "id" | "sku">[]
    const idBySku = new Map(components.map((c) => [c.sku as string, c.id]))
    const unknown = skus.filter((sku) => !idBySku.has(sku))
    if (unknown.length) {
      throw new MedusaError(
        MedusaError.Types.UNEXPECTED_STATE,
        `Bundle component ${unknown.join(", ")} is not in the catalog`
      )
    }

    const lines: PreparedLine[] = []
    const keys: string[] = []
    for (const item of items) {
      const key = generateEntityId(undefined, "bndl")
      keys.push(key)
      lines.push({
        variant_id: item.variant_id,
        quantity: item.quantity,
        metadata: { ...callerMetadata(item.metadata), [BUNDLE_KEY]: key },
      })
      for (const component of componentsOf.get(item.variant_id)!) {
        lines.push({
          variant_id: idBySku.get(component.sku)!,
          quantity: component.quantity * item.quantity,
          unit_price: 0,
          // Promotions discount the bundle line, never its free components.
          is_discountable: false,
          metadata: { [BUNDLE_KEY]: key, [BUNDLE_QUANTITY]: component.quantity },
        })
      }
    }
    return new StepResponse({ lines, keys })
  }
)
