import type { FastifyReply, FastifyRequest } from "fastify"
import { isCommonPassword } from "@vitalia/schema/passwords"
import { message } from "../messages/errors.js"

/**
 * The back-office's side of the rule the shop's GraphQL applies too (schema/passwords.ts): a new
 * password that is one of the most used is answered 400 PASSWORD_COMMON, in the asker's language,
 * naming the field. True when it answered, and the route then stops.
 */
export function refusedAsCommon(request: FastifyRequest, reply: FastifyReply, password: string, field: string) {
  if (!isCommonPassword(password)) return false
  const text = message(request, "PASSWORD_COMMON")
  void reply
    .code(400)
    .send({ code: "BAD_REQUEST", reason: "PASSWORD_COMMON", field, message: text, errors: { [field]: text } })
  return true
}
