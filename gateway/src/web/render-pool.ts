import { Worker } from "node:worker_threads"
import type { FastifyBaseLogger } from "fastify"
import type { DrawnPage } from "../../../web/src/server/contract.js"
import type { DrawerData, FromDrawer, ToDrawer } from "./render-protocol.js"

/** How a page's GraphQL request is answered (by the gateway's own /graphql, for the shopper it is drawn for). */
export type AnswerGraphql = (request: {
  body: string
  language: string | null
  withCredentials: boolean
}) => Promise<{ status: number; contentType: string; body: string }>

interface Drawer {
  worker: Worker
  /** True once the server build is loaded in it; false when it could not be. */
  ready: Promise<boolean>
  loaded: boolean
  /** Pages it is drawing now. */
  drawing: number
}

interface Pending {
  drawer: Drawer
  answer: AnswerGraphql
  done: (page: DrawnPage | null) => void
}

// The drawing thread's own file: the compiled one in the built gateway, the source under tsx or the tests.
const source = import.meta.url.endsWith(".ts")
const workerFile = new URL(source ? "./render-worker.ts" : "./render-worker.js", import.meta.url)

/**
 * The threads that draw the storefront's pages for one server build (render-worker.ts), so that
 * React's drawing runs beside the gateway's event loop instead of on it. Each thread draws several
 * pages at once — a page mostly waits for its GraphQL answers — and a page goes to the thread
 * drawing the fewest. A thread that dies is replaced; the pages it was drawing go out as the shell.
 */
export class RenderPool {
  private readonly drawers: Drawer[] = []
  private readonly pending = new Map<number, Pending>()
  private nextRender = 1
  private retired = false

  constructor(private readonly options: { threads: number; build: DrawerData; log: FastifyBaseLogger }) {
    for (let i = 0; i < Math.max(1, options.threads); i++) this.drawers.push(this.start())
  }

  /** True when every thread has loaded the server build; false when it cannot be loaded. */
  async ready(): Promise<boolean> {
    return (await Promise.all(this.drawers.map((drawer) => drawer.ready))).every(Boolean)
  }

  /**
   * The page at `url` drawn for the shopper whose mirrored saved values are `cookie`; null when the
   * server does not draw it, drawing failed, or `signal` stopped it first.
   */
  draw(url: string, cookie: string | undefined, answer: AnswerGraphql, signal: AbortSignal): Promise<DrawnPage | null> {
    const drawer = this.drawers.filter((d) => d.loaded).sort((a, b) => a.drawing - b.drawing)[0]
    if (!drawer || this.retired || signal.aborted) return Promise.resolve(null)
    const render = this.nextRender++
    return new Promise<DrawnPage | null>((resolve) => {
      const stop = () => {
        this.post(drawer, { type: "abort", render })
        finish(null)
      }
      const finish = (page: DrawnPage | null) => {
        if (!this.pending.delete(render)) return
        drawer.drawing--
        signal.removeEventListener("abort", stop)
        resolve(page)
        if (this.retired && this.pending.size === 0) void this.terminate()
      }
      this.pending.set(render, { drawer, answer, done: finish })
      drawer.drawing++
      signal.addEventListener("abort", stop, { once: true })
      this.post(drawer, { type: "draw", render, url, cookie })
    })
  }

  /** No new pages; the threads end once the pages they are drawing are done. */
  retire(): void {
    this.retired = true
    if (this.pending.size === 0) void this.terminate()
  }

  /** Ends the threads now; pages being drawn go out as the shell. */
  async close(): Promise<void> {
    this.retired = true
    for (const pending of [...this.pending.values()]) pending.done(null)
    await this.terminate()
  }

  private async terminate() {
    await Promise.all(this.drawers.splice(0).map((drawer) => drawer.worker.terminate()))
  }

  private start(): Drawer {
    const options = { workerData: this.options.build satisfies DrawerData, name: "storefront-drawer" }
    // The built gateway's thread is plain JavaScript; the source (tsx, the tests) first registers tsx's loader in the thread.
    const worker = source
      ? new Worker(
          `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(workerFile.href)}) })`,
          { ...options, eval: true }
        )
      : new Worker(workerFile, options)
    // A thread never keeps the process alive on its own (the server's close ends them anyway).
    worker.unref()
    let loaded: (ok: boolean) => void = () => undefined
    const drawer: Drawer = {
      worker,
      ready: new Promise<boolean>((resolve) => (loaded = resolve)),
      loaded: false,
      drawing: 0,
    }
    worker.on("message", (message: FromDrawer) => this.receive(drawer, message, loaded))
    worker.on("error", (error) => this.options.log.warn({ err: error }, "a storefront drawing thread failed"))
    worker.on("exit", () => {
      loaded(false)
      for (const pending of [...this.pending.values()]) if (pending.drawer === drawer) pending.done(null)
      const at = this.drawers.indexOf(drawer)
      if (at < 0) return
      this.drawers.splice(at, 1)
      // Replaced when it had loaded the build (a thread that cannot load it would only fail again).
      if (drawer.loaded && !this.retired) this.drawers.push(this.start())
    })
    return drawer
  }

  private receive(drawer: Drawer, message: FromDrawer, loaded: (ok: boolean) => void) {
    switch (message.type) {
      case "ready":
        drawer.loaded = true
        loaded(true)
        break
      case "failed":
        this.options.log.warn(
          { error: message.error },
          "the storefront's server build could not be loaded; pages go out as the plain shell"
        )
        loaded(false)
        break
      case "graphql": {
        const pending = this.pending.get(message.render)
        // A page no longer waited for (timed out) still gets an answer, so its thread lets it go.
        const answered = pending
          ? pending.answer(message)
          : Promise.resolve({ status: 499, contentType: "application/json", body: "{}" })
        answered.then(
          (response) => this.post(drawer, { type: "answer", call: message.call, ...response }),
          (error: unknown) =>
            this.post(drawer, {
              type: "answer",
              call: message.call,
              status: 500,
              contentType: "application/json",
              body: "{}",
              failed: String(error),
            })
        )
        break
      }
      case "drawn":
        if (message.error)
          this.options.log.warn(
            { error: message.error },
            "the page could not be drawn on the server; the plain shell went out"
          )
        this.pending.get(message.render)?.done(message.page)
        break
    }
  }

  private post(drawer: Drawer, message: ToDrawer) {
    drawer.worker.postMessage(message)
  }
}
