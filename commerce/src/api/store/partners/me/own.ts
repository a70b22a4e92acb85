import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { PARTNER_MODULE } from "../../../../modules/partner"
import type PartnerModuleService from "../../../../modules/partner/service"

/**
 * The signed-in customer's own partner id and the database, for the routes under
 * /store/partners/me: the partner is always the caller's, never one named in the request, so no
 * customer can read another partner's figures. Not a partner: 404.
 */
export async function ownPartner(req: AuthenticatedMedusaRequest): Promise<{ partnerId: string; db: Knex }> {
  const service = req.scope.resolve<PartnerModuleService>(PARTNER_MODULE)
  const [partner] = await service.listPartners({ customer_id: req.auth_context.actor_id }, { select: ["id"] })
  if (!partner) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, "No eres socio. / You are not a partner.")
  }
  return { partnerId: partner.id, db: req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION) }
}

/** A partner as the signed-in customer sees their own membership (/store/partners/me). */
export interface Membership {
  id: string
  code: string
  name: string
  status: string
  joined_at: Date | string | null
  sponsor: { id: string; code: string; name: string } | null
  personal_store: { name: string; title: string; active: boolean } | null
}

/** The signed-in customer's partner membership with its sponsor and store, or null when not a partner. */
export async function membershipOf(req: AuthenticatedMedusaRequest): Promise<Membership | null> {
  const service = req.scope.resolve<PartnerModuleService>(PARTNER_MODULE)
  const [partner] = await service.listPartners(
    { customer_id: req.auth_context.actor_id },
    { relations: ["sponsor", "personal_stores"] }
  )
  if (!partner) return null
  const store = partner.personal_stores?.find((s) => s.active) ?? partner.personal_stores?.[0] ?? null
  return {
    id: partner.id,
    code: partner.code,
    name: partner.name,
    status: partner.status,
    joined_at: partner.joined_at,
    sponsor: partner.sponsor
      ? { id: partner.sponsor.id, code: partner.sponsor.code, name: partner.sponsor.name }
      : null,
    personal_store: store ? { name: store.name, title: store.title, active: store.active } : null,
  }
}

/** The validated `limit` and `offset` of a page (validators.ts, FigurePageQuery). */
export function pageOf(req: AuthenticatedMedusaRequest): { limit: number; offset: number } {
  const query = req.validatedQuery as { limit?: number; offset?: number }
  return { limit: query.limit ?? 10, offset: query.offset ?? 0 }
}
