import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildGateway } from "../support/gateway.js"

/**
 * An automatic persisted query whose hash is not the query's is the client's mistake: a coded
 * 400 with a message in the client's language (docs/api.md), not INTERNAL_SERVER_ERROR.
 */
let app: FastifyInstance

beforeAll(async () => {
  app = await buildGateway()
})
afterAll(() => app?.close())

const mismatched = (headers: Record<string, string> = {}) =>
  request(app.server)
    .post("/graphql")
    .set("content-type", "application/json")
    .set(headers)
    .send({
      query: "{ regions { id } }",
      extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } },
    })

describe("automatic persisted queries", () => {
  it("answers a hash that is not the query's with a coded 400, in Spanish and English", async () => {
    const answer = await mismatched()
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toHaveLength(1)
    expect(answer.body.errors[0].extensions.code).toBe("PERSISTED_QUERY_HASH_MISMATCH")
    expect(answer.body.errors[0].message).toBe(
      "El hash de la consulta persistida no corresponde a la consulta: calcula el SHA-256 de la consulta enviada o envía la consulta sin hash."
    )
    const english = await mismatched({ "accept-language": "en" })
    expect(english.status).toBe(400)
    expect(english.body.errors[0].message).toBe(
      "The persisted query's hash does not match the query: send the SHA-256 of the query you send, or send the query without a hash."
    )
  })
})
