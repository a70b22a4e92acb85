import { randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A minimal local stand-in of Stripe's API for the tests (no internet here): only what
 * Medusa's Stripe provider calls during a checkout, a capture and a refund — PaymentIntents
 * (create, retrieve, update, cancel, capture), refunds and customers — with Stripe's
 * form-encoded requests, JSON answers, error shape and Idempotency-Key replays.
 *
 * Ours because the registry's stand-ins do not serve: `stripe-mock` is not on npm (it is a
 * Go binary), `stripe-stateful-mock` saw one day of releases (0.0.16, December 2024) and
 * brings an Express 4 server for the Charges-era API. docs/operations.md says so.
 *
 * What Stripe.js would do in a browser (confirming the card, 3-D Secure) the tests do with
 * `confirm(id, status)`; `close()` / `delayMs` make Stripe unreachable or slow.
 */
export interface StandInIntent {
  id: string
  object: "payment_intent"
  amount: number
  amount_capturable: number
  amount_received: number
  currency: string
  status: "requires_payment_method" | "requires_action" | "requires_capture" | "succeeded" | "canceled" | "processing"
  capture_method: string
  client_secret: string
  metadata: Record<string, string>
  customer: string | null
  payment_method: string | null
  last_payment_error: null
  next_action: { type: string } | null
  created: number
  livemode: false
  amount_refunded: number
}

type Form = { [key: string]: string | Form }

export class StripeStandIn {
  readonly intents = new Map<string, StandInIntent>()
  readonly refunds: { id: string; payment_intent: string; amount: number }[] = []
  /** Every request as "METHOD /path", in order. */
  readonly calls: string[] = []
  /** Each answer waits this long first (a slow Stripe). */
  delayMs = 0
  private readonly replays = new Map<string, { status: number; body: unknown }>()
  private server?: Server
  private sockets = new Set<import("node:net").Socket>()
  port = 0

