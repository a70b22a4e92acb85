import simpleRestProvider from "ra-data-simple-rest"
import { fetchUtils, type DataProvider } from "react-admin"
import { resourceNamed } from "@vitalia/schema/admin/index"
import { bodyOf } from "./generator/write.js"
import { i18nProvider } from "./i18n/index.js"
import { askToConfirm, proofHeaders, REAUTHENTICATION_REQUIRED } from "./auth/Reauthentication.js"

const API = "/admin-api"

/**
 * Same-origin JSON calls; the admin session is an httpOnly cookie the browser sends to /admin-api.
 * Each call names the UI's language, so the adapter's messages (and the engine's refusals it
 * words) come back in it.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const send = () => {
    const headers = new Headers(options.headers)
    if (!headers.has("accept")) headers.set("accept", "application/json")
    headers.set("accept-language", i18nProvider.getLocale())
    for (const [name, value] of Object.entries(proofHeaders())) headers.set(name, value)
    return fetchUtils.fetchJson(url, { credentials: "same-origin", ...options, headers })
  }
  try {
    return await send()
  } catch (error) {
    // A sensitive change (removing a staff member): the administrator confirms it is them, then it is sent again
    // (auth/Reauthentication.tsx); cancelled, the refusal stands.
    const reason = (error as { status?: number; body?: { reason?: string } }).body?.reason
    if ((error as { status?: number }).status === 403 && reason === REAUTHENTICATION_REQUIRED && (await askToConfirm()))
      return send()
    throw error
  }
}

export interface ActionAnswer {
  id: string | null
  result: Record<string, unknown> | null
}

export interface VitaliaDataProvider extends DataProvider {
  /** A declared flow: POST /admin-api/<res>/<id>/actions/<name> (or /<res>/actions/<name> without id). */
  action(resource: string, id: string | null, name: string, body: Record<string, unknown>): Promise<ActionAnswer>
  /** docs/product.md §7 uploads: presigned URL first, PUT when it is http, multipart `files` otherwise. Returns the file key and URL. */
  upload(file: File): Promise<{ key: string; url: string | null }>
}

const base = simpleRestProvider(API, httpClient)

/** ra-data-simple-rest, sending only what each definition lets a form write. */
export const dataProvider: VitaliaDataProvider = {
  ...base,
  create: (resource, params) => {
    const definition = resourceNamed(resource)
    const data = definition ? bodyOf(definition.fields, "create", params.data) : params.data
    return base.create(resource, { ...params, data })
  },
  update: (resource, params) => {
    const definition = resourceNamed(resource)
    const data = definition
      ? bodyOf(definition.fields, "update", params.data, params.previousData as Record<string, unknown> | undefined)
      : params.data
    return base.update(resource, { ...params, data })
  },
  async action(resource, id, name, body) {
    const path =
      id === null
        ? `${API}/${resource}/actions/${name}`
        : `${API}/${resource}/${encodeURIComponent(id)}/actions/${name}`
    // fetchUtils types the body as any: read as unknown, then named.
    const json: unknown = (await httpClient(path, { method: "POST", body: JSON.stringify(body) })).json
    return json as ActionAnswer
  },
  async upload(file) {
    const presigned = await this.action("uploads", null, "presign", {
      originalname: file.name,
      mime_type: file.type || "application/octet-stream",
      size: file.size,
    })
    const result = (presigned.result ?? {}) as { url?: string; filename?: string }
    if (result.url?.startsWith("http")) {
      const put = await fetch(result.url, {
        method: "PUT",
        body: file,
        headers: { "content-type": file.type || "application/octet-stream" },
      })
      if (put.status >= 400) throw new Error(`The upload failed (${put.status})`)
      return { key: String(result.filename), url: null }
    }
    const form = new FormData()
    form.append("files", file)
    const json: unknown = (await httpClient(`${API}/uploads`, { method: "POST", body: form })).json
    const uploaded = (json as { files: { id: string; url: string }[] }).files[0]
    return { key: uploaded.id, url: uploaded.url }
  },
}
