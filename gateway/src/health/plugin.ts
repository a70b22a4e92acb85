import type { FastifyInstance } from "fastify"
import type { MedusaClient } from "../medusa/client.js"

/**
 * GET /health: the gateway process answers (liveness), with the launcher's run
 * id when a launcher started it (`run`: how `npm start` tells its own gateway
 * from anything else on the port).
 * GET /ready: the engine answers too (readiness); 503 with the reason otherwise.
 */
export function registerHealth(app: FastifyInstance, options: { medusa: MedusaClient; runId?: string }) {
  app.get("/health", () => Promise.resolve(options.runId ? { status: "ok", run: options.runId } : { status: "ok" }))
  app.get("/ready", async (_request, reply) => {
    try {
      await options.medusa.get("/store/regions", { query: { limit: 1, fields: "id" } })
      return { status: "ready" }
    } catch (error) {
      return reply.code(503).send({ status: "unavailable", message: (error as Error).message })
    }
  })
}
