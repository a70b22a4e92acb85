import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PARTNER_MODULE } from "../../../modules/partner"
import type PartnerModuleService from "../../../modules/partner/service"
import { enrollmentRequest } from "../metadata"

export const findEnrollmentMetadataStepId = "find-enrollment-metadata"

/** The order as the next steps need it: who bought, and their contact details. */
export interface EnrollingOrder {
  id: string
  email: string | null
  customer_id: string | null
  /** The order's customer has an account (not a guest record). */
  has_account: boolean
  first_name: string | null
  last_name: string | null
  phone: string | null
}

/** The order's fields read below, as query.graph answers them. */
interface Contact {
  first_name?: string | null
  last_name?: string | null
  phone?: string | null
}
interface OrderRow {
  id: string
  email?: string | null
  customer_id?: string | null
  metadata?: Record<string, unknown> | null
  customer?: (Contact & { email?: string | null; has_account?: boolean | null }) | null
  shipping_address?: Contact | null
  billing_address?: Contact | null
}

export interface EnrollmentPlan {
  order: EnrollingOrder
  /** False when the order carries no enrollment request, or it was recorded already. */
  enroll: boolean
  existing_enrollment_id: string | null
  sponsor_id: string | null
  personal_store_id: string | null
}

/**
 * Reads the order's enrollment request (metadata.enrollment) and resolves it:
 * the sponsor partner and the personal store it came through. An order that
 * already has an enrollment is not enrolled again. Reads only, nothing to
 * compensate.
 */
export const findEnrollmentMetadataStep = createStep(
  findEnrollmentMetadataStepId,
  async (input: { order_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const service = container.resolve<PartnerModuleService>(PARTNER_MODULE)
    const logger = container.resolve(ContainerRegistrationKeys.LOGGER)

    const { data } = await query.graph(
      {
        entity: "order",
        fields: [
          "id",
          "email",
          "customer_id",
          "metadata",
          "customer.id",
          "customer.email",
          "customer.first_name",
          "customer.last_name",
          "customer.phone",
          "customer.has_account",
          "shipping_address.first_name",
          "shipping_address.last_name",
          "shipping_address.phone",
          "billing_address.first_name",
          "billing_address.last_name",
          "billing_address.phone",
        ],
        filters: { id: input.order_id },
      },
      { throwIfKeyNotFound: true }
    )
    const row = data[0] as OrderRow
    const customer = row.customer ?? null
    const address = row.shipping_address ?? row.billing_address ?? null
    const order: EnrollingOrder = {
      id: row.id,
      email: customer?.email ?? row.email ?? null,
      customer_id: row.customer_id ?? null,
      has_account: Boolean(customer?.has_account),
      first_name: customer?.first_name || address?.first_name || null,
      last_name: customer?.last_name || address?.last_name || null,
      phone: customer?.phone || address?.phone || null,
    }
    const plan: EnrollmentPlan = {
      order,
      enroll: false,
      existing_enrollment_id: null,
      sponsor_id: null,
      personal_store_id: null,
    }

    const request = enrollmentRequest(row.metadata)
    if (!request) return new StepResponse(plan)

    const [existing] = await service.listEnrollments({ order_id: order.id }, { select: ["id"] })
    if (existing) return new StepResponse({ ...plan, existing_enrollment_id: existing.id })

    const store = request.personal_store_name
      ? (await service.listPersonalStores({ name: request.personal_store_name }, { select: ["id", "partner_id"] }))[0]
      : undefined
    const sponsor = request.sponsor_partner_id
      ? (await service.listPartners({ id: request.sponsor_partner_id }, { select: ["id"] }))[0]
      : undefined
    const sponsorId = sponsor?.id ?? (request.sponsor_partner_id ? null : (store?.partner_id ?? null))
    if (!sponsorId) {
      // The order is paid: enroll the shopper anyway and let an administrator set the sponsor.
      logger.warn(
        `Order ${order.id}: enrollment sponsor ${JSON.stringify(request)} not found; enrolling without a sponsor`
      )
    }
    return new StepResponse({
      ...plan,
      enroll: true,
      sponsor_id: sponsorId,
      // The store counts only when it belongs to the sponsor.
      personal_store_id: store && store.partner_id === sponsorId ? store.id : null,
    })
  }
)
