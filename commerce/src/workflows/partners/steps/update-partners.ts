import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MedusaError } from "@medusajs/framework/utils"
import { PARTNER_MODULE } from "../../../modules/partner"
import type PartnerModuleService from "../../../modules/partner/service"
import type { UpdatePartnerInput } from "../../../modules/partner/types"

export const updatePartnersStepId = "update-partners-step"

const FIELDS = [
  "id",
  "code",
  "name",
  "email",
  "phone",
  "status",
  "sponsor_id",
  "customer_id",
  "joined_at",
  "metadata",
] as const

/** Updates partners. Compensation puts back the fields it changed. */
export const updatePartnersStep = createStep(
  updatePartnersStepId,
  async (updates: UpdatePartnerInput[], { container }) => {
    const service = container.resolve<PartnerModuleService>(PARTNER_MODULE)
    const ids = updates.map((u) => u.id)
    const before = await service.listPartners({ id: ids }, { select: [...FIELDS] })
    const missing = ids.filter((id) => !before.some((p) => p.id === id))
    if (missing.length)
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `Partner ${missing.join(", ")} was not found`)
    const updated = await service.updatePartners(updates)
    const previous = before.map((p) => {
      const changed = updates.find((u) => u.id === p.id)!
      return Object.fromEntries(
        ["id", ...Object.keys(changed)].map((key) => [key, (p as Record<string, unknown>)[key]])
      )
    })
    return new StepResponse(updated, previous)
  },
  async (previous, { container }) => {
    if (!previous?.length) return
    await container.resolve<PartnerModuleService>(PARTNER_MODULE).updatePartners(previous)
  }
)
