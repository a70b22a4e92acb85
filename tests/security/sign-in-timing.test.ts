import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoStaff } from "../../commerce/src/scripts/seed/accounts.js"
import { registerShopper } from "../support/engine.js"
import { buildGateway } from "../support/gateway.js"

/**
 * A failed sign-in takes as long for an e-mail nobody has as for a known one with a wrong
 * password (docs/auth.md, "Failed sign-ins take the same time"): without that, the answer's
 * time alone tells who has an account. Eight tries of each, taken in turns, compared by median;
 * loose bounds, as the machine running the tests is busy.
 */
let app: FastifyInstance
/**
 * Eight measured tries and one warm-up: nine failures for the known account, under the engine's own
 * limit of ten failed sign-ins per account a minute (docs/auth.md), which would answer the tenth 429.
 * The known accounts are ones no other test signs in to wrongly: a shopper made here, a staff member.
 */
const TRIES = 8

const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`

async function timed(attempt: () => Promise<{ status: number; body: any }>, expectFailed: (body: any) => void) {
  const started = process.hrtime.bigint()
  const answer = await attempt()
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  expectFailed(answer)
  return ms
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2
}

async function compare(signIn: (email: string) => Promise<number>, knownEmail: string) {
  const known: number[] = []
  const unknown: number[] = []
  // One of each first, unmeasured: the first call of a route warms caches on both sides.
  await signIn(knownEmail)
  await signIn(`nadie.${Date.now()}@vitalia.test`)
  for (let i = 0; i < TRIES; i++) {
    known.push(await signIn(knownEmail))
    unknown.push(await signIn(`nadie.${Date.now()}.${i}@vitalia.test`))
  }
  process.stdout.write(
    `[timing] known median ${median(known).toFixed(1)} ms, unknown median ${median(unknown).toFixed(1)} ms\n`
  )
  return { known: median(known), unknown: median(unknown) }
}

beforeAll(async () => {
  // Many wrong passwords on purpose: the per-address budget is another test's subject.
  app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })
})
afterAll(() => app?.close())

describe("sign-in time does not tell whether an e-mail has an account", () => {
  it("at the storefront's login", async () => {
    const { known, unknown } = await compare(
      (email) =>
        timed(
          () =>
            request(app.server)
              .post("/graphql")
              .set("content-type", "application/json")
              .send({ query: LOGIN, variables: { email, password: "no-es-la-clave-2026" } }),
          (answer) => expect(answer.body.errors?.[0]?.extensions?.code).toBe("AUTHENTICATION_FAILED")
        ),
      (await registerShopper({ first_name: "Tiempo", last_name: "Igual" })).email
    )
    expect(unknown).toBeGreaterThanOrEqual(known * 0.5)
  })

  it("at the back-office's login", async () => {
    const { known, unknown } = await compare(
      (email) =>
        timed(
          () => request(app.server).post("/admin-api/auth/login").send({ email, password: "no-es-la-clave-2026" }),
          (answer) => {
            expect(answer.status).toBe(401)
            expect(answer.body.code).toBe("AUTHENTICATION_FAILED")
          }
        ),
      demoStaff.find((member) => member.role === "partner_support")!.email
    )
    expect(unknown).toBeGreaterThanOrEqual(known * 0.5)
  })
})
