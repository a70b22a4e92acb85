import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deletePartnersStep } from "./steps/delete-partners"

export const deletePartnersWorkflow = createWorkflow("delete-partners", (input: { ids: string[] }) => {
  return new WorkflowResponse(deletePartnersStep(input.ids))
})
