import type { CodegenConfig } from "@graphql-codegen/cli"

/** The storefront schema: these files are what the gateway serves (GET /graphql/schema.graphql prints them). */
const STOREFRONT = "schema/storefront/*.graphql"

/**
 * schema/storefront/*.graphql → resolver types for the gateway and typed documents for the web and
 * the example client (client preset). Run by `npm run codegen`; the output is generated, not committed.
 * The example client reads the schema as a running shop serves it when SHOP_SCHEMA_URL names one
 * (e.g. http://localhost:8080/graphql/schema.graphql), as a client outside this repository would.
 */
const config: CodegenConfig = {
  ignoreNoDocuments: true,
  generates: {
    "gateway/src/generated/graphql.ts": {
      schema: STOREFRONT,
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../context.js#GatewayContext",
        useTypeImports: true,
        enumsAsTypes: true,
        // Types whose fields have their own resolvers: resolvers return the service's shape.
        mappers: {
          Customer: "../account/service.js#CustomerShape",
          Cart: "../cart/shape.js#CartShape",
          Region: "../catalog/shapes.js#Region as RegionShape",
          WishlistItem: "../wishlist/service.js#WishlistItemShape",
          MyPartner: "../partner/service.js#MyPartnerShape",
        },
      },
    },
    "web/src/gql/": {
      schema: STOREFRONT,
      preset: "client",
      documents: ["web/src/**/*.{ts,tsx}", "!web/src/gql/**"],
      config: { useTypeImports: true, enumsAsTypes: true },
      presetConfig: { fragmentMasking: false },
    },
    "examples/buy/src/gql/": {
      schema: process.env.SHOP_SCHEMA_URL || STOREFRONT,
      preset: "client",
      documents: ["examples/buy/src/**/*.ts", "!examples/buy/src/gql/**"],
      // Node runs the example as ES modules: its imports name their files with .js.
      config: { useTypeImports: true, enumsAsTypes: true, emitLegacyCommonJSImports: false },
      presetConfig: { fragmentMasking: false },
    },
  },
}

export default config
