import type {
  StoreCurrencyTotal,
  StorePartnerFigures,
  StorePartnerFiguresResponse,
  StorePartnerMembership,
  StorePartnerMonth,
  StorePartnerPageResponse,
  StoreRecruit,
  StoreRecruitsResponse,
  StoreReferredOrder,
  StoreReferredOrdersResponse,
} from "@vitalia/schema/engine/store"
import type { Caller } from "../account/caller.js"
import { shopError } from "../errors.js"
import { decodeCursor, pageInfo, pageSize } from "../common/page.js"
import type { OwnPartner } from "../enrollment/own-partner.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"

/** The most referred orders or recruits one page holds (the engine's own limit too). */
export const PARTNER_PAGE_MAX = 50

/**
 * What the query asks of `myPartner` besides the partner itself (resolvers.ts reads it from the
 * query): the figures, and the size of the first page of each list (null: that list not asked,
 * or asked from a cursor, which its own call answers).
 */
export interface PartnerPageParts {
  figures: boolean
  orders: number | null
  recruits: number | null
}

type Figures = ReturnType<typeof toFigures>
type OrderPage = ReturnType<typeof toOrderPage>
type RecruitPage = ReturnType<typeof toRecruitPage>

/** What `myPartner` resolves to: the caller's partner; its figures and lists are read only when asked for. */
export interface MyPartnerShape {
  /** The parts the page's one engine call already answered (PartnerPageService.mine). */
  answered?: {
    figures?: Figures
    orders?: { first: number; page: OrderPage }
    recruits?: { first: number; page: RecruitPage }
  }
  id: string
  code: string
  name: string
  active: boolean
  joinedAt: string
  personalStore: { name: string; title: string; active: boolean } | null
  sponsor: { id: string; code: string; name: string; personalStore: null } | null
}

const money = (m: StoreCurrencyTotal) => ({ amount: Number(m.amount), currencyCode: m.currency_code })
const month = (m: StorePartnerMonth) => ({
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

  /**
   * The caller's own partner, or null for anonymous shoppers and customers who are not partners.
   * When the query also asks for figures or the first page of a list, one engine call answers the
   * partner and those parts together (/store/partners/me/page): a partner's page waits for one round
   * to the engine instead of two.
   */
  async mine(caller: Caller, parts: PartnerPageParts): Promise<MyPartnerShape | null> {
    const token = caller.token
    if (!token || (!parts.figures && parts.orders === null && parts.recruits === null)) {
      const partner = await this.ownPartners.of(caller)
      return partner ? toMyPartner(partner) : null
    }
    const answer = await this.medusa
      .get<StorePartnerPageResponse>("/store/partners/me/page", {
        token,
        query: { figures: String(parts.figures), orders: parts.orders ?? 0, recruits: parts.recruits ?? 0 },
      })
      .catch((error) => {
        // A token that is not a live customer's: anonymous, as OwnPartner reads it.
        if (error instanceof EngineError && (error.status === 401 || error.status === 404)) return null
        throw error
      })
    // Other resolvers of this request that ask for the caller's partner (enrollment, promotions) reuse it.
    void caller.memo("partner", () => Promise.resolve(answer?.partner ?? null))
    if (!answer?.partner) return null
    return {
      ...toMyPartner(answer.partner),
      answered: {
        figures: answer.figures && toFigures(answer.figures),
        orders:
          answer.referred_orders && parts.orders
            ? { first: parts.orders, page: toOrderPage(answer.referred_orders.orders, answer.referred_orders.count, 0) }
            : undefined,
        recruits:
          answer.recruits && parts.recruits
            ? { first: parts.recruits, page: toRecruitPage(answer.recruits.recruits, answer.recruits.count, 0) }
            : undefined,
      },
    }
  }

  /** The caller's token: `myPartner` only resolves for a signed-in partner, so its fields always have one. */
  private token(caller: Caller): string {
    const { token } = caller
    if (!token) throw shopError("SIGN_IN_REQUIRED")
    return token
  }

  async figures(caller: Caller) {
    const { figures } = await this.medusa.get<StorePartnerFiguresResponse>("/store/partners/me/figures", {
      token: this.token(caller),
    })
    return toFigures(figures)
  }

  async referredOrders(caller: Caller, args: { first?: number | null; after?: string | null }) {
    const limit = pageSize(args.first, PARTNER_PAGE_MAX, 10)
    const offset = decodeCursor(args.after)
    const { orders, count } = await this.medusa.get<StoreReferredOrdersResponse>("/store/partners/me/referred-orders", {
      token: this.token(caller),
      query: { limit, offset },
    })
    return toOrderPage(orders, count, offset)
  }

  async recruits(caller: Caller, args: { first?: number | null; after?: string | null }) {
    const limit = pageSize(args.first, PARTNER_PAGE_MAX, 10)
    const offset = decodeCursor(args.after)
    const { recruits, count } = await this.medusa.get<StoreRecruitsResponse>("/store/partners/me/recruits", {
      token: this.token(caller),
      query: { limit, offset },
    })
    return toRecruitPage(recruits, count, offset)
  }
}

function toMyPartner(partner: StorePartnerMembership): MyPartnerShape {
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

function toFigures(figures: StorePartnerFigures) {
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

function toOrderPage(orders: StoreReferredOrder[], count: number, offset: number) {
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

function toRecruitPage(recruits: StoreRecruit[], count: number, offset: number) {
  return {
    nodes: recruits.map((r) => ({ code: r.code, name: r.name, joinedAt: new Date(r.joined_at).toISOString() })),
    totalCount: count,
    pageInfo: pageInfo(offset, recruits.length, count),
  }
}
