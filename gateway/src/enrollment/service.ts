import type {
  StorePartnerMembership,
  StorePartnerResponse,
  StorePartnerSearchResponse,
  StorePersonalStoreResponse,
  StorePublicPartner,
} from "@vitalia/schema/engine/store"
import type { Caller } from "../account/caller.js"
import type { CartStore } from "../cart/store.js"
import { toCart } from "../cart/shape.js"
import { INPUT_LIMITS } from "@vitalia/schema/limits"
import { tooLong } from "../common/text.js"
import { shopError } from "../errors.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"
import type { EngineCart } from "../medusa/types.js"
import type { PromotionsService } from "../promotions/service.js"
import type { OwnPartner } from "./own-partner.js"

/** What the cart keeps about its enrollment (metadata.enrollment); the engine reads it when the order is placed. */
export interface CartEnrollmentMetadata {
  sponsor_partner_id: string
  sponsor_code: string
  sponsor_name: string
  personal_store_name: string | null
}

/** The partner whose personal-store link brought the shopper (metadata.referral); copied to the order. */
export interface CartReferralMetadata {
  partner_id: string
  partner_code: string
  partner_name: string
  personal_store_name: string
  personal_store_title: string
}

export interface PartnerShape {
  id: string
  code: string
  name: string
  personalStore: {
    name: string
    title: string
    partner: { id: string; code: string; name: string; personalStore: null }
  } | null
}

const MAX_RESULTS = 20

type PersonalStore = StorePersonalStoreResponse["personal_store"]

/**
 * Partners, personal stores and the enrollment a cart carries (docs/product.md §2 enrollment,
 * §4). Choosing a sponsor is the only way the "enrolled" mark reaches a cart.
 */
export class EnrollmentService {
  constructor(
    private readonly medusa: MedusaClient,
    private readonly carts: CartStore,
    private readonly promotions: PromotionsService,
    private readonly ownPartners: OwnPartner
  ) {}

  /** An active personal store by its URL name, or null. */
  async personalStore(name: string) {
    const store = await this.findStore(name)
    return store ? toStore(store) : null
  }

  async partners(search: string, first: number | null | undefined) {
    const limit = first ?? 10
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RESULTS) {
      throw shopError("PAGE_SIZE", { max: MAX_RESULTS }, { field: "first", limit: { min: 1, max: MAX_RESULTS } })
    }
    const query = search.trim()
    if (query.length > INPUT_LIMITS.partnerSearch) throw tooLong("search", INPUT_LIMITS.partnerSearch)
    const { partners } = await this.medusa.get<StorePartnerSearchResponse>(
      `/store/partners/search/${encodeURIComponent(query)}`,
      { query: { limit } }
    )
    return partners.map(toPartner)
  }

  /** Chooses the cart's sponsor and applies what the shopper is now entitled to. */
  async setEnrollment(
    caller: Caller,
    args: { cartId: string; partnerId?: string | null; personalStoreName?: string | null }
  ) {
    if (!args.partnerId === !args.personalStoreName) {
      throw shopError("PARTNER_OR_STORE", undefined, { field: "partnerId" })
    }
    await this.carts.load(caller, args.cartId)
    let enrollment: CartEnrollmentMetadata
    if (args.personalStoreName) {
      const store = await this.findStore(args.personalStoreName)
      if (!store) {
        throw shopError("PERSONAL_STORE_NOT_FOUND", undefined, { field: "personalStoreName" })
      }
      enrollment = sponsorship(store.partner, store.name)
    } else {
      const partner = await this.findPartner(args.partnerId!)
      enrollment = sponsorship(partner, null)
    }
    const own = await this.ownPartner(caller)
    if (own && own.id === enrollment.sponsor_partner_id) {
      throw shopError("SELF_SPONSOR", undefined, { field: "partnerId" })
    }
    const cart = await this.carts.setReservedMetadata(caller, args.cartId, { enrollment })
    return this.withPromotions(caller, cart)
  }

  /**
   * The cart's referring partner, from the personal store the shopper arrived through (issue #18),
   * or none. Only the gateway writes `metadata.referral`; the engine copies it to the order.
   */
  async setReferral(caller: Caller, args: { cartId: string; personalStoreName?: string | null }) {
    if (!args.personalStoreName?.trim()) {
      return toCart(await this.carts.setReservedMetadata(caller, args.cartId, { referral: null }))
    }
    await this.carts.load(caller, args.cartId)
    const store = await this.findStore(args.personalStoreName)
    if (!store) throw shopError("PERSONAL_STORE_NOT_FOUND", undefined, { field: "personalStoreName" })
    const referral: CartReferralMetadata = {
      partner_id: store.partner.id,
      partner_code: store.partner.code,
      partner_name: store.partner.name,
      personal_store_name: store.name,
      personal_store_title: store.title,
    }
    return toCart(await this.carts.setReservedMetadata(caller, args.cartId, { referral }))
  }

  /** Forgets the cart's sponsor; enrollment promotions come off. */
  async clearEnrollment(caller: Caller, cartId: string) {
    const cart = await this.carts.setReservedMetadata(caller, cartId, { enrollment: null })
    return this.withPromotions(caller, cart)
  }

  /** The signed-in customer's own partner profile, once per request. */
  ownPartner(caller: Caller): Promise<StorePartnerMembership | null> {
    return this.ownPartners.of(caller)
  }

  async me(caller: Caller) {
    const partner = await this.ownPartner(caller)
    return { isPartner: partner?.status === "active", partner: partner ? toPartner(partner) : null }
  }

  private async withPromotions(caller: Caller, cart: EngineCart) {
    const result = await this.promotions.applyTo(caller, cart, null)
    return { cart: toCart(result.cart ?? cart), notices: result.notices }
  }

  private async findStore(name: string): Promise<PersonalStore | null> {
    const trimmed = name.trim().toLowerCase()
    if (!trimmed || trimmed.length > 60) return null
    try {
      const { personal_store } = await this.medusa.get<StorePersonalStoreResponse>(
        `/store/personal-stores/${encodeURIComponent(trimmed)}`
      )
      return personal_store.active ? personal_store : null
    } catch (error) {
      // An unknown or malformed name is simply no store.
      if (error instanceof EngineError && (error.status === 404 || error.status === 400)) return null
      throw error
    }
  }

  private async findPartner(id: string): Promise<StorePublicPartner> {
    try {
      const { partner } = await this.medusa.get<StorePartnerResponse>(`/store/partners/${encodeURIComponent(id)}`)
      return partner
    } catch (error) {
      if (error instanceof EngineError && (error.status === 404 || error.status === 400)) {
        throw shopError("PARTNER_NOT_FOUND", undefined, { field: "partnerId" })
      }
      throw error
    }
  }
}

