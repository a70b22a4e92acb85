import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PARTNER_MODULE } from "../../../modules/partner"
import type PartnerModuleService from "../../../modules/partner/service"
import type { EnrollingOrder } from "./find-enrollment-metadata"

export const makeCustomerPartnerStepId = "make-customer-partner"

const ATTEMPTS = 5

/**
 * Makes the buyer a partner: a new code, the sponsor, active from now, linked
 * to their customer account, with a personal store named after them.
 *
 * - A customer who already is a partner stays that partner (nothing is made).
 * - A guest (no customer account) becomes a partner without a customer link,
 *   reached by e-mail; a second guest enrollment with the same e-mail reuses it.
 *   An administrator links the account later (POST /admin/partners/:id customer_id).
 *
 * Codes and store names are allocated, then guarded by unique indexes; a clash
 * with a concurrent enrollment of someone else is retried. Compensation
 * deletes what was made.
 */
export const makeCustomerPartnerStep = createStep(
  makeCustomerPartnerStepId,
  async (input: { order: EnrollingOrder; sponsor_id: string | null; skip: boolean }, { container }) => {
    // Another run owns this order's enrollment (see create-enrollment).
    if (input.skip) return new StepResponse({ partner_id: null as string | null, created: false }, null)
    const service = container.resolve<PartnerModuleService>(PARTNER_MODULE)
    const { order } = input
    const customerId = order.has_account ? order.customer_id : null

    const [existing] = customerId
      ? await service.listPartners({ customer_id: customerId }, { select: ["id"] })
      : order.email
        ? await service.listPartners({ customer_id: null, email: order.email }, { select: ["id"] })
        : []
    if (existing) return new StepResponse({ partner_id: existing.id, created: false }, null)

    const name =
      [order.first_name, order.last_name].filter(Boolean).join(" ").trim() ||
      order.email?.split("@")[0] ||
      "Socio Vitalia"
    const firstName = order.first_name?.trim() || name.split(" ")[0]

    let partner: { id: string } | undefined
    for (let attempt = 1; !partner; attempt++) {
      try {
        partner = await service.createPartners({
          code: await service.nextPartnerCode(),
          name,
          email: order.email,
          phone: order.phone,
          status: "active",
          sponsor_id: input.sponsor_id,
          customer_id: customerId,
          joined_at: new Date(),
          metadata: { enrolled_by_order_id: order.id },
        })
      } catch (error) {
        if (attempt >= ATTEMPTS || !isCodeClash(error)) throw error
      }
    }
    const partnerId = partner.id
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          await service.createPersonalStores({
            name: await service.freeStoreName(name),
            title: `La tienda de ${firstName}`,
            partner_id: partnerId,
            active: true,
          })
          break
        } catch (error) {
          if (attempt >= ATTEMPTS || !isClash(error, "name")) throw error
        }
      }
    } catch (error) {
      await service.deletePartners([partnerId])
      throw error
    }
    return new StepResponse({ partner_id: partnerId, created: true }, partnerId)
  },
  async (partnerId, { container }) => {
    if (!partnerId) return
    // Its personal store goes with it (on delete cascade).
    await container.resolve<PartnerModuleService>(PARTNER_MODULE).deletePartners([partnerId])
  }
)

function isCodeClash(error: unknown) {
  return isClash(error, "code")
}

/** A unique-index clash on `key` (Medusa reports them as "… with key: value, already exists."). */
function isClash(error: unknown, key: string) {
  return (
    error instanceof MedusaError &&
    /already exists/.test(error.message) &&
    new RegExp(`\\b${key}\\b`).test(error.message)
  )
}
