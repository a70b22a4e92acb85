import { ApolloServer } from "@apollo/server"
import fastifyApollo, { fastifyApolloDrainPlugin } from "@as-integrations/fastify"
import type { FastifyInstance } from "fastify"
import { createContext, type GatewayContext } from "../context.js"
import type { Services } from "../services.js"
import { formatErrorWith, speakTheRequestsLanguage } from "./errors.js"
import { queryLimitsRule } from "./limits.js"
import { resolvers } from "./resolvers.js"
import { graphqlTransportErrors } from "./transport-errors.js"
import { loadTypeDefs } from "./schema.js"

/** The storefront GraphQL API at /graphql. */
export async function registerGraphql(
  app: FastifyInstance,
  options: { schemaDir: string; services: Services }
) {
  const apollo = new ApolloServer<GatewayContext>({
    typeDefs: loadTypeDefs(options.schemaDir),
    resolvers,
    validationRules: [queryLimitsRule()],
    formatError: formatErrorWith(app.log),
    includeStacktraceInErrorResponses: false,
    introspection: true,
    // Cookie sessions make CSRF a risk: simple requests without a preflight are refused.
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    plugins: [fastifyApolloDrainPlugin(app), speakTheRequestsLanguage<GatewayContext>()],
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
