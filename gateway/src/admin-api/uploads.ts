import type { FastifyInstance, FastifyRequest } from "fastify"
import { edgeHeaders } from "@vitalia/schema/edge"
import { EngineError, EngineUnavailableError } from "../medusa/errors.js"
import type { AdminApiOptions } from "./options.js"

/** The largest file the back-office may upload through the gateway. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

/**
 * POST /admin-api/uploads — multipart `files`, passed through to the engine's
 * `POST /admin/uploads` as they came (docs/product.md §7: used when the presigned-URL call,
 * `POST /admin-api/uploads/actions/presign`, gives no http URL to PUT to).
 * Answers the engine's `{ files: [{ id, url }] }`.
 */
export async function registerUploads(admin: FastifyInstance, options: AdminApiOptions) {
  // eslint-disable-next-line @typescript-eslint/require-await -- a Fastify plugin: async, so that a throw while registering becomes the rejection register() reports (avvio calls plugins without a try)
  await admin.register(async (uploads) => {
    uploads.addContentTypeParser(
      /^multipart\/form-data/,
      { parseAs: "buffer", bodyLimit: MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body)
    )
    uploads.post("/uploads", async (request, reply) => {
      const type = String(request.headers["content-type"] ?? "")
      if (!type.startsWith("multipart/form-data") || !Buffer.isBuffer(request.body)) {
        return reply
          .code(415)
          .send({ code: "UNSUPPORTED_MEDIA_TYPE", message: "Send the files as multipart/form-data (field files)" })
      }
      const answer = await forward(options, request, type, request.body)
      return answer
    })
  })
}

async function forward(options: AdminApiOptions, request: FastifyRequest, contentType: string, body: Buffer) {
  let response: Response
  try {
    response = await fetch(`${options.engine.url}/admin/uploads`, {
      method: "POST",
      headers: {
        accept: "application/json",
        "content-type": contentType,
        "x-publishable-api-key": options.engine.publishableKey,
        ...edgeHeaders(options.engine.edgeSecret),
        authorization: `Bearer ${request.adminEngineToken}`,
      },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(options.engine.timeoutMs),
    })
  } catch {
    throw new EngineUnavailableError("the upload did not reach the engine")
  }
  const text = await response.text()
  const json = text ? (JSON.parse(text) as { message?: string }) : {}
  if (!response.ok) throw new EngineError(response.status, response.statusText, json.message || response.statusText)
  return json
}
