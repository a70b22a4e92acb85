import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { threadId } from "node:worker_threads"
import pino from "pino"
import { afterAll, describe, expect, it } from "vitest"
import { type AnswerGraphql, RenderPool } from "./render-pool.js"

/**
 * A server build that keeps the contract of web/src/server/contract.ts (the real one is drawn
 * through the gateway in tests/integration/storefront-pages.test.ts): what the thread must survive
 * — a page that asks GraphQL, one that never ends, one that kills its thread, one that holds its
 * thread's CPU until the gateway's thread has done something.
 */
const ENTRY = `
import { existsSync } from "node:fs"
import { threadId } from "node:worker_threads"
export function createStorefrontServer(build) {
  if (!build.template.includes("<!--page-->")) throw new Error("no page slot")
  return {
    async render({ url, cookie, fetch, signal }) {
      const [path, query] = url.split("?")
      if (path === "/none") return null
      if (path === "/never") return new Promise((resolve) => signal.addEventListener("abort", () => resolve(null)))
      if (path === "/crash") process.exit(3)
      if (path === "/hold") {
        // Holds this thread until the flag file appears (written by the gateway's thread), at most 20 s.
        const until = Date.now() + 20000
        while (!existsSync(query) && Date.now() < until) {}
        return { document: existsSync(query) ? "released" : "never released", language: "es", scriptHashes: [] }
      }
      const response = await fetch("http://storefront.local/graphql", {
        method: "POST",
        body: JSON.stringify({ query: path }),
        headers: { "accept-language": "en" },
        credentials: path === "/frame" ? "omit" : "include",
      })
      const answer = await response.text()
      return { document: build.template.replace("<!--page-->", answer + "|" + (cookie ?? "") + "|" + threadId), language: "en", scriptHashes: ["'sha256-x'"] }
    },
  }
}
`

const dir = mkdtempSync(path.join(tmpdir(), "render-pool-"))
writeFileSync(path.join(dir, "index.html"), "<html><!--page--></html>")
writeFileSync(path.join(dir, "manifest.json"), "{}")
writeFileSync(path.join(dir, "entry.mjs"), ENTRY)
writeFileSync(path.join(dir, "broken.html"), "<html></html>")
const log = pino({ level: "silent" })
const build = {
  serverEntry: path.join(dir, "entry.mjs"),
  templateFile: path.join(dir, "index.html"),
  manifestFile: path.join(dir, "manifest.json"),
}
const pools: RenderPool[] = []
const pool = (threads = 1, over: Partial<typeof build> = {}) => {
  const made = new RenderPool({ threads, build: { ...build, ...over }, log })
  pools.push(made)
  return made
}
const never = new AbortController().signal

afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()))
  rmSync(dir, { recursive: true, force: true })
})

