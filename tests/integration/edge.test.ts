import { readdirSync, readFileSync } from "node:fs"
import { createServer, request as forward } from "node:http"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest"
import { freePort } from "../../scripts/lib/ports.js"
import { ROOT } from "../../scripts/lib/paths.js"
import { QUERY_LIMITS } from "../../gateway/src/graphql/limits.js"
import { buildGateway, ENGLISH, graphql } from "../support/gateway.js"
import { cartWithSkus, ok } from "../support/shopper.js"

let app: FastifyInstance
beforeAll(async () => (app = await buildGateway()))
afterAll(() => app.close())

describe("health and readiness", () => {
  it("GET /health answers while the gateway is up", async () => {
    const response = await request(app.server).get("/health")
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: "ok" })
  })

  it("GET /ready answers 200 when the engine is reachable", async () => {
    const response = await request(app.server).get("/ready")
    expect(response.status).toBe(200)
  })
})

describe("an unreachable engine", () => {
  let offline: FastifyInstance
  beforeAll(async () => (offline = await buildGateway({ MEDUSA_URL: `http://127.0.0.1:${await freePort()}` })))
  afterAll(() => offline.close())

  it("answers UPSTREAM_UNAVAILABLE with a clear message, not a 500", async () => {
    const { status, data, errors } = await graphql(offline, `{ regions { id } }`)
    expect(status).toBe(200)
    expect(data).toBeNull()
    expect(errors?.[0].extensions?.code).toBe("UPSTREAM_UNAVAILABLE")
    expect(errors?.[0].message).toBe("La tienda no responde en este momento. Inténtalo de nuevo en un momento.")
    expect(JSON.stringify(errors)).not.toMatch(/stack|at .*\.ts/)
  })

  it("reports not ready with 503", async () => {
    const response = await request(offline.server).get("/ready")
    expect(response.status).toBe(503)
    expect(response.body.status).toBe("unavailable")
  })
})

/**
 * Between a gateway and the suite's engine: every call goes through, except the payment step's
 * (POST /store/payment-collections/…/payment-sessions), which gets what `onPayment` says — its
 * connection broken without an answer (an engine stopped in the middle of it), or the 502 a proxy
 * before an engine that is gone answers.
 */
