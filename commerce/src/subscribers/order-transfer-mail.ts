import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { escapeHtml, publicUrl, sendShopMail } from "../mail"

/**
 * Order transfer (SPEC §7 "Storefront order transfer"): when a signed-in
 * customer asks for an order to move to their account, the engine emits
 * `order.transfer_requested`; the order's own e-mail address gets the
 * transfer code and a link to the storefront's /account/orders/:id?transfer=<code>,
 * where it is accepted or declined. The code is never logged.
 */
export default async function sendOrderTransferMail({ event: { data }, container }: SubscriberArgs<{ id: string; order_change_id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const orders = container.resolve(Modules.ORDER)
  const order = await orders.retrieveOrder(data.id, { select: ["id", "display_id", "email"] })
  const [change] = await orders.listOrderChanges({ id: data.order_change_id }, { relations: ["actions"] })
  const details = change?.actions?.find((action) => action.action === "TRANSFER_CUSTOMER")?.details as { token?: string; original_email?: string } | undefined
  const to = details?.original_email ?? order.email
  if (!details?.token || !to) {
    logger.warn(`Order ${order.id}: transfer requested, but no code or e-mail to send it to`)
    return
  }
  const link = `${publicUrl()}/account/orders/${encodeURIComponent(order.id)}?${new URLSearchParams({ transfer: details.token })}`
  await sendShopMail(logger, `Order ${order.id} transfer`, {
    to,
    subject: `Tu pedido #${order.display_id} / Your order #${order.display_id}`,
    text: textBody(order.display_id, details.token, link),
    html: htmlBody(order.display_id, details.token, link),
  })
}

export const config: SubscriberConfig = { event: "order.transfer_requested" }

function textBody(displayId: number, code: string, link: string) {
  return [
    "Hola:",
    "",
    `Pediste pasar el pedido #${displayId} a tu cuenta de Vitalia. Abre este enlace con tu sesión iniciada para aceptarlo o rechazarlo:`,
    link,
    `Código de transferencia: ${code}`,
    "",
    "Si no lo pediste, ignora este correo: el pedido no cambia.",
    "",
    "---",
    "",
    "Hello,",
    "",
    `You asked for order #${displayId} to move to your Vitalia account. Open this link while signed in to accept or decline it:`,
    link,
    `Transfer code: ${code}`,
    "",
    "If you did not ask for it, ignore this e-mail: the order stays as it is.",
  ].join("\n")
}

function htmlBody(displayId: number, code: string, link: string) {
  const href = escapeHtml(link)
  const token = escapeHtml(code)
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2d1f">
<p>Hola:</p>
<p>Pediste pasar el pedido #${displayId} a tu cuenta de Vitalia. Abre este enlace con tu sesión iniciada para aceptarlo o rechazarlo:</p>
<p><a href="${href}">Pasar el pedido a mi cuenta</a></p>
<p>Código de transferencia: <code>${token}</code></p>
<p>Si no lo pediste, ignora este correo: el pedido no cambia.</p>
<hr>
<p lang="en">Hello,</p>
<p lang="en">You asked for order #${displayId} to move to your Vitalia account. Open this link while signed in to accept or decline it:</p>
<p lang="en"><a href="${href}">Move the order to my account</a></p>
<p lang="en">Transfer code: <code>${token}</code></p>
<p lang="en">If you did not ask for it, ignore this e-mail: the order stays as it is.</p>
</body></html>`
}
