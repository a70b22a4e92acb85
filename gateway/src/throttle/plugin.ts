import type { ApolloServerPlugin, GraphQLRequestListener, HTTPGraphQLHead } from "@apollo/server"
import type { FastifyBaseLogger } from "fastify"
import type { Bucket, GatewayConfig } from "../config.js"
import { shopError } from "../errors.js"
import { MemoryBuckets, RedisBuckets, type BucketStore } from "./buckets.js"
import { operationCost } from "./cost.js"

/** What `extensions.cost` says on every GraphQL answer, as Shopify's Storefront API does. */
export interface CostReport {
  requestedQueryCost: number
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number }
}

/** The buckets of the gateway: in Redis when gateways share it (REDIS_URL), else in this process. */
export function bucketStore(
  config: Pick<GatewayConfig, "redisUrl" | "redisPrefix">,
  log: FastifyBaseLogger
): BucketStore {
  let warned = 0
  return config.redisUrl
    ? new RedisBuckets(config.redisUrl, `${config.redisPrefix}:throttle`, (error) => {
        // Once a minute at most: a Redis outage must not flood the log.
        if (Date.now() - warned < 60_000) return
        warned = Date.now()
        log.warn({ err: error }, "throttling buckets unreachable in Redis: requests go through unthrottled")
      })
    : new MemoryBuckets()
}

/**
 * Throttling by cost (docs/operations.md): once an operation is known and valid, its cost
 * (throttle/cost.ts) is taken from the client's bucket — the signed-in customer's, else the
 * address's — and cart creations and other row-creating writes from their own, tighter buckets.
 * Over any budget: nothing runs, the answer is 429 `THROTTLED` with `retryAfterSeconds` (and a
 * Retry-After header). Every answer reports the cost and the budget left in `extensions.cost`.
 */
export function costThrottle<Context extends { client: () => Promise<string> }>(
  options: GatewayConfig["throttle"],
  buckets: BucketStore
): ApolloServerPlugin<Context> {
  const report = (cost: number, remaining: number): CostReport => ({
    requestedQueryCost: cost,
    throttleStatus: {
      maximumAvailable: options.cost.capacity,
      currentlyAvailable: remaining,
      restoreRate: options.cost.perSecond,
    },
  })
  /**
   * The answer's status and headers are set on the response itself before the error is thrown:
   * Apollo reads `extensions.http` only from errors of its own graphql build, and ours may be the other one.
   */
  const refuse = (http: HTTPGraphQLHead, retryAfterSeconds: number, extensions: Record<string, unknown>) => {
    http.status = 429
    http.headers.set("retry-after", String(retryAfterSeconds))
    return shopError("THROTTLED", { seconds: retryAfterSeconds }, { retryAfterSeconds, ...extensions })
  }
  return {
    // Apollo's hooks answer promises; requestDidStart and willSendResponse do their work at once.
    requestDidStart() {
      let cost: CostReport | undefined
      const listener: GraphQLRequestListener<Context> = {
        async didResolveOperation({ schema, document, operation, request, response, contextValue }) {
          if (!operation) return
          const weighed = operationCost(schema, document, operation, request.variables ?? {})
          // One that could never fit the bucket is refused as too complex, not told to wait forever.
          if (weighed.cost > options.cost.capacity) {
            response.http.status = 400
            throw shopError("QUERY_TOO_COMPLEX", undefined, {
              cost: report(weighed.cost, 0),
              maximumCost: options.cost.capacity,
            })
          }
          const client = await contextValue.client()
          const tight: [string, number, Bucket][] = [
            ["carts", weighed.carts, options.carts],
            ["creates", weighed.creates, options.creates],
          ]
          for (const [name, amount, bucket] of tight) {
            if (!amount) continue
            const taken = await buckets.take(`${name}:${client}`, amount, bucket)
            if (!taken.allowed) throw refuse(response.http, taken.retryAfterSeconds, { budget: name })
          }
          const taken = await buckets.take(`cost:${client}`, weighed.cost, options.cost)
          cost = report(weighed.cost, taken.remaining)
          if (!taken.allowed) throw refuse(response.http, taken.retryAfterSeconds, { budget: "cost", cost })
        },
        willSendResponse({ response }) {
          if (!cost || response.body.kind !== "single") return Promise.resolve()
          const result = response.body.singleResult
          result.extensions = { ...result.extensions, cost }
          return Promise.resolve()
        },
      }
      return Promise.resolve(listener)
    },
  }
}
