import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { CreateEnrollmentInput } from "../../modules/partner/types"
import { createEnrollmentsStep } from "./steps/create-enrollments"
import { validateEnrollmentInputStep } from "./steps/validate-enrollment-input"

export const createEnrollmentsWorkflow = createWorkflow(
  "create-enrollments",
  (input: { enrollments: CreateEnrollmentInput[] }) => {
    validateEnrollmentInputStep(input.enrollments)
    return new WorkflowResponse(createEnrollmentsStep(input.enrollments))
  }
)
