import { Modules } from "@medusajs/framework/utils"

/**
 * With REDIS_URL set, the engine's distributed modules replace the in-memory
 * ones so that servers and workers share events, workflows, cache and locks.
 * `prefix` (REDIS_PREFIX) keeps shops that share one Redis apart.
 */
export function redisModules(redisUrl: string | undefined, prefix: string) {
  if (!redisUrl) return []
  return [
    {
      key: Modules.EVENT_BUS,
      resolve: "@medusajs/medusa/event-bus-redis",
      options: { redisUrl, queueName: `${prefix}-events` },
    },
    {
      key: Modules.WORKFLOW_ENGINE,
      resolve: "@medusajs/medusa/workflow-engine-redis",
      options: { redis: { redisUrl, queueName: `${prefix}-workflows`, jobQueueName: `${prefix}-workflow-jobs` } },
    },
    {
      key: Modules.CACHE,
      resolve: "@medusajs/medusa/cache-redis",
      options: { redisUrl, namespace: `${prefix}-cache` },
    },
    {
      key: Modules.LOCKING,
      resolve: "@medusajs/medusa/locking",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/locking-redis",
            id: "locking-redis",
            is_default: true,
            options: { redisUrl, namespace: `${prefix}-locks` },
          },
        ],
      },
    },
  ]
}
