import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PARTNER_MODULE } from "../../../modules/partner"
import type PartnerModuleService from "../../../modules/partner/service"
import type { CreateEnrollmentInput, UpdateEnrollmentInput } from "../../../modules/partner/types"

export const validateEnrollmentInputStepId = "validate-enrollment-input"

/**
 * Every record an enrollment points at exists, and its order enrolls no one
 * else. Reads only, nothing to compensate.
 */
export const validateEnrollmentInputStep = createStep(
  validateEnrollmentInputStepId,
  async (enrollments: (CreateEnrollmentInput | UpdateEnrollmentInput)[], { container }) => {
    const service = container.resolve<PartnerModuleService>(PARTNER_MODULE)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const exists = async (entity: string, id: string) =>
      (await query.graph({ entity, fields: ["id"], filters: { id } })).data.length > 0
    const notFound = (what: string, id: string) =>
      new MedusaError(MedusaError.Types.NOT_FOUND, `${what} ${id} was not found`)

    for (const input of enrollments) {
      const id = "id" in input ? input.id : undefined
      if (input.customer_id && !(await exists("customer", input.customer_id)))
        throw notFound("Customer", input.customer_id)
      if (input.order_id) {
        if (!(await exists("order", input.order_id))) throw notFound("Order", input.order_id)
        const [enrolled] = await service.listEnrollments({ order_id: input.order_id }, { select: ["id"] })
        if (enrolled && enrolled.id !== id) {
          throw new MedusaError(
            MedusaError.Types.DUPLICATE_ERROR,
            `Order ${input.order_id} already has enrollment ${enrolled.id}`
          )
        }
      }
      for (const [key, what] of [
        ["sponsor_id", "Sponsor partner"],
        ["partner_id", "Partner"],
      ] as const) {
        const partnerId = input[key]
        if (partnerId && !(await service.listPartners({ id: partnerId }, { select: ["id"] })).length) {
          throw notFound(what, partnerId)
        }
      }
      if (
        input.personal_store_id &&
        !(await service.listPersonalStores({ id: input.personal_store_id }, { select: ["id"] })).length
      ) {
        throw notFound("Personal store", input.personal_store_id)
      }
    }
    return new StepResponse(undefined)
  }
)
