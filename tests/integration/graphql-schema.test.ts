import type { FastifyInstance } from "fastify"
import { buildClientSchema, buildSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery } from "graphql"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildGateway, graphql } from "../support/gateway.js"

/**
 * The schema as a file (GET /graphql/schema.graphql) for code generators and clients that read one
 * (examples/, docs/api.md), and the explorer page a browser gets at GET /graphql (graphql/explorer.ts).
 */
let app: FastifyInstance
beforeAll(async () => (app = await buildGateway()))
afterAll(() => app.close())

describe("GET /graphql/schema.graphql", () => {
  it("is SDL that graphql's buildSchema reads, and the very schema the server answers by introspection", async () => {
    const response = await request(app.server).get("/graphql/schema.graphql")
    expect(response.status).toBe(200)
    expect(response.headers["content-type"]).toMatch(/^text\/plain/)
    const served = buildSchema(response.text)
    // Type references four deep cover every type of this schema ([X!]! is three) and stay within the
    // gateway's depth limit (graphql/limits.ts), which refuses the default introspection query's nine.
    const answer = await graphql<IntrospectionQuery>(
      app,
      getIntrospectionQuery({ descriptions: true, schemaDescription: true, typeDepth: 4, inputValueDeprecation: true })
    )
    expect(answer.errors).toBeUndefined()
    const introspected = buildClientSchema(answer.data!)
    expect(printSchema(served)).toBe(printSchema(introspected))
    // Not an empty shell: the storefront's operations are there, with their descriptions.
    expect(served.getQueryType()?.getFields().searchProducts?.description).toMatch(/Product search/)
    expect(served.getMutationType()?.getFields().completeCart).toBeDefined()
  })
})

describe("GET /graphql in a browser", () => {
  it("serves the explorer with a fresh nonce on every script and in the page's policy", async () => {
    const pages = await Promise.all(
      [1, 2].map(() => request(app.server).get("/graphql").set("accept", "text/html,application/xhtml+xml"))
    )
    const nonces = pages.map((page) => {
      expect(page.status).toBe(200)
      expect(page.headers["content-type"]).toMatch(/^text\/html/)
      const nonce = page.headers["content-security-policy"].match(/script-src 'nonce-([^']+)' 'strict-dynamic'/)?.[1]
      expect(nonce).toBeTruthy()
      const scripts = page.text.match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) {
        expect(script).toContain(`nonce="${nonce}"`)
        expect(script).toMatch(/src="\/graphql\/explorer\/assets\//)
      }
      return nonce
    })
    expect(nonces[0]).not.toBe(nonces[1])
    // Its files come from the gateway too.
    const script = pages[0].text.match(/src="(\/graphql\/explorer\/assets\/[^"]+\.js)"/)![1]
    const file = await request(app.server).get(script)
    expect(file.status).toBe(200)
    expect(file.headers["content-type"]).toMatch(/javascript/)
  })

  it("a GraphQL GET (with `query`) is still answered as GraphQL", async () => {
    const answer = await request(app.server)
      .get("/graphql")
      .query({ query: "{ regions { id } }" })
      .set("accept", "text/html,application/json")
      .set("apollo-require-preflight", "true")
    expect(answer.status).toBe(200)
    expect((JSON.parse(answer.text) as { data: { regions: unknown[] } }).data.regions.length).toBeGreaterThan(0)
  })

  it("GRAPHQL_EXPLORER=off: no page (as in production by default), the schema file stays", async () => {
    const off = await buildGateway({ GRAPHQL_EXPLORER: "off" })
    try {
      const page = await request(off.server).get("/graphql").set("accept", "text/html")
      expect(page.headers["content-type"] ?? "").not.toMatch(/text\/html/)
      expect((await request(off.server).get("/graphql/explorer/index.html")).status).toBe(404)
      expect((await request(off.server).get("/graphql/schema.graphql")).status).toBe(200)
    } finally {
      await off.close()
    }
  })
})
