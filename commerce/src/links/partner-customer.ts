import { defineLink } from "@medusajs/framework/utils"
import { customerLinkable } from "./medusa-linkables"
import PartnerModule from "../modules/partner"

/**
 * partner.customer: the shopper account behind a partner. Read-only: the id
 * lives in partner.customer_id, where a unique index keeps one partner per
 * customer (the link table of a regular link could not enforce that).
 */
export default defineLink({ linkable: PartnerModule.linkable.partner, field: "customer_id" }, customerLinkable, {
  readOnly: true,
})
