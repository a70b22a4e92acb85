import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { loadOrderForEmail, orderNoticeData } from "./order-email"
import { sendAboutOrder } from "./send"
import { publicUrl } from "./settings"

interface RecordedEnrollment {
  id: string
  order_id: string
  partner?: { code: string; personal_stores?: ({ name: string } | null)[] | null } | null
}

/**
 * The enrollment an order recorded: the new partner's code and their personal
 * store's link to share (/enrollment?store=<name>), to the order's address.
 */
export async function sendEnrollmentEmail(container: MedusaContainer, enrollmentId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "enrollment",
    fields: ["id", "order_id", "partner.code", "partner.personal_stores.name"],
    filters: { id: enrollmentId },
  })
  const enrollment = data[0] as RecordedEnrollment | undefined
  if (!enrollment?.partner) return
  const order = await loadOrderForEmail(container, enrollment.order_id)
  if (!order) return
  const store = enrollment.partner.personal_stores?.find(Boolean)?.name
  const { locale, name } = orderNoticeData(order)
  await sendAboutOrder(container, order, {
    template: "enrollment-recorded",
    trigger: "enrollment.recorded",
    key: enrollment.id,
    data: {
      locale,
      name,
      partner_code: enrollment.partner.code,
      store_url: store ? `${publicUrl()}/enrollment?${new URLSearchParams({ store }).toString()}` : null,
    },
  })
}
