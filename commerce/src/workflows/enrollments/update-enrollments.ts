import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { UpdateEnrollmentInput } from "../../modules/partner/types"
import { updateEnrollmentsStep } from "./steps/update-enrollments"
import { validateEnrollmentInputStep } from "./steps/validate-enrollment-input"

export const updateEnrollmentsWorkflow = createWorkflow(
  "update-enrollments",
  (input: { enrollments: UpdateEnrollmentInput[] }) => {
    validateEnrollmentInputStep(input.enrollments)
    return new WorkflowResponse(updateEnrollmentsStep(input.enrollments))
  }
)
