import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PARTNER_MODULE } from "../../../modules/partner"
import type PartnerModuleService from "../../../modules/partner/service"
import type { UpdateEnrollmentInput } from "../../../modules/partner/types"

export const updateEnrollmentsStepId = "update-enrollments-step"

const FIELDS = [
  "id",
  "status",
  "customer_id",
  "order_id",
  "email",
  "sponsor_id",
  "partner_id",
  "personal_store_id",
  "completed_at",
  "metadata",
]

/** Updates enrollments; completing one stamps completed_at. Compensation puts back what it changed. */
export const updateEnrollmentsStep = createStep(
  updateEnrollmentsStepId,
  async (updates: UpdateEnrollmentInput[], { container }) => {
    const service = container.resolve<PartnerModuleService>(PARTNER_MODULE)
    const ids = updates.map((u) => u.id)
    const before = await service.listEnrollments({ id: ids }, { select: FIELDS })
    const missing = ids.filter((id) => !before.some((e) => e.id === id))
    if (missing.length)
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `Enrollment ${missing.join(", ")} was not found`)
    const changes = updates.map((u) => {
      const current = before.find((e) => e.id === u.id)!
      const completing = u.status === "completed" && current.status !== "completed" && u.completed_at === undefined
      return completing ? { ...u, completed_at: new Date() } : u
    })
    const updated = await service.updateEnrollments(changes)
    const previous = before.map((e) => {
      const changed = changes.find((u) => u.id === e.id)!
      return Object.fromEntries(
        ["id", ...Object.keys(changed)].map((key) => [key, (e as Record<string, unknown>)[key]])
      )
    })
    return new StepResponse(updated, previous)
  },
  async (previous, { container }) => {
    if (!previous?.length) return
    await container.resolve<PartnerModuleService>(PARTNER_MODULE).updateEnrollments(previous)
  }
)
