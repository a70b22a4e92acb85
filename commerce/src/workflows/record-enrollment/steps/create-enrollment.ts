import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PARTNER_MODULE } from "../../../modules/partner"
import type PartnerModuleService from "../../../modules/partner/service"

export const createEnrollmentStepId = "create-enrollment"

export interface CreateEnrollmentStepInput {
  order_id: string
  customer_id: string | null
  email: string | null
  sponsor_id: string | null
  personal_store_id: string | null
}

/**
 * Claims the order: records its enrollment, pending until the partner exists.
 * The unique index on order_id makes this the one place where two deliveries
 * of the same event meet; the one that loses gets the winner's enrollment
 * with `created: false`, and the steps after it do nothing.
 * Compensation deletes the enrollment it created.
 */
export const createEnrollmentStep = createStep(
  createEnrollmentStepId,
  async (input: CreateEnrollmentStepInput, { container }) => {
    const service = container.resolve<PartnerModuleService>(PARTNER_MODULE)
    try {
      const enrollment = await service.createEnrollments({ ...input, status: "pending" })
      return new StepResponse({ id: enrollment.id, created: true }, enrollment.id)
    } catch (error) {
      const clash =
        error instanceof MedusaError && /already exists/.test(error.message) && /order_id/.test(error.message)
      if (!clash) throw error
      const [existing] = await service.listEnrollments({ order_id: input.order_id }, { select: ["id"] })
      if (!existing) throw error
      return new StepResponse({ id: existing.id, created: false }, null)
    }
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<PartnerModuleService>(PARTNER_MODULE).deleteEnrollments([id])
  }
)
