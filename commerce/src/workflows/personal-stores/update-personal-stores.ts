import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { UpdatePersonalStoreInput } from "../../modules/partner/types"
import { updatePersonalStoresStep } from "./steps/update-personal-stores"
import { validatePersonalStoreInputStep } from "./steps/validate-personal-store-input"

export const updatePersonalStoresWorkflow = createWorkflow(
  "update-personal-stores",
  (input: { personal_stores: UpdatePersonalStoreInput[] }) => {
    validatePersonalStoreInputStep(input.personal_stores)
    return new WorkflowResponse(updatePersonalStoresStep(input.personal_stores))
  }
)
