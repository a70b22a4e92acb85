import { createRequire } from "node:module"
import { pathToFileURL } from "node:url"

/**
 * ra-data-simple-rest exactly as the back-office pins it (admin/package.json), for tests that use
 * /admin-api as any other react-admin app would. It is resolved from the admin workspace: at the
 * repository's root its peer ra-core cannot sit beside the engine's admin dashboard, which pins an
 * older @tanstack/react-query.
 */

export interface HttpAnswer {
  status: number
  headers: Headers
  body: string
  json: any
}
export type HttpClient = (url: string, options?: RequestInit) => Promise<HttpAnswer>
type Params = Record<string, unknown>
type Answer = { data: any; total?: number }

/** The react-admin data provider calls the tests make (ra-core's DataProvider, as far as they use it). */
export interface SimpleRestProvider {
  getList(resource: string, params: Params): Promise<{ data: any[]; total?: number }>
  getOne(resource: string, params: Params): Promise<Answer>
  getMany(resource: string, params: Params): Promise<{ data: any[] }>
  getManyReference(resource: string, params: Params): Promise<{ data: any[]; total?: number }>
  update(resource: string, params: Params): Promise<Answer>
  create(resource: string, params: Params): Promise<Answer>
  delete(resource: string, params: Params): Promise<Answer>
}

const fromAdmin = createRequire(new URL("../../admin/package.json", import.meta.url))
const library = (await import(pathToFileURL(fromAdmin.resolve("ra-data-simple-rest")).href)) as {
  default: (apiUrl: string, httpClient?: HttpClient, countHeader?: string) => SimpleRestProvider
}

/** The library's own `simpleRestProvider` (its default export). */
export const simpleRestProvider = library.default

/**
 * A client the library takes in place of ra-core's `fetchUtils.fetchJson`, with the same contract
 * (JSON in and out; a status of 400 or more rejects with `status` and the parsed `body`), adding the
 * back-office's session cookie to every call.
 */
export function cookieClient(cookie: string, extra: Record<string, string> = {}): HttpClient {
  return async (url, options = {}) => {
    const headers = new Headers(options.headers)
    for (const [name, value] of Object.entries(extra)) headers.set(name, value)
    if (!headers.has("accept")) headers.set("accept", "application/json")
    if (options.body && !headers.has("content-type")) headers.set("content-type", "application/json")
    headers.set("cookie", cookie)
    const response = await fetch(url, { ...options, headers })
    const body = await response.text()
    let json: any
    try {
      json = body ? JSON.parse(body) : undefined
    } catch {
      json = undefined
    }
    if (response.status >= 400)
      throw Object.assign(new Error(`${response.status} ${body}`), { status: response.status, body: json })
    return { status: response.status, headers: response.headers, body, json }
  }
}
