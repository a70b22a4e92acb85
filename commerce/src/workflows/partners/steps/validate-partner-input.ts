import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PARTNER_MODULE } from "../../../modules/partner"
import type PartnerModuleService from "../../../modules/partner/service"
import type { CreatePartnerInput, UpdatePartnerInput } from "../../../modules/partner/types"

export const validatePartnerInputStepId = "validate-partner-input"

/**
 * Checks what the database alone would answer with a bare constraint error:
 * the code is free, the sponsor exists and is not the partner itself or one of
 * its recruits, and the customer exists and is no other partner's.
 * Reads only, so there is nothing to compensate.
 */
export const validatePartnerInputStep = createStep(
  validatePartnerInputStepId,
  async (partners: (CreatePartnerInput | UpdatePartnerInput)[], { container }) => {
    const service = container.resolve<PartnerModuleService>(PARTNER_MODULE)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)

    for (const input of partners) {
      const id = "id" in input ? input.id : undefined
      if (input.code) {
        const [taken] = await service.listPartners({ code: input.code }, { select: ["id"] })
        if (taken && taken.id !== id) {
          throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, `A partner with code ${input.code} already exists`)
        }
      }
      if (input.sponsor_id) {
        if (input.sponsor_id === id) {
          throw new MedusaError(MedusaError.Types.INVALID_DATA, "A partner cannot sponsor itself")
        }
        // Walk up from the new sponsor: meeting the partner itself would close a loop.
        let current: string | null | undefined = input.sponsor_id
        for (let depth = 0; current; depth++) {
          const [sponsor] = await service.listPartners({ id: current }, { select: ["id", "sponsor_id"] })
          if (!sponsor) {
            if (current === input.sponsor_id) {
              throw new MedusaError(MedusaError.Types.NOT_FOUND, `Sponsor partner ${input.sponsor_id} was not found`)
            }
            break
          }
          if (id && sponsor.sponsor_id === id) {
            throw new MedusaError(
              MedusaError.Types.INVALID_DATA,
              "A partner cannot be sponsored by one of its own recruits"
            )
          }
          if (depth > 1000) break
          current = sponsor.sponsor_id
        }
      }
      if (input.customer_id) {
        const { data: customers } = await query.graph({
          entity: "customer",
          fields: ["id"],
          filters: { id: input.customer_id },
        })
        if (!customers.length) {
          throw new MedusaError(MedusaError.Types.NOT_FOUND, `Customer ${input.customer_id} was not found`)
        }
        const [owner] = await service.listPartners({ customer_id: input.customer_id }, { select: ["id", "code"] })
        if (owner && owner.id !== id) {
          throw new MedusaError(
            MedusaError.Types.DUPLICATE_ERROR,
            `Customer ${input.customer_id} is already partner ${owner.code}`
          )
        }
      }
    }
    return new StepResponse(undefined)
  }
)
