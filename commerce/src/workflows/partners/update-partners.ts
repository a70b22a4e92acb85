import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { UpdatePartnerInput } from "../../modules/partner/types"
import { updatePartnersStep } from "./steps/update-partners"
import { validatePartnerInputStep } from "./steps/validate-partner-input"

export const updatePartnersWorkflow = createWorkflow("update-partners", (input: { partners: UpdatePartnerInput[] }) => {
  validatePartnerInputStep(input.partners)
  return new WorkflowResponse(updatePartnersStep(input.partners))
})
