import type { CodegenConfig } from "@graphql-codegen/cli"

/**
 * schema/storefront/*.graphql → resolver types for the gateway and typed
 * documents for the web (client preset). Run by `npm run codegen`; the output
 * is generated, not committed.
 */
const config: CodegenConfig = {
  schema: "schema/storefront/*.graphql",
  ignoreNoDocuments: true,
  generates: {
    "gateway/src/generated/graphql.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../context.js#GatewayContext",
        useTypeImports: true,
        enumsAsTypes: true,
        // Types whose fields have their own resolvers: resolvers return the service's shape.
        mappers: {
          Customer: "../account/service.js#CustomerShape",
          Cart: "../cart/shape.js#CartShape",
          Region: "../catalog/service.js#Region as RegionShape",
          WishlistItem: "../wishlist/service.js#WishlistItemShape",
          MyPartner: "../partner/service.js#MyPartnerShape",
        },
      },
    },
    "web/src/gql/": {
      preset: "client",
      documents: ["web/src/**/*.{ts,tsx}", "!web/src/gql/**"],
      config: { useTypeImports: true, enumsAsTypes: true },
      presetConfig: { fragmentMasking: false },
    },
  },
}

export default config
