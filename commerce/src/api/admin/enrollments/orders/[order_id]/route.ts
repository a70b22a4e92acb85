import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { recordEnrollmentWorkflow } from "../../../../../workflows/record-enrollment"
import { adminEnrollmentFields } from "../../../query-config"
import { refetchEntity } from "../../../helpers"

/**
 * POST /admin/enrollments/orders/:order_id — records the enrollment an order
 * asked for (metadata.enrollment), as the order.placed subscriber does: for
 * retrying after a failure. Safe to repeat: an order enrolls once.
 * Answers { enrollment, created } — created is false when it existed already;
 * 400 when the order asks for no enrollment, 404 for an unknown order.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { result } = await recordEnrollmentWorkflow(req.scope).run({ input: { order_id: req.params.order_id } })
  if (!result.enrollment_id) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Order ${req.params.order_id} carries no enrollment request (metadata.enrollment)`
    )
  }
  const enrollment = await refetchEntity(req.scope, "enrollment", result.enrollment_id, adminEnrollmentFields)
  res.json({ enrollment, created: result.created })
}
