import { validateAndTransformBody, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { StoreAddWishlistItem } from "../../store/customers/me/wishlist/validators"
import { StoreCreateSubscription, StoreUpdateSubscription } from "../../store/customers/me/subscriptions/validators"
import { SUBSCRIPTION_FIELDS } from "../../store/customers/me/subscriptions/view"
import { AdminGetSubscriptionParams, AdminGetSubscriptionsParams } from "./validators"

/**
 * Validators of the wishlist and subscription routes, spread into
 * src/api/middlewares.ts. Store routes under /store/customers/me are signed-in
 * only through Medusa's own /store/customers/me* middleware.
 */
export const accountExtrasRoutes: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/customers/me/wishlist/items",
    middlewares: [validateAndTransformBody(StoreAddWishlistItem)],
  },
  {
    method: ["POST"],
    matcher: "/store/customers/me/subscriptions",
    middlewares: [validateAndTransformBody(StoreCreateSubscription)],
  },
  {
    method: ["POST"],
    matcher: "/store/customers/me/subscriptions/:id",
    middlewares: [validateAndTransformBody(StoreUpdateSubscription)],
  },
  {
    method: ["GET"],
    matcher: "/admin/subscriptions",
    middlewares: [
      validateAndTransformQuery(AdminGetSubscriptionsParams, { defaults: SUBSCRIPTION_FIELDS, isList: true }),
    ],
  },
  {
    method: ["GET"],
    matcher: "/admin/subscriptions/:id",
    middlewares: [
      validateAndTransformQuery(AdminGetSubscriptionParams, { defaults: SUBSCRIPTION_FIELDS, isList: false }),
    ],
  },
]
