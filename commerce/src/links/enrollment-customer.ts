import { defineLink } from "@medusajs/framework/utils"
import { customerLinkable } from "./medusa-linkables"
import PartnerModule from "../modules/partner"

/** enrollment.customer: who enrolled (read-only; the id lives in enrollment.customer_id). */
export default defineLink({ linkable: PartnerModule.linkable.enrollment, field: "customer_id" }, customerLinkable, {
  readOnly: true,
})
