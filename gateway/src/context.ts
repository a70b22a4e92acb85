import type { FastifyReply, FastifyRequest } from "fastify"
import { Caller } from "./account/caller.js"
import { readEngineToken } from "./auth/engine-token.js"
import { cookieSession, sessionFor, type Session } from "./auth/session.js"
import { languageOf, type Language } from "./messages/language.js"
import type { Services } from "./services.js"

/** What every resolver receives: the domain services, the caller's session, and who the caller is. */
export interface GatewayContext extends Services {
  session: Session
  caller: Caller
  /**
   * Runs a mutation that creates something under the request's Idempotency-Key, if it has one
   * (common/idempotency.ts): a repeat with the same key and arguments answers the first answer.
   */
  idempotent: <T>(operation: string, input: unknown, work: () => Promise<T>) => Promise<T>
  /** The shopper's language (the storefront's cookie or Accept-Language): the engine's e-mails follow it. */
  language: Language
  /**
   * Whose budgets the request spends (throttle/plugin.ts): `customer:<id>` for a signed-in customer —
   * read from the sealed session cookie, or checked with the engine for a bearer token — else
   * `address:<client address>` (TRUST_PROXY decides which address that is).
   */
  client: () => Promise<string>
  /** The shop origin this request came through (an allowed one, else PUBLIC_URL's): return addresses start here. */
  origin: string
}

export function createContext(services: Services, request: FastifyRequest, reply: FastifyReply): GatewayContext {
  const session = sessionFor(request, reply)
  const caller = new Caller(services.medusa, session)
  const idempotent = async <T>(operation: string, input: unknown, work: () => Promise<T>) => {
    const key = request.headers["idempotency-key"]
    if (key === undefined) return work()
    // Keys are the caller's own: a signed-in customer's across their sessions, else one space for guests.
    const customer = await caller.customer()
    return services.idempotency.once<T>(
      {
        key,
        scope: customer ? `customer:${customer.id}` : "guest",
        operation,
        input,
        replayed: () => void reply.header("idempotent-replayed", "true"),
      },
      work
    )
  }
  const client = async () => {
    const token = session.token
    if (token) {
      const claims = cookieSession(session).sealed ? readEngineToken(token) : null
      if (claims?.actor_type === "customer" && claims.actor_id) return `customer:${claims.actor_id}`
      const customer = await caller.customer().catch(() => null)
      if (customer) return `customer:${customer.id}`
    }
    return `address:${request.ip}`
  }
  return {
    ...services,
    session,
    caller,
    idempotent,
    language: languageOf(request),
    client,
    origin: services.origins.of(request),
  }
}
