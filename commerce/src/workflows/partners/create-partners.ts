import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { CreatePartnerInput } from "../../modules/partner/types"
import { createPartnersStep } from "./steps/create-partners"
import { validatePartnerInputStep } from "./steps/validate-partner-input"

export const createPartnersWorkflow = createWorkflow("create-partners", (input: { partners: CreatePartnerInput[] }) => {
  validatePartnerInputStep(input.partners)
  return new WorkflowResponse(createPartnersStep(input.partners))
})