async function engineGoneAtPayment(onPayment: { current: "break" | "bad gateway" }) {
  const engine = new URL(inject("engineUrl"))
  const server = createServer((req, res) => {
    if (req.method === "POST" && /^\/store\/payment-collections\/[^/]+\/payment-sessions/.test(req.url ?? "")) {
      if (onPayment.current === "break") req.socket.destroy()
      else res.writeHead(502, { "content-type": "text/html" }).end("<h1>502 Bad Gateway</h1>")
      return
    }
    const onward = forward(
      { host: engine.hostname, port: engine.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    onward.on("error", () => res.destroy())
    req.pipe(onward)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

describe("the engine gone in the middle of the payment step", () => {
  const onPayment: { current: "break" | "bad gateway" } = { current: "break" }
  let proxy: Awaited<ReturnType<typeof engineGoneAtPayment>>
  let through: FastifyInstance
  beforeAll(async () => {
    proxy = await engineGoneAtPayment(onPayment)
    through = await buildGateway({ MEDUSA_URL: proxy.url })
  })
  afterAll(async () => {
    await through.close()
    await proxy.close()
  })

  // In a cluster run of d338c3d, a shopper paying while the engine restarted was told that card
  // payment was not answering (PAYMENT_UNAVAILABLE): the shop itself was not answering, whichever way
  // the shopper paid.
  it("is the shop not answering (UPSTREAM_UNAVAILABLE), not the card payment; the cart pays once it is back", async () => {
    const { cartId } = await cartWithSkus(app, { "TE-VERDE-HERBAL-30": 1 })
    const pay = (gateway: FastifyInstance, headers: Record<string, string> = {}) =>
      graphql<{
        initiatePaymentSession: { id: string; paymentCollection: { paymentSessions: { providerId: string }[] } }
      }>(
        gateway,
        `mutation ($c: ID!) { initiatePaymentSession(cartId: $c, providerId: "pp_system_default") { id paymentCollection { paymentSessions { providerId } } } }`,
        { c: cartId },
        headers
      )

    for (const mode of ["break", "bad gateway"] as const) {
      onPayment.current = mode
      const spanish = await pay(through)
      expect(spanish.errors?.[0]?.extensions?.code, mode).toBe("UPSTREAM_UNAVAILABLE")
      expect(spanish.errors?.[0]?.message, mode).toBe(
        "La tienda no responde en este momento. Inténtalo de nuevo en un momento."
      )
      const english = await pay(through, ENGLISH)
      expect(english.errors?.[0]?.extensions?.code, mode).toBe("UPSTREAM_UNAVAILABLE")
    }

    // The engine reached again (the suite's gateway, with nothing between): the same cart starts its payment.
    const paid = ok(await pay(app)).initiatePaymentSession
    expect(paid.id).toBe(cartId)
    expect(paid.paymentCollection.paymentSessions.map((s) => s.providerId)).toEqual(["pp_system_default"])
  })
})

describe("hostile queries", () => {
  it("refuses a deeply nested query with QUERY_TOO_COMPLEX before running it", async () => {
    const nested = "{ products { nodes { collection { id } } } }"
    const fragmentLoop = `query { regions { ...A } } fragment A on Region { countries { states { iso2 } } }`
    expect((await graphql(app, fragmentLoop)).errors).toBeUndefined()
    const deep = `{ ${"__schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }"} }`
    const { errors } = await graphql(app, deep)
    expect(errors?.[0].extensions?.code).toBe("QUERY_TOO_COMPLEX")
    expect((await graphql(app, nested)).errors).toBeUndefined()
  })

  it("refuses a document over the token limit while parsing it, with QUERY_TOO_COMPLEX in the request's language", async () => {
    // One field and a long list literal: only the token count is over its limit.
    const withList = (n: number) => `query ($a: [Int] = [${Array.from({ length: n }, (_, i) => i).join(" ")}]) { ping }`
    const { errors } = await graphql(app, withList(QUERY_LIMITS.maxTokens))
    expect(errors?.[0]).toMatchObject({
      message: "La consulta es demasiado grande o profunda.",
      extensions: { code: "QUERY_TOO_COMPLEX" },
    })
    expect(errors?.[0].extensions?.detail).toMatch(/tokens/)
    // Under the limit it is parsed, and refused only by validation ($a is never used).
    const under = await graphql(app, withList(QUERY_LIMITS.maxTokens - 20))
    expect(under.errors?.[0].extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED")
  })

  it("refuses an alias flood", async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: ping`).join(" ")
    const { errors } = await graphql(app, `{ ${aliases} }`)
    expect(errors?.[0].extensions?.code).toBe("QUERY_TOO_COMPLEX")
  })

  it("refuses batched operations", async () => {
    const response = await request(app.server)
      .post("/graphql")
      .set("content-type", "application/json")
      .send([{ query: "{ ping }" }, { query: "{ ping }" }])
    expect(response.status).toBe(400)
  })

  it("refuses a simple cross-site GET without a preflight header (CSRF)", async () => {
    const response = await request(app.server).get("/graphql?query=%7Bping%7D")
    expect(response.status).toBe(400)
  })
})

describe("transport refusals on /graphql answer in GraphQL's error shape with a code", () => {
  const post = () => request(app.server).post("/graphql")

  it("a 2 MiB body: 413 PAYLOAD_TOO_LARGE, in Spanish unless English is asked for", async () => {
    const body = JSON.stringify({ query: "{ ping }", variables: { padding: "x".repeat(2 * 1024 * 1024) } })
    const spanish = await post().set("content-type", "application/json").send(body)
    expect(spanish.status).toBe(413)
    expect(spanish.body).toEqual({
      errors: [
        { message: "La petición es demasiado grande (1 MiB como máximo).", extensions: { code: "PAYLOAD_TOO_LARGE" } },
      ],
    })
    const english = await post()
      .set("content-type", "application/json")
      .set("accept-language", "en-US,en;q=0.9")
      .send(body)
    expect(english.status).toBe(413)
    expect(english.body.errors[0]).toEqual({
      message: "The request is too large (1 MiB at most).",
      extensions: { code: "PAYLOAD_TOO_LARGE" },
    })
  })

  it("another content type: 415 UNSUPPORTED_MEDIA_TYPE", async () => {
    const response = await post().set("content-type", "application/x-www-form-urlencoded").send("query=%7Bping%7D")
    expect(response.status).toBe(415)
    expect(response.body.errors[0]).toEqual({
      message: "Envía la petición como application/json.",
      extensions: { code: "UNSUPPORTED_MEDIA_TYPE" },
    })
  })

  it("a body that is not JSON, or empty: 400 INVALID_JSON", async () => {
    for (const body of ['{"query": "{ ping }"', ""]) {
      const response = await post().set("content-type", "application/json").set("accept-language", "en").send(body)
      expect(response.status).toBe(400)
      expect(response.body.errors[0]).toEqual({
        message: "The request body is not valid JSON.",
        extensions: { code: "INVALID_JSON" },
      })
    }
  })

  it("REST routes keep their own error shape", async () => {
    const response = await request(app.server)
      .post("/admin-api/auth/login")
      .set("content-type", "application/json")
      .send("{nope")
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ message: expect.any(String) })
  })
})

describe("secrets stay on the server", () => {
  it("no page, asset or API answer contains the publishable key", async () => {
    const key = inject("publishableKey")
    const answers = [
      await request(app.server).get("/").set("accept", "text/html"),
      await request(app.server).get("/products/whatever").set("accept", "text/html"),
      await request(app.server)
        .post("/graphql")
        .set("content-type", "application/json")
        .send({ query: "{ regions { id name } products(first: 50) { nodes { id title thumbnail } } }" }),
      await request(app.server)
        .post("/graphql")
        .set("content-type", "application/json")
        .send({ query: '{ product(id: "nope") { id } }' }),
      await request(app.server).get("/ready"),
    ]
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500)
      expect(answer.text).not.toContain(key)
      expect(JSON.stringify(answer.headers)).not.toContain(key)
    }
    const dist = path.join(ROOT, "web/dist")
    const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((f) => f.isFile())
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      expect(readFileSync(path.join(file.parentPath, file.name), "utf8")).not.toContain(key)
    }
  })

  it("serves the storefront's index for client-side routes and 404 JSON for unknown API paths", async () => {
    const page = await request(app.server).get("/account/orders").set("accept", "text/html")
    expect(page.status).toBe(200)
    expect(page.text).toContain('<div id="root">')
    const api = await request(app.server).get("/graphql/nothing-here").set("accept", "application/json")
    expect(api.status).toBe(404)
    expect(api.body.message).toMatch(/not found/)
  })

  it("sends the build's pre-compressed assets to browsers that take them, long-cached", async () => {
    // The plain shell (a page the browser draws) names the entry script in its module <script>.
    const index = await request(app.server).get("/search").set("accept", "text/html")
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(index.text)?.[1]
    expect(entry, "index.html names its entry script").toBeTruthy()
    const plain = await request(app.server).get(entry!).set("accept-encoding", "identity")
    const brotli = await request(app.server).get(entry!).set("accept-encoding", "br, gzip")
    // The client unpacks it: what arrives must be the very script the plain answer sends.
    const unpacked = await request(app.server)
      .get(entry!)
      .set("accept-encoding", "br")
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => done(null, Buffer.concat(chunks).toString("utf8")))
      })
    expect(unpacked.body).toBe(plain.text)
    expect(plain.status).toBe(200)
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(brotli.status).toBe(200)
    expect(brotli.headers["content-encoding"]).toBe("br")
    expect(brotli.headers["cache-control"]).toContain("immutable")
    // What travels is the .br file: its length, not the script's.
    expect(Number(brotli.headers["content-length"])).toBeLessThan(Number(plain.headers["content-length"]) / 2)
  })

  it("proxies product images from the engine", async () => {
    const { data } = await graphql(app, `{ product(handle: "hc-fit") { thumbnail } }`)
    const image = await request(app.server).get(data!.product.thumbnail)
    expect(image.status).toBe(200)
    expect(image.headers["content-type"]).toContain("image/svg+xml")
    expect((await request(app.server).get("/static/../package.json")).status).toBeGreaterThanOrEqual(400)
  })
})
