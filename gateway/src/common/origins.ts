import type { FastifyRequest } from "fastify"

/**
 * The addresses the shop is reached at (issue #18): links that bring a shopper back — the external
 * provider's return address, e-mailed reset links — start at the origin the request came through
 * when it is one of the shop's allowed origins (PUBLIC_URL's and ALLOWED_ORIGINS, config.ts), so a
 * shopper who opened the shop as 127.0.0.1 comes back to 127.0.0.1; any other origin gets PUBLIC_URL.
 */
export class ShopOrigins {
  private readonly allowed: Set<string>

  constructor(
    private readonly publicUrl: string,
    allowed: string[]
  ) {
    this.allowed = new Set(allowed)
  }

  /** The request's origin (its Origin header, else its Host) when allowed; else PUBLIC_URL's origin. */
  of(request: Pick<FastifyRequest, "headers" | "protocol">): string {
    return this.pick(requestOrigin(request))
  }

  /** `candidate` when it is an allowed origin, else PUBLIC_URL's origin. */
  pick(candidate: string | null): string {
    return candidate && this.allowed.has(candidate) ? candidate : new URL(this.publicUrl).origin
  }
}

function requestOrigin(request: Pick<FastifyRequest, "headers" | "protocol">): string | null {
  const origin = request.headers.origin
  if (typeof origin === "string" && origin !== "null") return normalise(origin)
  const host = request.headers.host
  return host ? normalise(`${request.protocol}://${host}`) : null
}

function normalise(value: string): string | null {
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}
