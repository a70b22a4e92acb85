import { ApolloServer } from "@apollo/server"
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled"
import fastifyApollo, { fastifyApolloDrainPlugin } from "@as-integrations/fastify"
import type { FastifyInstance } from "fastify"
import { buildSchema, printSchema } from "graphql"
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
import { registerExplorer } from "./explorer.js"

/** The storefront GraphQL API at /graphql. */
export async function registerGraphql(
  app: FastifyInstance,
  options: {
    schemaDir: string
    services: Services
    throttle: GatewayConfig["throttle"]
    buckets: BucketStore
    explorer: GatewayConfig["graphqlExplorer"]
  }
) {
  const typeDefs = loadTypeDefs(options.schemaDir)
  // The schema as SDL (types, descriptions, deprecations), built from the same files Apollo builds from;
  // tests/integration/graphql-schema.test.ts checks it against what the server answers by introspection.
  const sdl = `${printSchema(buildSchema(typeDefs))}\n`
  const apollo = new ApolloServer<GatewayContext>({
    typeDefs,
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
      // Not Apollo's page at a browser's GET /graphql: it (development sandbox or production landing
      // page) loads its script from Apollo's CDN, which our Content-Security-Policy blocks and a shop
      // should not serve. Our own explorer answers there instead when it is on (explorer.ts).
      ApolloServerPluginLandingPageDisabled(),
      fastifyApolloDrainPlugin(app),
      speakTheRequestsLanguage<GatewayContext>(),
      ...(options.throttle.enabled ? [costThrottle<GatewayContext>(options.throttle, options.buckets)] : []),
    ],
  })
  await apollo.start()
  // The schema as SDL, for code generators and clients that read a file (examples/, docs/api.md).
  app.get("/graphql/schema.graphql", async (_request, reply) =>
    reply.header("content-type", "text/plain; charset=utf-8").header("cache-control", "no-cache").send(sdl)
  )
  const explorerPage = options.explorer.enabled ? await registerExplorer(app, options.explorer.dist) : null
  await app.register(async (scope) => {
    scope.setErrorHandler(graphqlTransportErrors(app.errorHandler))
    if (explorerPage) scope.addHook("onRequest", explorerPage)
    await scope.register(fastifyApollo(apollo), {
      path: "/graphql",
      context: async (request, reply) => createContext(options.services, request, reply),
    })
  })
}
