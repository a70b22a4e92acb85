import Fastify, { type FastifyInstance } from "fastify"
import { adminCookieName, registerAdminAuth } from "./admin-api/auth.js"
import { registerAdminApi } from "./admin-api/plugin.js"
import { registerAuth } from "./auth/plugin.js"
import { requestForLog } from "./auth/redact.js"
import type { GatewayConfig } from "./config.js"
import { registerGraphql } from "./graphql/plugin.js"
import { registerHealth } from "./health/plugin.js"
import { MedusaClient } from "./medusa/client.js"
import { message } from "./messages/errors.js"
import { createServices } from "./services.js"
import { registerWeb } from "./web/plugin.js"
import { registerSecurityHeaders } from "./web/security-headers.js"
import { bucketStore } from "./throttle/plugin.js"
import { registerPaymentWebhooks } from "./webhooks/plugin.js"
import { resources as adminResources } from "@vitalia/schema/admin/index"
import { clearsCatalog } from "./cache/admin-writes.js"
import type { ResourceDefinition } from "@vitalia/schema/admin/types"

/** The whole gateway as a Fastify instance; the server and the tests build the same app. */
export async function buildApp(
  config: GatewayConfig,
  options: {
    adminResources?: readonly ResourceDefinition[]
    /** Where log lines go instead of stdout (the tests read the security events there). */
    logStream?: { write(line: string): void }
  } = {}
): Promise<FastifyInstance> {
  const app = Fastify({
    // Request lines never show credentials: no headers, and codes and tokens in query strings are masked.
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: ["req.headers.authorization", "req.headers.cookie"],
      serializers: { req: requestForLog },
    },
    bodyLimit: 1024 * 1024,
    // Only the proxies TRUST_PROXY names may say who the client is (config.ts); none by default.
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
  })
  // Every route, as registered: the authorisation tests walk them (and docs can list them).
  const routeTable: { method: string; url: string }[] = []
  app.decorate("routeTable", routeTable)
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) if (method !== "HEAD") routeTable.push({ method, url: route.url })
  })
  const medusa = new MedusaClient({
    baseUrl: config.medusaUrl,
    publishableKey: config.publishableKey,
    edgeSecret: config.engineEdgeSecret,
    timeoutMs: config.medusaTimeoutMs,
  })

  // One error handler for every REST route: a clear 4xx with a message, never a stack trace.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) request.log.error({ err: error }, "unexpected error")
    return reply
      .code(status)
      .send({ message: status === 500 ? message(request, "INTERNAL_SERVER_ERROR") : error.message })
  })

  // Security headers on every answer, registered first so every route below has them.
  await registerSecurityHeaders(app, config)
  registerHealth(app, { medusa, runId: config.runId })
  // Payment providers' events: raw bytes to the engine's hook route, before sessions and sign-in limits.
  await registerPaymentWebhooks(app, {
    medusaUrl: config.medusaUrl,
    edgeSecret: config.engineEdgeSecret,
    ...config.webhooks,
  })
  // Sessions and sign-in attempt limits apply to the routes registered after them.
  await registerAuth(app, config)
  await registerAdminAuth(app, { medusa, config })
  const services = createServices(medusa, config, app.log)
  app.addHook("onClose", async () => {
    await services.catalogCache.close()
    await services.promotionsCache.close()
    await services.idempotency.close()
  })
  // Throttling by cost: the buckets are shared through Redis by every gateway when REDIS_URL is set.
  const buckets = bucketStore(config, app.log)
  app.addHook("onClose", async () => buckets.close())
  await registerGraphql(app, {
    schemaDir: config.schemaDir,
    services,
    throttle: config.throttle,
    buckets,
    explorer: config.graphqlExplorer,
  })
  // The back-office's REST adapter, generated from schema/admin; admin writes clear the caches of what they change.
  await registerAdminApi(app, {
    medusa,
    addresses: config,
    engine: {
      url: config.medusaUrl,
      publishableKey: config.publishableKey,
      edgeSecret: config.engineEdgeSecret,
      timeoutMs: config.medusaTimeoutMs,
    },
    resources: options.adminResources ?? adminResources,
    adminCookie: adminCookieName(config),
    afterWrite: async (resource) => {
      await services.promotions.invalidate()
      if (clearsCatalog(resource.name)) await services.catalogCache.invalidate()
    },
  })
  await registerWeb(app, {
    webDist: config.webDist,
    adminDist: config.adminDist,
    storefrontSsr: config.storefrontSsr,
    pageGeneration: () => services.catalogCache.generation(),
    catalogTtlMs: config.catalogCache.ttlMs,
    sessionCookieName: config.sessionCookieName,
    medusaUrl: config.medusaUrl,
    timeoutMs: config.medusaTimeoutMs,
  })
  return app
}

/** TRUST_PROXY as a hop count: the nearest `hops` addresses of the chain (the peer first) are proxies. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route of the app: method and URL pattern. */
    routeTable: { method: string; url: string }[]
  }
}
