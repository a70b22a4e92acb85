import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PARTNER_MODULE } from "../../../modules/partner"
import type PartnerModuleService from "../../../modules/partner/service"
import type { UpdatePersonalStoreInput } from "../../../modules/partner/types"

export const updatePersonalStoresStepId = "update-personal-stores-step"

/** Updates personal stores. Compensation puts back the fields it changed. */
export const updatePersonalStoresStep = createStep(
  updatePersonalStoresStepId,
  async (updates: UpdatePersonalStoreInput[], { container }) => {
    const service = container.resolve<PartnerModuleService>(PARTNER_MODULE)
    const ids = updates.map((u) => u.id)
    const before = await service.listPersonalStores(
      { id: ids },
      { select: ["id", "name", "title", "active", "partner_id", "metadata"] }
    )
    const missing = ids.filter((id) => !before.some((s) => s.id === id))
    if (missing.length)
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `Personal store ${missing.join(", ")} was not found`)
    const updated = await service.updatePersonalStores(updates)
    const previous = before.map((s) => {
      const changed = updates.find((u) => u.id === s.id)!
      return Object.fromEntries(
        ["id", ...Object.keys(changed)].map((key) => [key, (s as Record<string, unknown>)[key]])
      )
    })
    return new StepResponse(updated, previous)
  },
  async (previous, { container }) => {
    if (!previous?.length) return
    await container.resolve<PartnerModuleService>(PARTNER_MODULE).updatePersonalStores(previous)
  }
)
