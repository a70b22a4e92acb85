import { defineConfig, Modules } from "@medusajs/framework/utils"
import { auth0Options } from "./src/modules/auth0/options"
import { redisModules } from "./src/redis-modules"
import { SEARCH_LANGUAGES } from "./src/search-catalog/languages"
import { withSecretFiles } from "@vitalia/schema/secrets"
import { ENGINE_SECRETS, engineSettings } from "./src/settings"

/**
 * The engine's configuration. Every value comes from the environment through
 * src/settings.ts; the launcher (scripts/) provides local defaults.
 */
const env = withSecretFiles(process.env, ENGINE_SECRETS)
const settings = engineSettings(env)
// Shoppers' external sign-in (Auth0, or the local provider in idp/): AUTH0_* or OIDC_* settings.
const auth0 = auth0Options(env, settings.publicUrl, settings.allowedOrigins)
if (!auth0 && process.env.NODE_ENV === "production") {
  throw new Error(
    "Set AUTH0_DOMAIN, AUTH0_CLIENT_ID and AUTH0_CLIENT_SECRET (or OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)"
  )
}

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: settings.databaseUrl,
    databaseDriverOptions: { connection: { ssl: settings.databaseSsl } },
    workerMode: settings.workerMode,
    redisUrl: settings.redisUrl,
    http: {
      // The engine is reached only by the gateway on loopback; browsers never call it.
      storeCors: settings.gatewayOrigin,
      adminCors: settings.gatewayOrigin,
      authCors: settings.gatewayOrigin,
      jwtSecret: settings.jwtSecret,
      cookieSecret: settings.cookieSecret,
      // Administrators sign in with e-mail and password; shoppers also through the identity provider.
      authMethodsPerActor: { user: ["emailpass"], customer: auth0 ? ["emailpass", "auth0"] : ["emailpass"] },
    },
  },
  // Our back-office is the react-admin app served by the gateway at /admin.
  admin: { disable: true },
  // Medusa's Translation Module: the catalog's English versions (docs/engine.md, "Catalog languages"), which the English search index reads too.
  featureFlags: { translation: true },
  modules: [
    // The catalog's English versions (with featureFlags.translation; named here too, as the flag is not yet read when this file is).
    { key: Modules.TRANSLATION, resolve: "@medusajs/medusa/translation" },
    ...redisModules(settings.redisUrl, settings.redisPrefix),
    // Partners, personal stores and enrollments (src/modules/partner).
    { resolve: "./src/modules/partner" },
    // Product search: Medusa's Search Module on its PostgreSQL provider, one provider per language
    // (text search configuration medusa_search_<language>, accents folded) — docs/search.md.
    {
      key: Modules.SEARCH,
      resolve: "@medusajs/medusa/search",
      options: {
        providers: SEARCH_LANGUAGES.map((l) => ({
          resolve: l.provider.resolve,
          id: l.provider.id,
          options: { engine: "native", language: l.language },
        })),
        default_provider: SEARCH_LANGUAGES[0].provider.identifier,
      },
    },
    // Synonyms the shop edits and the queries that found nothing (src/modules/search-tuning).
    { resolve: "./src/modules/search-tuning" },
    // Wishlists and autoship subscriptions (src/modules/wishlist, src/modules/subscription).
    { resolve: "./src/modules/wishlist" },
    { resolve: "./src/modules/subscription" },
    // Staff notes on orders, shown in the back-office's order history (src/modules/order-note).
    { resolve: "./src/modules/order-note" },
    // Administrators' staff roles and TOTP second factors (src/modules/staff, src/staff).
    { resolve: "./src/modules/staff" },
    {
      key: Modules.FULFILLMENT,
      resolve: "@medusajs/medusa/fulfillment",
      options: {
        providers: [
          { resolve: "@medusajs/medusa/fulfillment-manual", id: "manual" },
          // Calculated shipping by destination and weight (src/modules/ballena-shipping).
          { resolve: "./src/modules/ballena-shipping", id: "ballena" },
        ],
      },
    },
    {
      // The manual payment (pp_system_default) is always there; Stripe (pp_stripe_stripe) when
      // STRIPE_API_KEY is set — offered in the regions the seed or the back-office name.
      key: Modules.PAYMENT,
      resolve: "@medusajs/medusa/payment",
      options: {
        providers: settings.stripe
          ? [
              {
                resolve: "./src/modules/stripe-payment",
                id: "stripe",
                options: {
                  apiKey: settings.stripe.apiKey,
                  webhookSecret: settings.stripe.webhookSecret,
                  capture: settings.stripe.capture,
                  automaticPaymentMethods: true,
                  sdk: settings.stripe.sdk,
                },
              },
            ]
          : [],
      },
    },
    {
      key: Modules.AUTH,
      resolve: "@medusajs/medusa/auth",
      options: {
        providers: [
          // E-mail and password with a pepper kept outside the database (src/modules/password-pepper): Medusa's own
          // emailpass provider takes none, so ours takes its place under the same id.
          {
            resolve: "./src/modules/password-pepper",
            id: "emailpass",
            options: {
              pepper: settings.passwordPepper,
              hashConfig: { logN: settings.passwordHashLogN, r: 8, p: 1 },
            },
          },
          // OpenID Connect sign-in (src/modules/auth0); absent when no provider is configured.
          ...(auth0 ? [{ resolve: "./src/modules/auth0", id: "auth0", options: auth0 }] : []),
        ],
      },
    },
    {
      // Every e-mail the shop sends is a notification record (src/notifications, docs/emails.md).
      key: Modules.NOTIFICATION,
      resolve: "@medusajs/medusa/notification",
      options: {
        providers: [
          {
            resolve: "./src/modules/smtp-notification",
            id: "smtp",
            options: { channels: ["email"], smtp_url: settings.mail.smtpUrl, from: settings.mail.from },
          },
          {
            // The engine's own announcements to staff (a product export's CSV link, an import's
            // outcome) go to the "feed" channel; without a provider for it the export workflow
            // fails at its last step and undoes its file. Medusa's local provider records them;
            // the back-office lists them under Notifications with the file's link.
            resolve: "@medusajs/medusa/notification-local",
            id: "feed",
            options: { channels: ["feed"] },
          },
        ],
      },
    },
    {
      key: Modules.FILE,
      resolve: "@medusajs/medusa/file",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/file-local",
            id: "local",
            options: { backend_url: `${settings.publicUrl}/static` },
          },
        ],
      },
    },
  ],
})
