import { ENGINE_EDGE_REFUSED, edgeHeaders } from "@vitalia/schema/edge"
import { ENGINE_OUT_OF_REACH, EngineError, EngineUnavailableError } from "./errors.js"
import { serializeQuery, type Query } from "./query.js"

export interface MedusaClientOptions {
  baseUrl: string
  publishableKey: string
  /** Sent with every call: the engine answers only the gateway (ENGINE_EDGE_SECRET, schema/edge.ts). */
  edgeSecret: string
  timeoutMs: number
  /** Extra attempts for reads that failed in transit or with 502/503/504 (docs/product.md §9: 3). */
  retries?: number
}

export interface RequestOptions {
  query?: Query
  body?: unknown
  /** A customer's or admin's bearer token, forwarded as is; or an admin's secret API key as its `Basic …` header. */
  token?: string
  /** This call's time-out, when it differs from the client's. */
  timeoutMs?: number
}

/**
 * The one way the gateway talks to the engine: JSON in and out, the publishable
 * key and the edge secret on every call, time-outs, retries on reads, and the
 * mapping of the engine's errors (docs/api.md).
 */
export class MedusaClient {
  private readonly retries: number

  constructor(private readonly options: MedusaClientOptions) {
    this.retries = options.retries ?? 3
  }

  get<T>(path: string, options: RequestOptions = {}) {
    return this.request<T>("GET", path, options)
  }

  post<T>(path: string, options: RequestOptions = {}) {
    return this.request<T>("POST", path, options)
  }

  delete<T>(path: string, options: RequestOptions = {}) {
    return this.request<T>("DELETE", path, options)
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const search = serializeQuery(options.query)
    const url = `${this.options.baseUrl}${path}${search ? `?${search}` : ""}`
    const headers: Record<string, string> = {
      accept: "application/json",
      "x-publishable-api-key": this.options.publishableKey,
      ...edgeHeaders(this.options.edgeSecret),
    }
    if (options.body !== undefined) headers["content-type"] = "application/json"
    // A secret API key (admin-api/session.ts) is its whole `Basic …` header; anything else is a bearer token.
    if (options.token) headers.authorization = isApiKey(options.token) ? options.token : `Bearer ${options.token}`
    const body = options.body === undefined ? undefined : JSON.stringify(options.body)
    // Writes are never repeated: a lost answer must not become a second order.
    const attempts = method === "GET" ? this.retries + 1 : 1
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs

    for (let attempt = 1; ; attempt++) {
      let response: Response
      try {
        response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) })
      } catch (error) {
        // A time-out is not retried: the caller has already waited long enough.
        if (attempt < attempts && !isTimeout(error)) {
          await backoff(attempt)
          continue
        }
        throw new EngineUnavailableError(describeFailure(error, timeoutMs), isTimeout(error))
      }
      if (response.status < 300) {
        if (response.status === 204) return undefined as T
        return (await response.json()) as T
      }
      if (ENGINE_OUT_OF_REACH.has(response.status) && attempt < attempts) {
        await response.body?.cancel()
        await backoff(attempt)
        continue
      }
      throw await engineError(response)
    }
  }
}

async function engineError(response: Response): Promise<EngineError | EngineUnavailableError> {
  let message = response.statusText
  let type: string | undefined
  let code: string | undefined
  let limit: number | undefined
  let refund: { refunded: number; remaining: number } | undefined
  try {
    const body = (await response.json()) as {
      message?: unknown
      type?: unknown
      code?: unknown
      limit?: unknown
      refunded?: unknown
      remaining?: unknown
    }
    if (typeof body.message === "string" && body.message) message = body.message
    if (typeof body.type === "string") type = body.type
    if (typeof body.code === "string") code = body.code
    if (typeof body.limit === "number") limit = body.limit
    if (typeof body.refunded === "number" && typeof body.remaining === "number")
      refund = { refunded: body.refunded, remaining: body.remaining }
  } catch {
    // Not JSON: the status text stands.
  }
  // The engine refused the gateway itself: its ENGINE_EDGE_SECRET differs. Nothing a client did —
  // the shop is unavailable until an operator sets the same secret on both (GET /ready says so).
  if (response.status === 401 && code === ENGINE_EDGE_REFUSED)
    return new EngineUnavailableError("the engine refused this gateway: ENGINE_EDGE_SECRET differs from the engine's")
  return new EngineError(
    response.status,
    response.statusText,
    message || `HTTP ${response.status}`,
    type,
    code,
    limit,
    refund
  )
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (isTimeout(error)) return `no answer within ${timeoutMs} ms`
  const cause = (error as { cause?: { code?: string } })?.cause?.code
  return cause === "ECONNREFUSED" ? "connection refused" : (cause ?? "network error")
}

function backoff(attempt: number) {
  return new Promise((resolve) => setTimeout(resolve, 100 * 2 ** (attempt - 1)))
}

/** Whether a credential is a secret API key's `Authorization: Basic …` header rather than a bearer token (a JWT has no space). */
export function isApiKey(token: string): boolean {
  return token.startsWith("Basic ")
}
