import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { completeEnrollmentStep } from "./steps/complete-enrollment"
import { createEnrollmentStep } from "./steps/create-enrollment"
import { findEnrollmentMetadataStep } from "./steps/find-enrollment-metadata"
import { makeCustomerPartnerStep } from "./steps/make-customer-partner"

export const recordEnrollmentWorkflowId = "record-enrollment"

export interface RecordEnrollmentResult {
  /** The order's enrollment (new or recorded before), or null when the order enrolls no one. */
  enrollment_id: string | null
  /** True only for the run that recorded it. */
  created: boolean
}

/**
 * Enrollment on order: when a placed order carries metadata.enrollment (see
 * ./metadata.ts), its enrollment is recorded and the buyer becomes a partner.
 *
 *   find-enrollment-metadata → create-enrollment (claims the order: unique
 *   order_id) → make-customer-partner → complete-enrollment
 *
 * Runs from the order.placed subscriber and from POST
 * /admin/enrollments/orders/:order_id. Running it again for the same order,
 * even at the same moment, changes nothing.
 */
export const recordEnrollmentWorkflow = createWorkflow(recordEnrollmentWorkflowId, (input: { order_id: string }) => {
  const plan = findEnrollmentMetadataStep(input)

  const recorded = when("enrollment-requested", { plan }, ({ plan }) => plan.enroll).then(() => {
    const enrollment = createEnrollmentStep(
      transform({ plan }, ({ plan }) => ({
        order_id: plan.order.id,
        customer_id: plan.order.customer_id,
        email: plan.order.email,
        sponsor_id: plan.sponsor_id,
        personal_store_id: plan.personal_store_id,
      }))
    )
    const partner = makeCustomerPartnerStep(
      transform({ plan, enrollment }, ({ plan, enrollment }) => ({
        order: plan.order,
        sponsor_id: plan.sponsor_id,
        skip: !enrollment.created,
      }))
    )
    completeEnrollmentStep(
      transform({ enrollment, partner }, ({ enrollment, partner }) => ({
        enrollment_id: enrollment.id,
        created: enrollment.created,
        partner_id: partner.partner_id,
      }))
    )
    return enrollment
  })

  const result = transform({ plan, recorded }, ({ plan, recorded }): RecordEnrollmentResult => ({
    enrollment_id: recorded?.id ?? plan.existing_enrollment_id,
    created: Boolean(recorded?.created),
  }))
  return new WorkflowResponse(result)
})
