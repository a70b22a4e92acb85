import type { FastifyInstance } from "fastify"
import request from "supertest"
import { inject } from "vitest"
import { buildApp } from "../../gateway/src/app.js"
import { loadConfig } from "../../gateway/src/config.js"

/** The environment of a gateway in front of the suite's engine: its address, publishable key and edge secret. */
export function gatewayEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: "test",
    MEDUSA_URL: inject("engineUrl"),
    MEDUSA_PUBLISHABLE_KEY: inject("publishableKey"),
    ENGINE_EDGE_SECRET: inject("engineEdgeSecret"),
    ...overrides,
  }
}

/** The gateway app, built in-process exactly as the server builds it, against the suite's engine. */
export async function buildGateway(
  overrides: Record<string, string> = {},
  options: Parameters<typeof buildApp>[1] = {}
): Promise<FastifyInstance> {
  const config = loadConfig(gatewayEnv(overrides))
  const app = await buildApp(config, options)
  await app.ready()
  return app
}

/** Headers of a client that reads English (docs/product.md §8's messages are the English ones; Spanish is the default). */
export const ENGLISH = { "accept-language": "en" } as const

export interface GraphqlAnswer<T> {
  status: number
  data: T | null
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[]
}

/** POSTs one GraphQL operation as a browser would (JSON, same origin). */
export async function graphql<T = Record<string, any>>(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {}
): Promise<GraphqlAnswer<T>> {
  const response = await request(app.server)
    .post("/graphql")
    .set("content-type", "application/json")
    .set(headers)
    .send({ query, variables })
  return { status: response.status, data: response.body.data ?? null, errors: response.body.errors }
}
