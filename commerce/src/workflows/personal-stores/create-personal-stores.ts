import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { CreatePersonalStoreInput } from "../../modules/partner/types"
import { createPersonalStoresStep } from "./steps/create-personal-stores"
import { validatePersonalStoreInputStep } from "./steps/validate-personal-store-input"

export const createPersonalStoresWorkflow = createWorkflow(
  "create-personal-stores",
  (input: { personal_stores: CreatePersonalStoreInput[] }) => {
    validatePersonalStoreInputStep(input.personal_stores)
    return new WorkflowResponse(createPersonalStoresStep(input.personal_stores))
  }
)
