import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recordEnrollmentWorkflow } from "../workflows/record-enrollment"

/**
 * Enrollment on order: a placed order that carries metadata.enrollment makes
 * its buyer a partner (workflow record-enrollment, idempotent per order).
 */
export default async function recordEnrollmentOnOrderPlaced({ event, container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { result } = await recordEnrollmentWorkflow(container).run({ input: { order_id: event.data.id } })
  if (result.created) logger.info(`Order ${event.data.id}: enrollment ${result.enrollment_id} recorded`)
}

export const config: SubscriberConfig = { event: "order.placed" }
