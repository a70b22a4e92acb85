import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PARTNER_MODULE } from "../../../modules/partner"
import type PartnerModuleService from "../../../modules/partner/service"
import type { CreatePartnerInput } from "../../../modules/partner/types"

export const createPartnersStepId = "create-partners-step"

/** Creates partners, allocating a VIT-nnnn code to any that has none. Compensation deletes them. */
export const createPartnersStep = createStep(
  createPartnersStepId,
  async (partners: CreatePartnerInput[], { container }) => {
    const service = container.resolve<PartnerModuleService>(PARTNER_MODULE)
    const created: { id: string }[] = []
    try {
      // One at a time: each allocated code must see the one before it.
      for (const input of partners) {
        const code = input.code ?? (await service.nextPartnerCode())
        created.push(await service.createPartners({ ...input, code, joined_at: input.joined_at ?? new Date() }))
      }
    } catch (error) {
      await service.deletePartners(created.map((p) => p.id))
      throw error
    }
    return new StepResponse(
      created,
      created.map((p) => p.id)
    )
  },
  async (ids, { container }) => {
    if (!ids?.length) return
    await container.resolve<PartnerModuleService>(PARTNER_MODULE).deletePartners(ids)
  }
)
