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
        thisMonth { month visits orders totals { ...MoneyFields } }
        lastTwelveMonths { visits orders totals { ...MoneyFields } }
        months { month visits orders totals { ...MoneyFields } }
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

/**
 * A page opened through a partner's `?store=<name>` link: one visit for that partner's month. The
 * gateway counts it once per browser session and store, and keeps nothing about the visitor.
 */
export const RecordStoreVisit = graphql(`
  mutation RecordStoreVisit($personalStoreName: String!) {
    recordStoreVisit(personalStoreName: $personalStoreName)
  }
`)
