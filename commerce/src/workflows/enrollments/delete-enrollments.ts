import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteEnrollmentsStep } from "./steps/delete-enrollments"

export const deleteEnrollmentsWorkflow = createWorkflow("delete-enrollments", (input: { ids: string[] }) => {
  return new WorkflowResponse(deleteEnrollmentsStep(input.ids))
})
