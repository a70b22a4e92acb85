import type { Caller } from "../account/caller.js"
import { shopError } from "../errors.js"
import { decodeCursor, pageInfo, pageSize } from "../common/page.js"
import type { EnginePartner, OwnPartner } from "../enrollment/own-partner.js"
import type { MedusaClient } from "../medusa/client.js"

/** The most referred orders or recruits one page holds (the engine's own limit too). */
export const PARTNER_PAGE_MAX = 50

interface EngineMoney {
  currency_code: string
  amount: number
}

interface EngineMonth {
  month: string
  visits: number
  orders: number
  totals: EngineMoney[]
}

interface EngineFigures {
  months: EngineMonth[]
  this_month: EngineMonth
  last_twelve_months: { visits: number; orders: number; totals: EngineMoney[] }
  recruits: number
}

interface EngineReferredOrder {
  id: string
  display_id: number
  created_at: string
  status: string
  currency_code: string
  total: number | null
  buyer: string | null
}

interface EngineRecruit {
  code: string
  name: string
  joined_at: string
}

/** What `myPartner` resolves to: the caller's partner; its figures and lists are read only when asked for. */
export interface MyPartnerShape {
  id: string
  code: string
  name: string
  active: boolean
  joinedAt: string
  personalStore: { name: string; title: string; active: boolean } | null
  sponsor: { id: string; code: string; name: string; personalStore: null } | null
}

const money = (m: EngineMoney) => ({ amount: Number(m.amount), currencyCode: m.currency_code })
const month = (m: EngineMonth) => ({
  month: m.month,
  visits: m.visits,
  orders: m.orders,
  totals: m.totals.map(money),
})

/**
 * A partner's own page (issue #39): their store, sponsor, figures and lists, from the engine's
 * /store/partners/me/… routes with the caller's own token. The engine finds the partner from the
 * signed-in customer, so nothing the caller sends can name another partner.
 */
export class PartnerPageService {
  constructor(
    private readonly medusa: MedusaClient,
    private readonly ownPartners: OwnPartner
  ) {}

  /** The caller's own partner, or null for anonymous shoppers and customers who are not partners. */
  async mine(caller: Caller): Promise<MyPartnerShape | null> {
    const partner = await this.ownPartners.of(caller)
    if (!partner) return null
    return toMyPartner(partner)
  }

  /** The caller's token: `myPartner` only resolves for a signed-in partner, so its fields always have one. */
  private token(caller: Caller): string {
    const { token } = caller
    if (!token) throw shopError("SIGN_IN_REQUIRED")
    return token
  }

  async figures(caller: Caller) {
    const { figures } = await this.medusa.get<{ figures: EngineFigures }>("/store/partners/me/figures", {
      token: this.token(caller),
    })
    return {
      thisMonth: month(figures.this_month),
      lastTwelveMonths: {
        visits: figures.last_twelve_months.visits,
        orders: figures.last_twelve_months.orders,
        totals: figures.last_twelve_months.totals.map(money),
      },
      months: figures.months.map(month),
      recruits: figures.recruits,
    }
  }

  async referredOrders(caller: Caller, args: { first?: number | null; after?: string | null }) {
    const limit = pageSize(args.first, PARTNER_PAGE_MAX, 10)
    const offset = decodeCursor(args.after)
    const { orders, count } = await this.medusa.get<{ orders: EngineReferredOrder[]; count: number }>(
      "/store/partners/me/referred-orders",
      { token: this.token(caller), query: { limit, offset } }
    )
    return {
      nodes: orders.map((o) => ({
        id: o.id,
        displayId: o.display_id,
        createdAt: new Date(o.created_at).toISOString(),
        status: o.status,
        total: { amount: Number(o.total ?? 0), currencyCode: o.currency_code },
        buyer: o.buyer,
      })),
      totalCount: count,
      pageInfo: pageInfo(offset, orders.length, count),
    }
  }

  async recruits(caller: Caller, args: { first?: number | null; after?: string | null }) {
    const limit = pageSize(args.first, PARTNER_PAGE_MAX, 10)
    const offset = decodeCursor(args.after)
    const { recruits, count } = await this.medusa.get<{ recruits: EngineRecruit[]; count: number }>(
      "/store/partners/me/recruits",
      { token: this.token(caller), query: { limit, offset } }
    )
    return {
      nodes: recruits.map((r) => ({ code: r.code, name: r.name, joinedAt: new Date(r.joined_at).toISOString() })),
      totalCount: count,
      pageInfo: pageInfo(offset, recruits.length, count),
    }
  }
}

function toMyPartner(partner: EnginePartner): MyPartnerShape {
  const store = partner.personal_store
  return {
    id: partner.id,
    code: partner.code,
    name: partner.name,
    active: partner.status === "active",
    joinedAt: partner.joined_at ? new Date(partner.joined_at).toISOString() : "",
    personalStore: store ? { name: store.name, title: store.title, active: store.active !== false } : null,
    sponsor: partner.sponsor ? { ...partner.sponsor, personalStore: null } : null,
  }
}
