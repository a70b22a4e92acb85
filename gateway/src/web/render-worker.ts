/**
 * One drawing thread of the storefront's pages (render-pool.ts starts them). It loads the web's
 * server build once and draws the pages the gateway's thread hands it; the pages' GraphQL requests
 * go back to the gateway's thread, which answers them with its own /graphql in-process. So React's
 * drawing — the CPU-heavy part of a page — never holds up the gateway's event loop, and with
 * several threads pages are drawn side by side.
 *
 * Nothing here knows the shop: it is the messages of render-protocol.ts and the build's contract.
 */
import { readFileSync } from "node:fs"
import { pathToFileURL } from "node:url"
import { parentPort, workerData } from "node:worker_threads"
import type { Manifest, StorefrontServer, StorefrontServerEntry } from "../../../web/src/server/contract.js"
import type { FromDrawer, ToDrawer, DrawerData } from "./render-protocol.js"

const port = parentPort
if (!port) throw new Error("render-worker.ts runs as a worker thread (render-pool.ts starts it)")
const data = workerData as DrawerData
const send = (message: FromDrawer) => port.postMessage(message)

/** Pages being drawn (by the gateway's render id): how to stop each. */
const drawing = new Map<number, AbortController>()
/** GraphQL requests waiting for the gateway's answer (by call id). */
const calls = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>()
let nextCall = 1

async function load(): Promise<StorefrontServer> {
  const entry = (await import(pathToFileURL(data.serverEntry).href)) as StorefrontServerEntry
  return entry.createStorefrontServer({
    template: readFileSync(data.templateFile, "utf8"),
    manifest: JSON.parse(readFileSync(data.manifestFile, "utf8")) as Manifest,
  })
}

/** The page's `fetch`: the request goes to the gateway's thread, which answers it as its own /graphql. */
function graphqlFor(render: number): typeof fetch {
  return (_input, init) =>
    new Promise<Response>((resolve, reject) => {
      const call = nextCall++
      calls.set(call, { resolve, reject })
      send({
        type: "graphql",
        render,
        call,
        body: typeof init?.body === "string" ? init.body : "",
        language: new Headers(init?.headers).get("accept-language"),
        withCredentials: init?.credentials !== "omit",
      })
    })
}

async function draw(server: StorefrontServer, message: Extract<ToDrawer, { type: "draw" }>) {
  const controller = new AbortController()
  drawing.set(message.render, controller)
  try {
    const page = await server.render({
      url: message.url,
      cookie: message.cookie,
      fetch: graphqlFor(message.render),
      signal: controller.signal,
    })
    send({ type: "drawn", render: message.render, page: controller.signal.aborted ? null : page })
  } catch (error) {
    send({
      type: "drawn",
      render: message.render,
      page: null,
      error: error instanceof Error ? error.message : String(error),
    })
  } finally {
    drawing.delete(message.render)
  }
}

try {
  const server = await load()
  port.on("message", (message: ToDrawer) => {
    switch (message.type) {
      case "draw":
        void draw(server, message)
        break
      case "abort":
        drawing.get(message.render)?.abort()
        break
      case "answer": {
        const call = calls.get(message.call)
        calls.delete(message.call)
        if (!call) break
        if (message.failed) call.reject(new Error(message.failed))
        else
          call.resolve(
            new Response(message.body, { status: message.status, headers: { "content-type": message.contentType } })
          )
        break
      }
    }
  })
  send({ type: "ready" })
} catch (error) {
  send({ type: "failed", error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
}
