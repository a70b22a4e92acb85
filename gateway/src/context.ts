import type { FastifyReply, FastifyRequest } from "fastify"
import { Caller } from "./account/caller.js"
import { sessionFor, type Session } from "./auth/session.js"
import { requestLanguage, type Language } from "./common/language.js"
import type { Services } from "./services.js"

/** What every resolver receives: the domain services, the caller's session, and who the caller is. */
export interface GatewayContext extends Services {
  session: Session
  caller: Caller
  /** The shopper's language (the storefront's cookie or Accept-Language): the engine's e-mails follow it. */
  language: Language
}

export function createContext(services: Services, request: FastifyRequest, reply: FastifyReply): GatewayContext {
  const session = sessionFor(request, reply)
  return { ...services, session, caller: new Caller(services.medusa, session), language: requestLanguage(request) }
}