  async start(port = 0): Promise<this> {
    const server = createServer((request, response) => void this.handle(request, response))
    server.on("connection", (socket) => {
      this.sockets.add(socket)
      socket.on("close", () => this.sockets.delete(socket))
    })
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject)
      server.listen(port || this.port, "127.0.0.1", resolve)
    })
    this.port = (server.address() as AddressInfo).port
    this.server = server
    return this
  }

  /** Stops answering: connections are refused until start() again on the same port. */
  async close() {
    const server = this.server
    this.server = undefined
    if (!server) return
    for (const socket of this.sockets) socket.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** What Stripe.js does once the shopper pays: the intent moves on (requires_capture for manual capture). */
  confirm(id: string, status: StandInIntent["status"] = "requires_capture") {
    const intent = this.intents.get(id)
    if (!intent) throw new Error(`No intent ${id}`)
    intent.payment_method = "pm_card_visa"
    intent.status = status
    intent.next_action = status === "requires_action" ? { type: "use_stripe_sdk" } : null
    if (status === "requires_capture") intent.amount_capturable = intent.amount
    if (status === "succeeded") intent.amount_received = intent.amount
    return intent
  }

  /** The intent made for an engine payment session (Medusa puts the session id in its metadata). */
  intentOfSession(sessionId: string) {
    return [...this.intents.values()].find((intent) => intent.metadata.session_id === sessionId)
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs))
    const url = new URL(request.url ?? "/", "http://stand-in")
    const method = request.method ?? "GET"
    this.calls.push(`${method} ${url.pathname}`)
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        "content-type": "application/json",
        "request-id": `req_${randomBytes(6).toString("hex")}`,
      })
      response.end(JSON.stringify(body))
    }
    if (!/^Bearer sk_/.test(String(request.headers.authorization ?? ""))) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } })
    }
    const key = request.headers["idempotency-key"]
    const replayKey = typeof key === "string" && method === "POST" ? `${url.pathname} ${key}` : undefined
    const replayed = replayKey ? this.replays.get(replayKey) : undefined
    if (replayed) return send(replayed.status, replayed.body)
    const form = parseForm(Buffer.concat(chunks).toString("utf8"))
    const [status, body] = this.route(method, url.pathname, form)
    if (replayKey) this.replays.set(replayKey, { status, body })
    send(status, body)
  }

  private route(method: string, path: string, form: Form): [number, unknown] {
    const parts = path.split("/").filter(Boolean) // ["v1", "payment_intents", id?, action?]
    if (parts[0] !== "v1") return notFound(path)
    if (parts[1] === "payment_intents") {
      if (parts.length === 2 && method === "POST") return [200, this.create(form)]
      const intent = parts[2] ? this.intents.get(parts[2]) : undefined
      if (!intent)
        return [
          404,
          {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: `No such payment_intent: '${parts[2]}'`,
            },
          },
        ]
      if (parts.length === 3 && method === "GET") return [200, intent]
      if (parts.length === 3 && method === "POST") {
        if (typeof form.amount === "string") intent.amount = Number(form.amount)
        return [200, intent]
      }
      if (parts[3] === "cancel" && method === "POST") {
        if (intent.status === "succeeded") return unexpectedState(intent, "cancel")
        intent.status = "canceled"
        return [200, intent]
      }
      if (parts[3] === "capture" && method === "POST") {
        if (intent.status !== "requires_capture") return unexpectedState(intent, "capture")
        const amount =
          typeof form.amount_to_capture === "string" ? Number(form.amount_to_capture) : intent.amount_capturable
        intent.status = "succeeded"
        intent.amount_received = amount
        intent.amount_capturable = 0
        return [200, intent]
      }
    }
    if (parts[1] === "refunds" && parts.length === 2 && method === "POST") {
      const intent = this.intents.get(String(form.payment_intent))
      if (!intent || intent.status !== "succeeded") {
        return [
          400,
          {
            error: {
              type: "invalid_request_error",
              code: "charge_not_captured",
              message: "This PaymentIntent has no captured charge to refund.",
            },
          },
        ]
      }
      const amount =
        typeof form.amount === "string" ? Number(form.amount) : intent.amount_received - intent.amount_refunded
      if (amount > intent.amount_received - intent.amount_refunded) {
        return [
          400,
          {
            error: {
              type: "invalid_request_error",
              code: "amount_too_large",
              message: "Refund amount is greater than the unrefunded amount.",
            },
          },
        ]
      }
      intent.amount_refunded += amount
      const refund = {
        id: `re_${randomBytes(8).toString("hex")}`,
        object: "refund",
        payment_intent: intent.id,
        amount,
        currency: intent.currency,
        status: "succeeded",
      }
      this.refunds.push(refund)
      return [200, refund]
    }
    if (parts[1] === "customers" && method === "POST") {
      return [
        200,
        {
          id: parts[2] ?? `cus_${randomBytes(8).toString("hex")}`,
          object: "customer",
          email: form.email ?? null,
          name: form.name ?? null,
        },
      ]
    }
    return notFound(path)
  }

  private create(form: Form): StandInIntent {
    const id = `pi_${randomBytes(12).toString("hex")}`
    const metadata = typeof form.metadata === "object" ? flat(form.metadata) : {}
    const intent: StandInIntent = {
      id,
      object: "payment_intent",
      amount: Number(form.amount),
      amount_capturable: 0,
      amount_received: 0,
      amount_refunded: 0,
      currency: String(form.currency),
      status: "requires_payment_method",
      capture_method: typeof form.capture_method === "string" ? form.capture_method : "automatic",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      metadata,
      customer: typeof form.customer === "string" ? form.customer : null,
      payment_method: null,
      last_payment_error: null,
      next_action: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    }
    this.intents.set(id, intent)
    return intent
  }
}

function unexpectedState(intent: StandInIntent, what: string): [number, unknown] {
  return [
    400,
    {
      error: {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message: `This PaymentIntent's ${what} could not be performed because it has a status of ${intent.status}.`,
        payment_intent: intent,
      },
    },
  ]
}

function notFound(path: string): [number, unknown] {
  return [
    404,
    {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${path}); the stand-in serves only what the tests use.`,
      },
    },
  ]
}

function flat(form: Form): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string")
  )
}

/** Stripe's form encoding: `metadata[session_id]=x&automatic_payment_methods[enabled]=true`. */
function parseForm(text: string): Form {
  const form: Form = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = name.replace(/\]/g, "").split("[")
    let node = form
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = value
      else {
        const next = node[key]
        node = typeof next === "object" ? next : (node[key] = {})
      }
    })
  }
  return form
}
