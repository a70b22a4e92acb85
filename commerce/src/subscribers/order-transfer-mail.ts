import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { loadOrderForEmail, orderLocale } from "../notifications/order-email"
import { sendShopEmail } from "../notifications/send"
import { publicUrl } from "../notifications/settings"

/**
 * Order transfer (docs/product.md §7 "Storefront order transfer"): when a signed-in
 * customer asks for an order to move to their account, the engine emits
 * `order.transfer_requested`; the order's own e-mail address gets the
 * transfer code and a link to the storefront's /account/orders/:id?transfer=<code>,
 * where it is accepted or declined. The code is never logged.
 */
export default async function sendOrderTransferMail({
  event: { data },
  container,
}: SubscriberArgs<{ id: string; order_change_id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const orders = container.resolve(Modules.ORDER)
  const order = await loadOrderForEmail(container, data.id)
  const [change] = await orders.listOrderChanges({ id: data.order_change_id }, { relations: ["actions"] })
  const details = change?.actions?.find((action) => action.action === "TRANSFER_CUSTOMER")?.details as
    { token?: string; original_email?: string } | undefined
  const to = details?.original_email ?? order?.email
  if (!order || !details?.token || !to) {
    logger.warn(`Order ${data.id}: transfer requested, but no code or e-mail to send it to`)
    return
  }
  const link = `${publicUrl()}/account/orders/${encodeURIComponent(order.id)}?${new URLSearchParams({ transfer: details.token }).toString()}`
  await sendShopEmail(container, {
    template: "order-transfer",
    to,
    data: { locale: orderLocale(order), display_id: order.display_id, transfer_url: link, code: details.token },
    idempotencyKey: `order.transfer_requested:${data.order_change_id}:${to.toLowerCase()}`,
    resource: { type: "order", id: order.id },
    trigger: "order.transfer_requested",
  })
}

export const config: SubscriberConfig = { event: "order.transfer_requested" }
