import { graphql } from "../gql"

/** A partner's own page (schema/storefront/partner.graphql): store, sponsor, figures, lists. */
export const MyPartnerPage = graphql(`
  query MyPartnerPage($orders: Int, $recruits: Int, $recruitsAfter: String) {
    myPartner {
      id
      code
      name
      active
      joinedAt
      personalStore { name title active }
      sponsor { id code name }
      figures {
        thisMonth { month orders totals { ...MoneyFields } }
        lastTwelveMonths { orders totals { ...MoneyFields } }
        months { month orders totals { ...MoneyFields } }
        recruits
      }
      referredOrders(first: $orders) {
        totalCount
        nodes { id displayId createdAt status buyer total { ...MoneyFields } }
      }
      recruits(first: $recruits, after: $recruitsAfter) {
        totalCount
        pageInfo { hasNextPage endCursor }
        nodes { code name joinedAt }
      }
    }
  }
`)

/** The custom promotions open to partners, with their conditions (gateway/src/promotions). */
export const PartnerPromotions = graphql(`
  query PartnerPromotions {
    customPromotions {
      id
      code
      requiresEnrollment
      requiresLastOrder
      requiresLastOrderDays
      lastOrderWindow
      message { ...NoticeFields }
    }
  }
`)
