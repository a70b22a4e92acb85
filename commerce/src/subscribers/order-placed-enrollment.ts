import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { sendEnrollmentEmail } from "../notifications/enrollment-email"
import { recordEnrollmentWorkflow } from "../workflows/record-enrollment"

/**
 * Enrollment on order: a placed order that carries metadata.enrollment makes
 * its buyer a partner (workflow record-enrollment, idempotent per order), who
 * then gets their partner code and personal store link by e-mail.
 */
export default async function recordEnrollmentOnOrderPlaced({ event, container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { result } = await recordEnrollmentWorkflow(container).run({ input: { order_id: event.data.id } })
  if (!result.created || !result.enrollment_id) return
  logger.info(`Order ${event.data.id}: enrollment ${result.enrollment_id} recorded`)
  await sendEnrollmentEmail(container, result.enrollment_id)
}

export const config: SubscriberConfig = { event: "order.placed" }
