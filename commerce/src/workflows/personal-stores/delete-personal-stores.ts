import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deletePersonalStoresStep } from "./steps/delete-personal-stores"

export const deletePersonalStoresWorkflow = createWorkflow("delete-personal-stores", (input: { ids: string[] }) => {
  return new WorkflowResponse(deletePersonalStoresStep(input.ids))
})
