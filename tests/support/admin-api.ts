import type { FastifyInstance } from "fastify"
import request from "supertest"
import { expect } from "vitest"

/**
 * The back-office's calls, as a test makes them: a declared action of a definition
 * (POST /admin-api/<res>/<id>/actions/<name>, or /admin-api/<res>/actions/<name>
 * with `id` null) and one record (GET /admin-api/<res>/<id>), each expected to succeed.
 */
export function adminApi(app: FastifyInstance, admin: Record<string, string>) {
  return {
    async act(resource: string, id: string | null, action: string, body: Record<string, unknown> = {}) {
      const path = id === null ? `/admin-api/${resource}/actions/${action}` : `/admin-api/${resource}/${id}/actions/${action}`
      const response = await request(app.server).post(path).set(admin).send(body)
      expect(response.status, `${resource}.${action}: ${JSON.stringify(response.body)}`).toBe(200)
      return response.body.result as Record<string, any>
    },
    async show(resource: string, id: string) {
      const response = await request(app.server).get(`/admin-api/${resource}/${id}`).set(admin)
      expect(response.status).toBe(200)
      return response.body as Record<string, any>
    },
  }
}
