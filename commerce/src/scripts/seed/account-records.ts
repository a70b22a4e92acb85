import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createCustomerAccountWorkflow, createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import { demoAdmin, demoShoppers } from "./accounts"

/** The demo administrator and shoppers, each with an e-mail/password identity. */
export async function seedAccounts(container: MedusaContainer) {
  const userModule = container.resolve(Modules.USER)
  const customerModule = container.resolve(Modules.CUSTOMER)

  const [admin] = await userModule.listUsers({ email: demoAdmin.email })
  if (!admin) {
    const { email, password, ...userData } = demoAdmin
    const authIdentityId = await registerIdentity(container, email, password)
    await createUserAccountWorkflow(container).run({
      input: { authIdentityId, userData: { email, ...userData } },
    })
  }

  for (const shopper of demoShoppers) {
    const [customer] = await customerModule.listCustomers({ email: shopper.email, has_account: true })
    if (customer) continue
    const { email, password, ...customerData } = shopper
    const authIdentityId = await registerIdentity(container, email, password)
    await createCustomerAccountWorkflow(container).run({
      input: { authIdentityId, customerData: { email, ...customerData } },
    })
  }
}

/** An emailpass identity for the e-mail (reused when one already exists). */
async function registerIdentity(container: MedusaContainer, email: string, password: string) {
  const authModule = container.resolve(Modules.AUTH)
  const [existing] = await authModule.listProviderIdentities({ entity_id: email, provider: "emailpass" })
  if (existing?.auth_identity_id) return existing.auth_identity_id
  const { success, authIdentity, error } = await authModule.register("emailpass", { body: { email, password } })
  if (!success || !authIdentity) throw new Error(`Could not register ${email}: ${error}`)
  return authIdentity.id
}
