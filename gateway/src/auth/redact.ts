import type { FastifyRequest } from "fastify"

/** Query parameters that carry credentials: callback codes and states, reset and autologin tokens. */
const SECRET_PARAMS = /^(code|state|token|id_token|access_token|refresh_token|password|session_state)$/i

/** The URL with the values of credential-carrying query parameters replaced, for logs. */
export function redactUrl(url: string): string {
  const index = url.indexOf("?")
  if (index < 0) return url
  const params = new URLSearchParams(url.slice(index + 1))
  let changed = false
  for (const key of new Set(params.keys())) {
    if (SECRET_PARAMS.test(key)) {
      params.set(key, "[redacted]")
      changed = true
    }
  }
  return changed ? `${url.slice(0, index)}?${params.toString()}` : url
}

/**
 * Fastify's request log line without secrets: /callback?code=…, /reset-password?token=…
 * and /autologin?token=… are storefront pages, and their URLs reach the access log.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }
}
