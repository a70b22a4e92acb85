import {
  authenticate,
  clearFiltersByKey,
  defineMiddlewares,
  validateAndTransformBody,
  validateAndTransformQuery,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import * as StoreCartQueryConfig from "@medusajs/medusa/api/store/carts/query-config"
import { listProductQueryConfig } from "@medusajs/medusa/api/store/products/query-config"
import { StoreGetProductsParams } from "@medusajs/medusa/api/store/products/validators"
import {
  filterByValidSalesChannels,
  normalizeDataForContext,
  setPricingContext,
  setTaxContext,
} from "@medusajs/medusa/api/utils/middlewares/index"
import { StoreGetCartsCart } from "@medusajs/medusa/api/store/carts/validators"
import {
  AdminCreateEnrollment,
  AdminGetEnrollmentParams,
  AdminGetEnrollmentsParams,
  AdminUpdateEnrollment,
} from "./admin/enrollments/validators"
import {
  AdminCreatePartner,
  AdminGetPartnerParams,
  AdminGetPartnersParams,
  AdminUpdatePartner,
} from "./admin/partners/validators"
import {
  AdminCreatePersonalStore,
  AdminGetPersonalStoreParams,
  AdminGetPersonalStoresParams,
  AdminUpdatePersonalStore,
} from "./admin/personal-stores/validators"
import { adminEmailFields } from "./admin/emails/access"
import { AdminGetEmailParams, AdminGetEmailsParams } from "./admin/emails/validators"
import { AdminCreateOrderNote } from "./admin/orders/[id]/notes/validators"
import { verifyPaymentWebhook } from "./hooks/payment/verify"
import { StoreSearchParams } from "./store/search/validators"
import {
  AdminCreateSearchSynonym,
  AdminGetSearchMissesParams,
  AdminGetSearchMissParams,
  AdminGetSearchSynonymParams,
  AdminGetSearchSynonymsParams,
  AdminUpdateSearchSynonym,
} from "./admin/search-synonyms/validators"
import { edgeSettings, staffSettings } from "../settings"
import { engineEdgeMiddleware, signInLimitMiddleware } from "./edge-middleware"
import { staffAccessMiddleware } from "../staff/middleware"
import { passwordResetNotice } from "../accounts/reset-notice"
import { accountExtrasRoutes } from "./admin/subscriptions/middleware-routes"
import {
  adminEnrollmentFields,
  adminPartnerFields,
  adminPersonalStoreFields,
  adminSearchMissFields,
  adminSearchSynonymFields,
  listQueryConfig,
  retrieveQueryConfig,
} from "./admin/query-config"
import {
  FigurePageQuery,
  PartnerPageQuery,
  StoreAddBundleLineItems,
  StoreBallenaShippingMethods,
  StoreBallenaShippingQuote,
  StoreRequestOrderLink,
  StoreUpdateBundleLineItem,
} from "./store/validators"

/** Answers with a cart, shaped like Medusa's own cart routes (?fields=). */
const cartQuery = validateAndTransformQuery(StoreGetCartsCart, StoreCartQueryConfig.retrieveTransformQueryConfig)

type QuerySchema = Parameters<typeof validateAndTransformQuery>[0]
type BodySchema = Parameters<typeof validateAndTransformBody>[0]

/** The admin CRUD of one partner-module resource: list, create, retrieve, update (POST). */
function adminCrud(
  path: string,
  fields: string[],
  validators: {
    list: QuerySchema
    retrieve: QuerySchema
    create: BodySchema
    update: BodySchema
  }
): MiddlewareRoute[] {
  return [
    {
      method: ["GET"],
      matcher: path,
      middlewares: [validateAndTransformQuery(validators.list, listQueryConfig(fields))],
    },
    {
      method: ["POST"],
      matcher: path,
      middlewares: [
        validateAndTransformBody(validators.create),
        validateAndTransformQuery(validators.retrieve, retrieveQueryConfig(fields)),
      ],
    },
    {
      method: ["GET"],
      matcher: `${path}/:id`,
      middlewares: [validateAndTransformQuery(validators.retrieve, retrieveQueryConfig(fields))],
    },
    {
      method: ["POST"],
      matcher: `${path}/:id`,
      middlewares: [
        validateAndTransformBody(validators.update),
        validateAndTransformQuery(validators.retrieve, retrieveQueryConfig(fields)),
      ],
    },
  ]
}

/** Read once, as the engine starts (medusa-config.ts refuses to start in production without the secret). */
const edge = edgeSettings(process.env)

export default defineMiddlewares({
  routes: [
    // One edge: these answer only the gateway, which sends its secret with every call (edge-middleware.ts).
    // First in the list, so before every other middleware of ours on these paths.
    ...["/store*", "/auth*", "/admin*", "/hooks*"].map((matcher) => ({
      matcher,
      middlewares: [engineEdgeMiddleware(edge)],
    })),
    // The engine's own e-mail/password sign-in: failed attempts limited per account (edge-middleware.ts).
    { method: ["POST"], matcher: "/auth/:actor_type/emailpass", middlewares: [signInLimitMiddleware(edge)] },
    // A password set with an e-mailed reset link: the person is told afterwards (src/accounts/reset-notice.ts).
    { method: ["POST"], matcher: "/auth/:actor_type/emailpass/update", middlewares: [passwordResetNotice] },
    // Payment providers' events (through the gateway's /webhooks/payment/:provider): verified before
    // Medusa's hook route queues them (hooks/payment/verify.ts).
    {
      method: ["POST"],
      matcher: "/hooks/payment/:provider",
      bodyParser: { preserveRawBody: true },
      middlewares: [verifyPaymentWebhook],
    },
    // Staff roles: every admin call checked against the administrator's role (src/staff).
    { matcher: "/admin*", middlewares: [staffAccessMiddleware(staffSettings(process.env))] },
    // The storefront's product list (store/catalog/products): Medusa's own parameters, sales-channel
    // check and pricing context, without its filter that first reads every product id of the channel.
    {
      method: ["GET"],
      matcher: "/store/catalog/products",
      middlewares: [
        authenticate("customer", ["session", "bearer"], { allowUnauthenticated: true }),
        validateAndTransformQuery(StoreGetProductsParams, listProductQueryConfig),
        filterByValidSalesChannels(),
        normalizeDataForContext(),
        setPricingContext(),
        setTaxContext(),
        clearFiltersByKey(["region_id", "country_code", "province", "cart_id"]),
      ],
    },
    // Product search (store/search): our parameters, checked.
    {
      method: ["GET"],
      matcher: "/store/search",
      middlewares: [validateAndTransformQuery(StoreSearchParams, { isList: false, defaults: [] })],
    },
    // Wishlist and subscription routes (account extras).
    ...accountExtrasRoutes,
    ...adminCrud("/admin/partners", adminPartnerFields, {
      list: AdminGetPartnersParams,
      retrieve: AdminGetPartnerParams,
      create: AdminCreatePartner,
      update: AdminUpdatePartner,
    }),
    ...adminCrud("/admin/personal-stores", adminPersonalStoreFields, {
      list: AdminGetPersonalStoresParams,
      retrieve: AdminGetPersonalStoreParams,
      create: AdminCreatePersonalStore,
      update: AdminUpdatePersonalStore,
    }),
    ...adminCrud("/admin/enrollments", adminEnrollmentFields, {
      list: AdminGetEnrollmentsParams,
      retrieve: AdminGetEnrollmentParams,
      create: AdminCreateEnrollment,
      update: AdminUpdateEnrollment,
    }),
    // Search tuning (back-office): synonyms, and the queries that found nothing.
    ...adminCrud("/admin/search-synonyms", adminSearchSynonymFields, {
      list: AdminGetSearchSynonymsParams,
      retrieve: AdminGetSearchSynonymParams,
      create: AdminCreateSearchSynonym,
      update: AdminUpdateSearchSynonym,
    }),
    // Staff notes on an order (its history in the back-office): the words checked here, the author from the session.
    {
      method: ["POST"],
      matcher: "/admin/orders/:id/notes",
      middlewares: [validateAndTransformBody(AdminCreateOrderNote)],
    },
    // The shop's e-mails for the back-office, each role seeing what its role reads (admin/emails/access.ts).
    {
      method: ["GET"],
      matcher: "/admin/emails",
      middlewares: [validateAndTransformQuery(AdminGetEmailsParams, listQueryConfig(adminEmailFields))],
    },
    {
      method: ["GET"],
      matcher: "/admin/emails/:id",
      middlewares: [validateAndTransformQuery(AdminGetEmailParams, retrieveQueryConfig(adminEmailFields))],
    },
    {
      method: ["GET"],
      matcher: "/admin/search-misses",
      middlewares: [validateAndTransformQuery(AdminGetSearchMissesParams, listQueryConfig(adminSearchMissFields))],
    },
    {
      method: ["GET"],
      matcher: "/admin/search-misses/:id",
      middlewares: [validateAndTransformQuery(AdminGetSearchMissParams, retrieveQueryConfig(adminSearchMissFields))],
    },
    {
      method: ["GET"],
      matcher: "/store/partners/me",
      middlewares: [authenticate("customer", ["session", "bearer"])],
    },
    // A partner's own figures (src/partners/figures.ts): the signed-in customer's partner only.
    {
      method: ["GET"],
      matcher: "/store/partners/me/figures",
      middlewares: [authenticate("customer", ["session", "bearer"])],
    },
    // The partner's page in one call: membership, figures and the first page of each list.
    {
      method: ["GET"],
      matcher: "/store/partners/me/page",
      middlewares: [
        authenticate("customer", ["session", "bearer"]),
        validateAndTransformQuery(PartnerPageQuery, { isList: false, defaults: [] }),
      ],
    },
    ...["/store/partners/me/referred-orders", "/store/partners/me/recruits"].map((matcher): MiddlewareRoute => ({
      method: ["GET"],
      matcher,
      middlewares: [
        authenticate("customer", ["session", "bearer"]),
        validateAndTransformQuery(FigurePageQuery, { isList: false, defaults: [] }),
      ],
    })),
    {
      method: ["POST"],
      matcher: "/store/carts/:id/bundle-line-items",
      middlewares: [validateAndTransformBody(StoreAddBundleLineItems), cartQuery],
    },
    {
      method: ["POST"],
      matcher: "/store/carts/:id/bundle-line-items/:line_id",
      middlewares: [validateAndTransformBody(StoreUpdateBundleLineItem), cartQuery],
    },
    { method: ["DELETE"], matcher: "/store/carts/:id/bundle-line-items/:line_id", middlewares: [cartQuery] },
    {
      method: ["POST"],
      matcher: "/store/ballena-shipping",
      middlewares: [validateAndTransformBody(StoreBallenaShippingQuote)],
    },
    { method: ["POST"], matcher: "/store/order-links", middlewares: [validateAndTransformBody(StoreRequestOrderLink)] },
    {
      method: ["POST"],
      matcher: "/store/ballena-shipping-methods",
      middlewares: [validateAndTransformBody(StoreBallenaShippingMethods), cartQuery],
    },
  ],
})
