import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { localeOf } from "../emails/format"

export interface CustomerForEmail {
  id: string
  email: string
  first_name?: string | null
  has_account: boolean
  metadata?: Record<string, unknown> | null
}

/** A customer with an account, by id or e-mail, for the e-mails written to them. */
export async function customerForEmail(
  container: MedusaContainer,
  filters: { id: string } | { email: string }
): Promise<CustomerForEmail | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer",
    fields: ["id", "email", "first_name", "has_account", "metadata"],
    filters: { ...filters, has_account: true },
  })
  return data[0] as CustomerForEmail | undefined
}

/** How an e-mail greets a customer, and in which language (the one they registered in). */
export const customerGreeting = (customer: CustomerForEmail | undefined) => ({
  locale: localeOf(customer?.metadata?.locale),
  name: customer?.first_name || null,
})
