import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createCustomerAccountWorkflow, createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import { STAFF_MODULE } from "../../modules/staff"
import type StaffModuleService from "../../modules/staff/service"
import { demoAdmin, demoShoppers, demoStaff } from "./accounts"

/** The demo administrators (an owner and one per other staff role) and shoppers, each with an e-mail/password identity. */
export async function seedAccounts(container: MedusaContainer) {
  const customerModule = container.resolve(Modules.CUSTOMER)

  for (const administrator of [demoAdmin, ...demoStaff]) await seedAdministrator(container, administrator)

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

/**
 * An administrator with an e-mail/password identity and a staff role, unless one with that e-mail
 * exists: a demo one, or production's first owner (seed.ts).
 */
export async function seedAdministrator(
  container: MedusaContainer,
  {
    email,
    password,
    role,
    ...userData
  }: { email: string; password: string; role: string; first_name?: string; last_name?: string }
) {
  const userModule = container.resolve(Modules.USER)
  const staff = container.resolve<StaffModuleService>(STAFF_MODULE)
  let [user] = await userModule.listUsers({ email })
  if (!user) {
    const authIdentityId = await registerIdentity(container, email, password)
    ;({ result: user } = await createUserAccountWorkflow(container).run({
      input: { authIdentityId, userData: { email, ...userData } },
    }))
  }
  const [member] = await staff.listStaffMembers({ user_id: user.id })
  if (!member) await staff.createStaffMembers({ user_id: user.id, role })
  return user
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