describe("the threads that draw the storefront's pages (gateway/src/web/render-pool.ts)", () => {
  it("draws a page in another thread; the page's GraphQL requests are answered by the caller, with or without credentials", async () => {
    const drawing = pool()
    expect(await drawing.ready()).toBe(true)
    const asked: Parameters<AnswerGraphql>[0][] = []
    const answer: AnswerGraphql = (request) => {
      asked.push(request)
      const { query } = JSON.parse(request.body) as { query: string }
      return Promise.resolve({ status: 200, contentType: "application/json", body: `answer to ${query}` })
    }
    const page = await drawing.draw("/products", "vitalia_locale=en", answer, never)
    expect(page?.document).toMatch(/^<html>answer to \/products\|vitalia_locale=en\|(\d+)<\/html>$/)
    expect(Number(/\|(\d+)</.exec(page!.document)![1])).not.toBe(threadId)
    expect(page?.scriptHashes).toEqual(["'sha256-x'"])
    expect(asked).toEqual([
      {
        type: "graphql",
        render: expect.any(Number) as unknown,
        call: expect.any(Number) as unknown,
        body: '{"query":"/products"}',
        language: "en",
        withCredentials: true,
      },
    ])
    await drawing.draw("/frame", undefined, answer, never)
    expect(asked[1]).toMatchObject({ withCredentials: false })
    expect(await drawing.draw("/none", undefined, answer, never)).toBeNull()
  })

  it("drawing never holds up the gateway's thread: a page that holds its thread's CPU is released by this thread", async () => {
    const drawing = pool()
    await drawing.ready()
    const flag = path.join(dir, "released")
    const page = drawing.draw(
      `/hold?${flag}`,
      undefined,
      () => Promise.resolve({ status: 200, contentType: "application/json", body: "" }),
      never
    )
    // Had the page been drawn on this thread, this callback could not run before it ended (after 20 s, "never released").
    setImmediate(() => writeFileSync(flag, ""))
    expect((await page)?.document).toBe("released")
  })

  it("pages are drawn side by side: several in one thread while they wait, and on the least busy of several threads", async () => {
    const drawing = pool(2)
    await drawing.ready()
    const answers: (() => void)[] = []
    const slow: AnswerGraphql = () =>
      new Promise((resolve) =>
        answers.push(() => resolve({ status: 200, contentType: "application/json", body: "ok" }))
      )
    const pages = Promise.all(["/a", "/b", "/c", "/d"].map((url) => drawing.draw(url, undefined, slow, never)))
    while (answers.length < 4) await new Promise((resolve) => setTimeout(resolve, 10))
    for (const release of answers) release()
    const threads = new Set((await pages).map((page) => /\|(\d+)</.exec(page!.document)![1]))
    expect(threads.size).toBe(2)
  })

  it("a page that takes too long is stopped (the shell goes out) and its thread goes on drawing", async () => {
    const drawing = pool()
    await drawing.ready()
    const answer: AnswerGraphql = () => Promise.resolve({ status: 200, contentType: "application/json", body: "ok" })
    expect(await drawing.draw("/never", undefined, answer, AbortSignal.timeout(50))).toBeNull()
    expect((await drawing.draw("/after", undefined, answer, never))?.document).toContain("ok|")
  })

  it("a thread that dies takes only its own pages with it, and is replaced", async () => {
    const drawing = pool()
    await drawing.ready()
    const answer: AnswerGraphql = () => Promise.resolve({ status: 200, contentType: "application/json", body: "ok" })
    expect(await drawing.draw("/crash", undefined, answer, never)).toBeNull()
    let page = null
    for (let attempt = 0; attempt < 100 && !page; attempt++) {
      page = await drawing.draw("/again", undefined, answer, never)
      if (!page) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(page?.document).toContain("ok|")
  })

  it("a server build that cannot be loaded (a template without its page slot, a missing entry) is reported: every page is the shell", async () => {
    const drawing = pool(1, { templateFile: path.join(dir, "broken.html") })
    expect(await drawing.ready()).toBe(false)
    expect(
      await drawing.draw("/", undefined, () => Promise.resolve({ status: 200, contentType: "", body: "" }), never)
    ).toBeNull()
    const missing = pool(1, { serverEntry: path.join(dir, "missing.mjs") })
    expect(await missing.ready()).toBe(false)
  })

  it("a retired pool ends its threads once the pages they draw are done", async () => {
    const drawing = pool()
    await drawing.ready()
    let release: (() => void) | null = null
    const page = drawing.draw(
      "/last",
      undefined,
      () => new Promise((resolve) => (release = () => resolve({ status: 200, contentType: "", body: "done" }))),
      never
    )
    drawing.retire()
    expect(
      await drawing.draw(
        "/refused",
        undefined,
        () => Promise.resolve({ status: 200, contentType: "", body: "" }),
        never
      )
    ).toBeNull()
    while (!release) await new Promise((resolve) => setTimeout(resolve, 10))
    ;(release as () => void)()
    expect((await page)?.document).toContain("done|")
  })
})
