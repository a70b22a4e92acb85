import { GraphQLError } from "graphql"

/**
 * The codes clients can rely on (DESIGN §4). Messages are the spec's words where
 * the spec has them.
 */
export type ShopErrorCode =
  | "NO_ACTIVE_CART"
  | "NO_REGION_AVAILABLE"
  | "NO_REGIONS_AVAILABLE"
  | "INVALID_REGION"
  | "NO_VARIANTS_PROVIDED"
  | "AUTHENTICATION_FAILED"
  | "FAILED_TO_COMPLETE_CART"
  | "PROMOTION_NOT_ELIGIBLE"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "ORDER_LINK_EXPIRED"
  | "CONFLICT"
  | "BAD_USER_INPUT"
  | "QUERY_TOO_COMPLEX"
  | "UPSTREAM_UNAVAILABLE"
  | "UPSTREAM_ERROR"

/** An expected failure with a code and a message for people. */
export class ShopError extends GraphQLError {
  constructor(code: ShopErrorCode, message: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { ...extensions, code } })
    this.name = "ShopError"
  }
}
