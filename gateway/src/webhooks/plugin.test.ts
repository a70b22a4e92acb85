import Fastify, { type FastifyInstance } from "fastify"
import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { Writable } from "node:stream"
import { afterEach, describe, expect, it } from "vitest"
import { registerPaymentWebhooks } from "./plugin.js"

/**
 * The forwarding itself, against a recording HTTP server in the engine's place (the suite
 * tests/integration/stripe-payments.test.ts runs it against the real engine): what reaches the
 * engine, what the provider is answered for each engine answer, and what is logged.
 */
interface Received {
  url: string
  headers: IncomingHttpHeaders
  body: Buffer
}

let engine: Server | undefined
let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  if (engine) await new Promise((resolve) => engine!.close(resolve))
  engine = app = undefined
})

async function setUp(answer: { status: number; delayMs?: number }, options: { timeoutMs?: number } = {}) {
  const received: Received[] = []
  engine = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      received.push({ url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) })
      setTimeout(
        () => response.writeHead(answer.status, { "content-type": "text/plain" }).end("Webhook Error: engine words"),
        answer.delayMs ?? 0
      )
    })
  })
  await new Promise<void>((resolve) => engine!.listen(0, "127.0.0.1", resolve))
  const lines: string[] = []
  const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) })
  app = Fastify({ logger: { level: "info", stream } })
  await registerPaymentWebhooks(app, {
    medusaUrl: `http://127.0.0.1:${(engine.address() as AddressInfo).port}`,
    edgeSecret: "the-gateways-edge-secret",
    timeoutMs: options.timeoutMs ?? 2_000,
    bodyLimit: 1024,
  })
  return { received, lines }
}

// Byte for byte as Stripe sent it: spacing and key order a JSON parser would not keep.
const EVENT = '{"id":"evt_1",  "type":"payment_intent.succeeded","data":{"object":{"id":"pi_1","amount":1050}}}'

const post = (headers: Record<string, string> = {}, payload: string = EVENT) =>
  app!.inject({
    method: "POST",
    url: "/webhooks/payment/stripe_stripe",
    headers: {
      "content-type": "application/json; charset=utf-8",
      "stripe-signature": "t=1,v1=abc",
      cookie: "vitalia_session=secret",
      authorization: "Bearer x",
      ...headers,
    },
    payload,
  })

describe("POST /webhooks/payment/:provider", () => {
  it("passes the raw bytes and the signature on, nothing of the caller's credentials; 200 when the engine accepted", async () => {
    const { received, lines } = await setUp({ status: 200 })
    const response = await post()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ received: true })
    expect(received).toHaveLength(1)
    expect(received[0].url).toBe("/hooks/payment/stripe_stripe")
    expect(received[0].body.toString("utf8")).toBe(EVENT)
    expect(received[0].headers["stripe-signature"]).toBe("t=1,v1=abc")
    expect(received[0].headers["content-type"]).toBe("application/json; charset=utf-8")
    expect(received[0].headers.cookie).toBeUndefined()
    expect(received[0].headers.authorization).toBeUndefined()
    // The engine answers only the gateway: its secret goes with the event.
    expect(received[0].headers["x-vitalia-edge"]).toBe("the-gateways-edge-secret")
    // Logged: provider and status, never the event.
    expect(lines.join("")).toContain('"provider":"stripe_stripe"')
    expect(lines.join("")).not.toContain("pi_1")
  })

  it("an event the engine refuses is 400 WEBHOOK_REFUSED in the caller's language, without the engine's words", async () => {
    const { lines } = await setUp({ status: 400 })
    const response = await post({ "accept-language": "en" })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: "WEBHOOK_REFUSED",
      message:
        "Payment notice refused: its signature is invalid, it is too old, or it is about no payment of the shop.",
    })
    expect(lines.join("")).not.toContain("pi_1")
  })

  it("an event the engine will not take unsigned is 401 WEBHOOK_UNSIGNED, coded and in the caller's language", async () => {
    await setUp({ status: 401 })
    const response = await post()
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      code: "WEBHOOK_UNSIGNED",
      message:
        "Aviso de pago rechazado: solo se aceptan avisos firmados de un proveedor de pago con aviso y secreto configurados.",
    })
  })

  it("an engine that does not answer in time is 503, so the provider retries", async () => {
    await setUp({ status: 200, delayMs: 1_000 }, { timeoutMs: 200 })
    const response = await post()
    expect(response.statusCode).toBe(503)
    expect(response.json<{ code: string }>().code).toBe("UPSTREAM_UNAVAILABLE")
  })

  it("refuses a body over the limit (413), an empty one (400) and a provider name that is not one (404) before the engine sees them", async () => {
    const { received } = await setUp({ status: 200 })
    const big = await post({}, "x".repeat(2048))
    expect(big.statusCode).toBe(413)
    expect(big.json()).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "El aviso de pago es demasiado grande (1 KiB como máximo).",
    })
    expect((await post({}, "")).statusCode).toBe(400)
    const odd = await app!.inject({
      method: "POST",
      url: "/webhooks/payment/Stripe%2F..",
      headers: { "content-type": "application/json" },
      payload: EVENT,
    })
    expect(odd.statusCode).toBe(404)
    expect(received).toHaveLength(0)
  })
})
