import { defineLink } from "@medusajs/framework/utils"
import { orderLinkable } from "./medusa-linkables"
import PartnerModule from "../modules/partner"

/**
 * enrollment.order: the order that completed the enrollment. Read-only: the id
 * lives in enrollment.order_id, unique, so one order enrolls at most once.
 */
export default defineLink({ linkable: PartnerModule.linkable.enrollment, field: "order_id" }, orderLinkable, {
  readOnly: true,
})
