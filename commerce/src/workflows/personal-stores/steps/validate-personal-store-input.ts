import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PARTNER_MODULE } from "../../../modules/partner"
import type PartnerModuleService from "../../../modules/partner/service"
import type { CreatePersonalStoreInput, UpdatePersonalStoreInput } from "../../../modules/partner/types"

export const validatePersonalStoreInputStepId = "validate-personal-store-input"

/** The name is free and the partner exists. Reads only, nothing to compensate. */
export const validatePersonalStoreInputStep = createStep(
  validatePersonalStoreInputStepId,
  async (stores: (CreatePersonalStoreInput | UpdatePersonalStoreInput)[], { container }) => {
    const service = container.resolve<PartnerModuleService>(PARTNER_MODULE)
    const names = stores.map((s) => s.name).filter(Boolean)
    if (new Set(names).size !== names.length) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "Two personal stores cannot share a name")
    }
    for (const input of stores) {
      const id = "id" in input ? input.id : undefined
      if (input.name) {
        const [taken] = await service.listPersonalStores({ name: input.name }, { select: ["id"] })
        if (taken && taken.id !== id) {
          throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, `The personal store name ${input.name} is taken`)
        }
      }
      if (input.partner_id) {
        const [partner] = await service.listPartners({ id: input.partner_id }, { select: ["id"] })
        if (!partner) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Partner ${input.partner_id} was not found`)
      }
    }
    return new StepResponse(undefined)
  }
)
