import { ApolloServer } from "@apollo/server"
import fastifyApollo, { fastifyApolloDrainPlugin } from "@as-integrations/fastify"
import type { FastifyInstance } from "fastify"
import { CatalogService } from "../catalog/service.js"
import { catalogResolvers } from "../catalog/resolvers.js"
import type { GatewayContext } from "../context.js"
import type { Resolvers } from "../generated/graphql.js"
import type { MedusaClient } from "../medusa/client.js"
import { formatErrorWith } from "./errors.js"
import { queryLimitsRule } from "./limits.js"
import { loadTypeDefs } from "./schema.js"

const rootResolvers: Resolvers = { Query: { ping: () => true } }

/** The storefront GraphQL API at /graphql. */
export async function registerGraphql(
  app: FastifyInstance,
  options: { schemaDir: string; medusa: MedusaClient; production: boolean }
) {
  const apollo = new ApolloServer<GatewayContext>({
    typeDefs: loadTypeDefs(options.schemaDir),
    resolvers: [rootResolvers, catalogResolvers] as never,
    validationRules: [queryLimitsRule()],
    formatError: formatErrorWith(app.log),
    includeStacktraceInErrorResponses: false,
    introspection: true,
    // Cookie sessions make CSRF a risk: simple requests without a preflight are refused.
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    plugins: [fastifyApolloDrainPlugin(app)],
  })
  await apollo.start()
  const catalog = new CatalogService(options.medusa)
  await app.register(fastifyApollo(apollo), {
    path: "/graphql",
    context: async (): Promise<GatewayContext> => ({ catalog }),
  })
}