function sponsorship(
  partner: { id: string; code: string; name: string },
  storeName: string | null
): CartEnrollmentMetadata {
  return {
    sponsor_partner_id: partner.id,
    sponsor_code: partner.code,
    sponsor_name: partner.name,
    personal_store_name: storeName,
  }
}

/** A partner's public profile, or the caller's own membership, whose store may be switched off. */
function toPartner(partner: StorePublicPartner | StorePartnerMembership): PartnerShape {
  const store =
    partner.personal_store && !("active" in partner.personal_store && !partner.personal_store.active)
      ? partner.personal_store
      : null
  return {
    id: partner.id,
    code: partner.code,
    name: partner.name,
    personalStore: store
      ? {
          name: store.name,
          title: store.title,
          partner: { id: partner.id, code: partner.code, name: partner.name, personalStore: null },
        }
      : null,
  }
}

function toStore(store: PersonalStore) {
  return {
    name: store.name,
    title: store.title,
    partner: toPartner({ ...store.partner, personal_store: { name: store.name, title: store.title } }),
  }
}

/** The API's view of the enrollment a cart carries. */
export function cartEnrollment(metadata: Record<string, unknown> | null | undefined) {
  const enrollment = metadata?.enrollment as Partial<CartEnrollmentMetadata> | null | undefined
  if (!enrollment?.sponsor_partner_id) return null
  return {
    sponsor: {
      id: enrollment.sponsor_partner_id,
      code: enrollment.sponsor_code ?? "",
      name: enrollment.sponsor_name ?? "",
      personalStore: null,
    },
    personalStoreName: enrollment.personal_store_name ?? null,
  }
}

/** The API's view of the cart's referring partner. */
export function cartReferral(metadata: Record<string, unknown> | null | undefined) {
  const referral = metadata?.referral as Partial<CartReferralMetadata> | null | undefined
  if (!referral?.partner_id || !referral.personal_store_name) return null
  return {
    partner: {
      id: referral.partner_id,
      code: referral.partner_code ?? "",
      name: referral.partner_name ?? "",
      personalStore: null,
    },
    personalStoreName: referral.personal_store_name,
    personalStoreTitle: referral.personal_store_title ?? referral.personal_store_name,
  }
}
