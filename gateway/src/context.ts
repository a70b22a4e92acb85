import type { FastifyReply, FastifyRequest } from "fastify"
import { sessionFor, type Session } from "./auth/session.js"
import type { Services } from "./services.js"

/** What every resolver receives: the domain services and the caller's session. */
export interface GatewayContext extends Services {
  session: Session
}

export function createContext(services: Services, request: FastifyRequest, reply: FastifyReply): GatewayContext {
  return { ...services, session: sessionFor(request, reply) }
}
