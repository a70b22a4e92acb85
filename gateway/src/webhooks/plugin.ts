import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { ENGINE_EDGE_REFUSED, edgeHeaders } from "@vitalia/schema/edge"
import { message } from "../messages/errors.js"

export interface PaymentWebhookOptions {
  /** The engine's base URL; its hook route is /hooks/payment/<provider>. */
  medusaUrl: string
  /** The gateway's secret the engine's hook route asks for (ENGINE_EDGE_SECRET). */
  edgeSecret: string
  /** How long the engine may take to accept an event (WEBHOOK_TIMEOUT_MS). */
  timeoutMs: number
  /** The largest event accepted, in bytes (WEBHOOK_BODY_LIMIT). */
  bodyLimit: number
}

/** A payment provider as the engine names its hook route: `stripe_stripe` for pp_stripe_stripe. */
const PROVIDER = /^[a-z0-9]+(?:_[a-z0-9-]+)+$/

/**
 * What reaches the engine besides the body: its media type, and the provider's signature
 * headers (Stripe's `stripe-signature`; any header whose name holds "signature"). Nothing
 * else of the caller — no cookie, no authorisation — is passed on.
 */
function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {
    "content-type": String(request.headers["content-type"] ?? "application/json"),
  }
  for (const [name, value] of Object.entries(request.headers)) {
    if (/signature/i.test(name) && typeof value === "string") headers[name] = value
  }
  const agent = request.headers["user-agent"]
  if (typeof agent === "string") headers["user-agent"] = agent
  return headers
}

/**
 * POST /webhooks/payment/:provider — the only way payment providers' events reach the engine
 * (docs/architecture.md: the engine listens on loopback). The body goes on byte for byte, as received, so
 * the provider's signature still verifies on the engine (commerce/src/api/hooks/payment); the
 * answer is 200 only when the engine accepted the event. Refused: an unknown provider (404), a
 * provider that signs no events (the manual one) or an event without its signature (401
 * WEBHOOK_UNSIGNED, the engine's decision), a
 * body over the limit (413), an event the engine would not take — a bad signature, an event
 * too old (replayed) or about no payment of the shop (400); an engine that did not answer in
 * time is 503, so the provider retries. Logged with provider, status and reason, never the body.
 */
export async function registerPaymentWebhooks(app: FastifyInstance, options: PaymentWebhookOptions) {
  // eslint-disable-next-line @typescript-eslint/require-await -- a Fastify plugin: async, so that a throw while registering becomes the rejection register() reports (avvio calls plugins without a try)
  await app.register(async (scope) => {
    // Raw bytes for every media type: a parsed and re-serialised body would not verify.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: options.bodyLimit }, (_request, body, done) =>
      done(null, body)
    )
    scope.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        request.log.warn({ provider: providerOf(request), status: 413 }, "payment webhook refused: body too large")
        return reply.code(413).send({
          code: "PAYLOAD_TOO_LARGE",
          message: message(request, "WEBHOOK_TOO_LARGE", { kib: Math.floor(options.bodyLimit / 1024) }),
        })
      }
      request.log.error({ err: error, provider: providerOf(request) }, "payment webhook failed")
      return reply.code(500).send({ code: "INTERNAL_SERVER_ERROR", message: message(request, "INTERNAL_SERVER_ERROR") })
    })
    scope.post<{ Params: { provider: string } }>(
      "/webhooks/payment/:provider",
      { bodyLimit: options.bodyLimit },
      (request, reply) => forward(request, reply, options)
    )
  })
}

function providerOf(request: FastifyRequest): string | undefined {
  return (request.params as { provider?: string } | undefined)?.provider
}

async function forward(
  request: FastifyRequest<{ Params: { provider: string } }>,
  reply: FastifyReply,
  options: PaymentWebhookOptions
) {
  const { provider } = request.params
  const refuse = (status: number, code: string, reason: string, text: string) => {
    request.log.warn({ provider, status, reason }, "payment webhook refused")
    return reply.code(status).send({ code, message: text })
  }
  if (!PROVIDER.test(provider))
    return refuse(404, "NOT_FOUND", "unknown provider name", message(request, "WEBHOOK_PROVIDER_UNKNOWN"))
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
  if (body.length === 0) return refuse(400, "WEBHOOK_REFUSED", "empty body", message(request, "WEBHOOK_REFUSED"))

  let answer: Response
  try {
    answer = await fetch(`${options.medusaUrl}/hooks/payment/${provider}`, {
      method: "POST",
      headers: { ...forwardedHeaders(request), ...edgeHeaders(options.edgeSecret) },
      // The received bytes, as they are (a copy into a plain ArrayBuffer, which every fetch typing takes).
      body: Uint8Array.from(body).buffer,
      signal: AbortSignal.timeout(options.timeoutMs),
    })
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError"
        ? `no answer within ${options.timeoutMs} ms`
        : "engine unreachable"
    return refuse(503, "UPSTREAM_UNAVAILABLE", reason, message(request, "UPSTREAM_UNAVAILABLE"))
  }
  if (answer.status === 401) {
    // Its body is read for the code only (the body can be read once: nothing else reads it).
    const code = ((await answer.json().catch(() => null)) as { code?: unknown } | null)?.code
    // The engine refused the gateway itself (ENGINE_EDGE_SECRET differs): unavailable, so the provider retries.
    if (code === ENGINE_EDGE_REFUSED)
      return refuse(
        503,
        "UPSTREAM_UNAVAILABLE",
        "engine refused the gateway's edge secret",
        message(request, "UPSTREAM_UNAVAILABLE")
      )
    return refuse(
      401,
      "WEBHOOK_UNSIGNED",
      "unsigned, or a provider without signed events",
      message(request, "WEBHOOK_UNSIGNED")
    )
  }
  // The engine's words (which may quote the event) stay out of the answer and the log.
  await answer.body?.cancel()
  if (answer.ok) {
    request.log.info({ provider, status: 200 }, "payment webhook accepted")
    return reply.code(200).send({ received: true })
  }
  if (answer.status === 404)
    return refuse(404, "NOT_FOUND", "the engine has no such provider", message(request, "WEBHOOK_PROVIDER_UNKNOWN"))
  if (answer.status >= 500)
    return refuse(
      503,
      "UPSTREAM_UNAVAILABLE",
      `engine answered ${answer.status}`,
      message(request, "UPSTREAM_UNAVAILABLE")
    )
  return refuse(400, "WEBHOOK_REFUSED", `engine refused (${answer.status})`, message(request, "WEBHOOK_REFUSED"))
}
