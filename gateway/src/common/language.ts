import type { FastifyRequest } from "fastify"

/** The shop's languages: Spanish first, English when the shopper chose it. */
export type Language = "es" | "en"

/** The storefront keeps the shopper's choice in this cookie (web/src/state/storage.ts mirrors `locale`). */
const LANGUAGE_COOKIE = "vitalia_locale"

/**
 * The language of a request: the storefront's cookie, else the browser's first
 * Accept-Language preference among ours, else Spanish. The engine's e-mails
 * follow it (the gateway writes it on the cart as metadata.locale).
 */
export function requestLanguage(request: Pick<FastifyRequest, "headers">): Language {
  const cookie = request.headers.cookie?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`))?.[1]
  if (cookie === "en" || cookie === "es") return cookie
  for (const part of String(request.headers["accept-language"] ?? "").split(",")) {
    const tag = part.trim().slice(0, 2).toLowerCase()
    if (tag === "es" || tag === "en") return tag
  }
  return "es"
}
