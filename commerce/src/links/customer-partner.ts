import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import PartnerModule from "../modules/partner"

/** customer.partner: the inverse of partner-customer.ts, for reading a customer with their partner. */
export default defineLink(
  { linkable: CustomerModule.linkable.customer, field: "id" },
  { ...PartnerModule.linkable.partner.id, primaryKey: "customer_id" },
  { readOnly: true }
)
