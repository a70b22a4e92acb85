import type { FastifyInstance } from "fastify"
import { createServer, type AddressInfo, type Socket } from "node:net"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoShoppers } from "../../commerce/src/scripts/seed/accounts.js"
import { adminToken, engine } from "../support/engine.js"
import { buildGateway, graphql } from "../support/gateway.js"
import { cookieLine } from "../support/idp.js"
import { ok } from "../support/shopper.js"

/** A page as a browser asks for it: HTML, optionally with cookies. */
const page = (app: FastifyInstance, path: string, cookie?: string) => {
  const call = request(app.server).get(path).set("accept", "text/html,application/xhtml+xml")
  return cookie ? call.set("cookie", cookie) : call
}
/** The boot data a drawn page carries (web/src/app/boot.ts). */
const bootOf = (html: string) => {
  const json = /<script id="vitalia-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1]
  return json ? JSON.parse(json) : null
}

describe("catalog pages drawn on the server (web/src/entry-server.tsx through the gateway)", () => {
  let app: FastifyInstance
  beforeAll(async () => (app = await buildGateway({ AUTH_RATE_LIMIT: "1000" })))
  afterAll(() => app.close())

  it("/ comes with the home page's content, its data and no cache; the app's script is loaded after the paint", async () => {
    const response = await page(app, "/")
    expect(response.status).toBe(200)
    expect(response.headers["content-type"]).toMatch(/^text\/html/)
    expect(response.headers["cache-control"]).toBe("no-store")
    const html = response.text
    expect(html).toContain('<html lang="es">')
    expect(html).toContain("Más vendidos")
    expect(html).not.toContain('class="boot"')
    // The products of the best-sellers collection are in the markup, with their prices.
    expect(html).toMatch(/class="product-card-title">[^<]+<\/h3>/)
    expect(html).toMatch(/US\$|\$\s?\d/)
    const boot = bootOf(html)
    expect(boot.language).toBe("es")
    expect(boot.shop.region.currencyCode).toBe("usd")
    expect(boot.shop.regions.length).toBeGreaterThan(1)
    expect(Object.keys(boot.apollo).some((key) => key.startsWith("Product:"))).toBe(true)
    // No module script in the head: an inline loader starts it after the first paint.
    expect(html).not.toMatch(/<script type="module"[^>]*src=/)
    expect(html).toMatch(/<script id="vitalia-chunks" type="application\/json">\{"entry":"\/assets\/index-[^"]+\.js"/)
    // The home page's own styles are linked, so the drawn page is styled before any script runs.
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/Home-[^"]+\.css">/)
  })

  it("/products/:handle has the product, its price and the page title", async () => {
    const html = (await page(app, "/products/te-verde-herbal")).text
    expect(html).toContain("<title>Té Verde Herbal · Vitalia</title>")
    expect(html).toMatch(/<h1[^>]*>Té Verde Herbal<\/h1>/)
    expect(bootOf(html)).not.toBeNull()
  })

  it("/products?q= draws the search's results", async () => {
    const html = (await page(app, "/products?q=colágeno")).text
    expect(html).toContain("Colágeno")
    expect(html).toContain("Resultados para")
  })

  it("/products?q= has no sort menu (a search is in relevance order, sort does not apply); /products has one", async () => {
    const sortMenu = /class="[^"]*\bcatalog-sort\b/
    const listed = (await page(app, "/products")).text
    expect(listed).toMatch(sortMenu)
    const searched = (await page(app, "/products?q=colágeno&sort=TITLE")).text
    expect(searched).toContain("Resultados para")
    expect(searched).not.toMatch(sortMenu)
  })

  it("the saved language and region (cookies mirrored from the browser's storage) are the ones drawn", async () => {
    const regions = ok(await graphql(app, `{ regions { id currencyCode } }`)).regions as {
      id: string
      currencyCode: string
    }[]
    const cop = regions.find((r) => r.currencyCode === "cop")!
    const html = (await page(app, "/products/te-verde-herbal", `vitalia_locale=en; vitalia_selectedRegionId=${cop.id}`))
      .text
    expect(html).toContain('<html lang="en">')
    expect(html).toContain("Add to cart")
    // The catalogue too, in the language of the cookie (Medusa's Translation Module, through the gateway's catalog).
    expect(html).toContain("Herbal Green Tea")
    expect(html).not.toContain("Té Verde Herbal")
    const boot = bootOf(html)
    expect(boot.language).toBe("en")
    expect(boot.shop.region.id).toBe(cop.id)
    expect(boot.seen).toMatchObject({ locale: "en", selectedRegionId: cop.id, cartId: null })
  })

  it("a signed-in shopper's page has their name and their cart (session cookie and cart cookie)", async () => {
    const shopper = demoShoppers[0]
    const login = await request(app.server)
      .post("/graphql")
      .set("content-type", "application/json")
      .send({
        query: `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { customer { id } } }`,
        variables: { email: shopper.email, password: shopper.password },
      })
    const session = cookieLine(login.headers["set-cookie"] as unknown as string[], "vitalia_session")!.split(";")[0]
    const cart = ok(await graphql(app, `mutation { createCart { id } }`, {}, { cookie: session })).createCart
      .id as string
    const html = (await page(app, "/products", `${session}; vitalia_cartId=${cart}`)).text
    const boot = bootOf(html)
    expect(boot.shop.user.email).toBe(shopper.email)
    expect(boot.shop.cart.id).toBe(cart)
    expect(html).toContain(`>${shopper.first_name}<`)
    expect(html).toContain("Carrito: 0")
  })

  it("a saved cart the server cannot read is not replaced there: the page goes out as the plain shell and the browser's startup decides", async () => {
    // The browser adopts the cart a drawn page carries: a new, empty cart made by the server would
    // replace the shopper's own whenever the server's read failed (web/src/state/shop-store.ts keepUnreadableCart).
    const html = (await page(app, "/", "vitalia_cartId=cart_does_not_exist")).text
    expect(bootOf(html)).toBeNull()
    expect(html).toContain('class="boot"')
  })

  it("a guest's cart survives the sign-in page's frame and the sign-in: the frames set no cookie, and every page drawn after carries the cart, in English too", async () => {
    // The browser suite's "takes over the drawn pages… signed-in shopper in English with a cart", at
    // the gateway: the cart must be the shopper's one line on every page drawn after signing in.
    const shopper = demoShoppers[0]
    const product = ok(await graphql(app, `{ product(handle: "te-verde-herbal") { variants { id } } }`)).product as {
      variants: { id: string }[]
    }
    for (let round = 0; round < 3; round++) {
      const cart = ok(await graphql(app, `mutation { createCart { id } }`)).createCart.id as string
      ok(
        await graphql(
          app,
          `mutation ($cartId: ID!, $variantId: ID!) { addLineItem(cartId: $cartId, variantId: $variantId, quantity: 1) { cart { id } } }`,
          { cartId: cart, variantId: product.variants[0].id }
        )
      )
      const frame = await page(app, "/login", `vitalia_cartId=${cart}`)
      expect(frame.text).toContain('data-page-shell="login"')
      expect(frame.headers["set-cookie"]).toBeUndefined()
      const login = await request(app.server)
        .post("/graphql")
        .set("content-type", "application/json")
        .send({
          query: `mutation ($email: String!, $password: String!, $cartId: ID) { login(email: $email, password: $password, cartId: $cartId) { cartTransferred } }`,
          variables: { email: shopper.email, password: shopper.password, cartId: cart },
        })
      expect(login.body.data.login.cartTransferred).toBe(true)
      const session = cookieLine(login.headers["set-cookie"] as unknown as string[], "vitalia_session")!.split(";")[0]
      const cookie = `${session}; vitalia_cartId=${cart}`
      // What the store reads again after signing in (ShopStore.signedIn): the shopper's line.
      expect(
        ok(await graphql(app, `query ($id: ID!) { cart(id: $id) { itemCount } }`, { id: cart }, { cookie })).cart
          .itemCount
      ).toBe(1)
      for (const path of ["/account", "/cart", "/checkout"]) {
        const drawn = await page(app, path, cookie)
        expect(drawn.text, path).toContain("data-page-shell=")
        expect(drawn.headers["set-cookie"], path).toBeUndefined()
      }
      for (const path of ["/", "/products", "/products/te-verde-herbal", "/products"]) {
        const html = (await page(app, path, `${cookie}; vitalia_locale=en`)).text
        const boot = bootOf(html)
        expect(boot?.shop.cart?.id, path).toBe(cart)
        expect(html, path).toContain(`>${shopper.first_name}<`)
        expect(html, path).toContain("Cart: 1")
      }
    }
  })

  it("the shopper's own pages go out as their frame (heading and placeholder, no boot data); other pages as the plain shell", async () => {
    for (const [path, kind, heading] of [
      ["/cart", "cart", "Tu carrito"],
      ["/checkout", "checkout", "Finalizar compra"],
      ["/account", "account", "Mi cuenta"],
      ["/login", "login", "Inicia sesión"],
      ["/enrollment", "enrollment", "Inscríbete como socio"],
    ]) {
      const html = (await page(app, path)).text
      expect(html, path).toContain(`data-page-shell="${kind}"`)
      expect(html, path).toContain(`<h1>${heading}</h1>`)
      expect(html, path).not.toContain('class="boot"')
      expect(html, path).not.toContain("vitalia-boot")
      expect(html, path).toContain('id="vitalia-chunks"')
    }
    for (const path of ["/search", "/no-such-page"]) {
      const html = (await page(app, path)).text
      expect(html, path).toContain('class="boot"')
      expect(html, path).not.toContain("vitalia-boot")
    }
  })

  it("text from the catalog cannot break out of the page: a product named with HTML and </script> is escaped", async () => {
    const token = await adminToken()
    const stores = (await engine("GET", "/admin/stores?fields=default_sales_channel_id", { token })).body.stores
    const profiles = (await engine("GET", "/admin/shipping-profiles?fields=id,name", { token })).body
      .shipping_profiles as { id: string; name: string }[]
    const handle = `hostil-${Date.now()}`
    const title = `</script><script>window.pwned=1</script><img src=x onerror=alert(1)> $& $' Crema`
    const created = await engine("POST", "/admin/products", {
      token,
      body: {
        title,
        handle,
        status: "published",
        shipping_profile_id: profiles.find((p) => p.name === "Predeterminado")?.id ?? profiles[0].id,
        sales_channels: [{ id: stores[0].default_sales_channel_id }],
        options: [{ title: "Presentación", values: ["Única"] }],
        variants: [
          {
            title: "Única",
            options: { Presentación: "Única" },
            manage_inventory: false,
            prices: [{ currency_code: "usd", amount: 12 }],
          },
        ],
      },
    })
    expect(created.status).toBe(200)
    try {
      const html = (await page(app, `/products/${handle}`)).text
      expect(html).not.toContain("<script>window.pwned")
      expect(html).not.toContain("<img src=x")
      // React escaped the title in the markup; the boot JSON carries it with <, > and & as \u escapes.
      expect(html).toContain("&lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;")
      expect(html).toContain("\\u003c/script\\u003e\\u003cscript\\u003ewindow.pwned=1")
      // "$&" and "$'" stay as they are (they are replacement patterns to String.replace).
      expect(html).toContain("$&amp; $&#x27; Crema")
      expect(JSON.stringify(bootOf(html))).toContain(title.replace(/"/g, '\\"'))
    } finally {
      await engine("DELETE", `/admin/products/${created.body.product.id}`, { token })
    }
  })

  it("a burst of new visitors on one page gets the same drawn page, and a catalogue change through the back-office is on the next one", async () => {
    const token = await adminToken()
    const admin = { authorization: `Bearer ${token}` }
    const path = "/products/te-verde-herbal"
    const burst = await Promise.all(Array.from({ length: 30 }, () => page(app, path).set("accept-encoding", "br")))
    expect(burst.every((response) => response.status === 200 && response.headers["content-encoding"] === "br")).toBe(
      true
    )
    expect(new Set(burst.map((response) => response.text)).size).toBe(1)
    expect(burst[0].text).toMatch(/<h1[^>]*>Té Verde Herbal<\/h1>/)

    const [product] = (
      await request(app.server)
        .get(`/admin-api/products?filter=${encodeURIComponent(JSON.stringify({ q: "te-verde-herbal" }))}`)
        .set(admin)
    ).body as { id: string; title: string }[]
    const renamed = `Té Verde Herbal ${Date.now()}`
    expect(
      (await request(app.server).put(`/admin-api/products/${product.id}`).set(admin).send({ title: renamed })).status
    ).toBe(200)
    try {
      expect((await page(app, path)).text).toContain(`>${renamed}</h1>`)
      // A shopper with a language of their own gets their own page, not the Spanish one kept for others.
      expect((await page(app, path, "vitalia_locale=en")).text).toContain("Add to cart")
      expect((await page(app, path)).text).toContain("Agregar al carrito")
    } finally {
      await request(app.server).put(`/admin-api/products/${product.id}`).set(admin).send({ title: product.title })
    }
  })

  it("STOREFRONT_SSR=off sends the plain shell", async () => {
    const off = await buildGateway({ STOREFRONT_SSR: "off" })
    try {
      const html = (await page(off, "/products")).text
      expect(html).toContain('class="boot"')
      expect(html).not.toContain("vitalia-boot")
    } finally {
      await off.close()
    }
  })

  it("without a server build, or with an engine that never answers, the shell goes out within the drawing budget (never a 500)", async () => {
    // An engine that takes the connection and never answers: the gateway's engine calls would wait a
    // minute for it (MEDUSA_TIMEOUT_MS), so a page that came long before that did not wait for the engine.
    // The bound is the engine's time-out, not a figure for a quiet machine: the suite's shards share
    // two cores, and the page's own budget (STOREFRONT_SSR_TIMEOUT_MS, 1 s here) is what sends the shell.
    const sockets = new Set<Socket>()
    const silent = createServer((socket) => {
      sockets.add(socket)
      socket.on("close", () => sockets.delete(socket))
    })
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve))
    const enginePort = (silent.address() as AddressInfo).port
    const noBuild = await buildGateway({ WEB_SERVER_ENTRY: "/nonexistent/entry-server.js" })
    const unanswered = await buildGateway({
      MEDUSA_URL: `http://127.0.0.1:${enginePort}`,
      MEDUSA_TIMEOUT_MS: "60000",
      STOREFRONT_SSR_TIMEOUT_MS: "1000",
    })
    try {
      for (const app of [noBuild, unanswered]) {
        const started = Date.now()
        const response = await page(app, "/products")
        expect(response.status).toBe(200)
        expect(response.text).toContain('class="boot"')
        expect(Date.now() - started).toBeLessThan(30_000)
      }
    } finally {
      await noBuild.close()
      await unanswered.close()
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})
