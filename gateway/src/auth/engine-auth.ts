import { ENGINE_EDGE_REFUSED, edgeHeaders } from "@vitalia/schema/edge"
import { EngineError, EngineUnavailableError } from "../medusa/errors.js"

export type Actor = "customer" | "user"

/**
 * The engine's auth calls that are not plain JSON: its own session (a cookie,
 * docs/product.md §7 "POST /auth/session with bearer token in session mode" and
 * "DELETE /auth/session") and the reset-password request (a plain-text reply).
 * Everything else goes through the MedusaClient.
 */
export class EngineAuth {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    /** The engine marks its session cookie Secure in production; it trusts the gateway's word on the scheme. */
    private readonly production: boolean,
    /** Sent with every call: the engine answers only the gateway (ENGINE_EDGE_SECRET). */
    private readonly edgeSecret: string
  ) {}

  /** Opens an engine session for the token; returns its cookie (`name=value`) to close it later. */
  async openSession(token: string): Promise<string | null> {
    const response = await this.call("POST", "/auth/session", { authorization: `Bearer ${token}` })
    await response.body?.cancel()
    if (!response.ok) return null
    const cookie = response.headers.getSetCookie().find((line) => line.includes("="))
    return cookie ? cookie.split(";")[0] : null
  }

  /** Ends the engine session (its server-side record is destroyed). */
  async closeSession(cookie: string): Promise<void> {
    const response = await this.call("DELETE", "/auth/session", { cookie })
    await response.body?.cancel()
  }

  /** Asks the engine to e-mail a reset link; it answers the same whether or not the account exists. */
  /** `origin`: the shop origin the shopper asked from; the e-mailed link opens there (the engine checks it is allowed). */
  async requestPasswordReset(actor: Actor, email: string, origin?: string): Promise<void> {
    const body = origin ? { identifier: email, metadata: { origin } } : { identifier: email }
    const response = await this.call(
      "POST",
      `/auth/${actor}/emailpass/reset-password`,
      { "content-type": "application/json" },
      body
    )
    const text = await response.text()
    if (response.status >= 300) {
      let message = response.statusText
      let code: string | undefined
      try {
        const body = JSON.parse(text) as { message?: string; code?: string }
        message = body.message || message
        code = body.code
      } catch {
        // Plain text: the status text stands.
      }
      if (response.status === 401 && code === ENGINE_EDGE_REFUSED)
        throw new EngineUnavailableError(
          "the engine refused this gateway: ENGINE_EDGE_SECRET differs from the engine's"
        )
      throw new EngineError(response.status, response.statusText, message)
    }
  }

  private async call(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Response> {
    try {
      return await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          accept: "application/json",
          ...(this.production ? { "x-forwarded-proto": "https" } : {}),
          ...headers,
          ...edgeHeaders(this.edgeSecret),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (error) {
      const name = (error as Error)?.name
      throw new EngineUnavailableError(
        name === "TimeoutError" ? `no answer within ${this.timeoutMs} ms` : "connection failed"
      )
    }
  }
}
