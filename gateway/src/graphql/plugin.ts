import { ApolloServer } from "@apollo/server"
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled"
import fastifyApollo, { fastifyApolloDrainPlugin } from "@as-integrations/fastify"
import type { FastifyInstance } from "fastify"
import { createContext, type GatewayContext } from "../context.js"
import type { GatewayConfig } from "../config.js"
import type { Services } from "../services.js"
import type { BucketStore } from "../throttle/buckets.js"
import { costThrottle } from "../throttle/plugin.js"
import { formatErrorWith, speakTheRequestsLanguage } from "./errors.js"
import { QUERY_LIMITS, queryLimitsRule } from "./limits.js"
import { resolvers } from "./resolvers.js"
import { graphqlTransportErrors } from "./transport-errors.js"
import { loadTypeDefs } from "./schema.js"

/** The storefront GraphQL API at /graphql. */
export async function registerGraphql(
  app: FastifyInstance,
  options: { schemaDir: string; services: Services; throttle: GatewayConfig["throttle"]; buckets: BucketStore }
) {
  const apollo = new ApolloServer<GatewayContext>({
    typeDefs: loadTypeDefs(options.schemaDir),
    resolvers,
    // The parser stops at maxTokens; depth, fields and aliases are checked by the rule after parsing.
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    validationRules: [queryLimitsRule()],
    formatError: formatErrorWith(app.log),
    includeStacktraceInErrorResponses: false,
    introspection: true,
    // Cookie sessions make CSRF a risk: simple requests without a preflight are refused.
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    plugins: [
      // No page at a browser's GET /graphql: Apollo's (development sandbox or production landing page)
      // loads its script from Apollo's CDN, which our Content-Security-Policy blocks anyway and a
      // shop should not serve. GraphQL clients POST to /graphql; the schema is there by introspection.
      ApolloServerPluginLandingPageDisabled(),
      fastifyApolloDrainPlugin(app),
      speakTheRequestsLanguage<GatewayContext>(),
      ...(options.throttle.enabled ? [costThrottle<GatewayContext>(options.throttle, options.buckets)] : []),
    ],
  })
  await apollo.start()
  await app.register(async (scope) => {
    scope.setErrorHandler(graphqlTransportErrors(app.errorHandler))
    await scope.register(fastifyApollo(apollo), {
      path: "/graphql",
      context: async (request, reply) => createContext(options.services, request, reply),
    })
  })
}
