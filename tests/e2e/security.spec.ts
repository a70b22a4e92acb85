import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { base, cartLink, expect, go, test } from "./support.js"

/**
 * The Content-Security-Policy in a real browser (gateway/src/web/security-headers.ts). Every test of
 * the browser suites fails on any violation (support.ts); these check the policy does its job.
 */
test.describe("política de seguridad de contenido", () => {
  test("a drawn page's loader, allowed by its hash, starts the app: the page works with no violation", async ({
    page,
  }) => {
    const response = await go(page, "/products/te-verde-herbal")
    const policy = response!.headers()["content-security-policy"]
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+' 'self'/)
    expect(policy).toContain("frame-ancestors 'none'")
    // The loader ran (the app took over): adding to the cart works.
    await page.getByRole("button", { name: "Agregar al carrito" }).click()
    await expect(cartLink(page, 1)).toBeVisible()
  })

  test("an injected inline script and an inline event handler are blocked, and the browser reports the violation", async ({
    page,
    cspViolations,
  }) => {
    await go(page, "/products/te-verde-herbal")
    await expect(page.getByRole("heading", { level: 1, name: "Té Verde Herbal" })).toBeVisible()
    await page.evaluate(() => {
      // What an XSS would do with a text the shop failed to escape.
      const script = document.createElement("script")
      script.textContent = "window.__injected = 'ran'"
      document.body.appendChild(script)
      const holder = document.createElement("div")
      holder.innerHTML = `<img src="/nope.png" onerror="window.__handler = 'ran'">`
      document.body.appendChild(holder)
    })
    await expect.poll(() => cspViolations.filter((text) => /script-src/.test(text)).length).toBeGreaterThanOrEqual(2)
    expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined()
    expect(await page.evaluate(() => (window as unknown as { __handler?: string }).__handler)).toBeUndefined()
    // Provoked on purpose: not a failure of this test.
    cspViolations.length = 0
  })

  test("another site cannot frame the shop (frame-ancestors 'none')", async ({ page, cspViolations }) => {
    // Another site: a page of its own origin (another port; on this machine too, as a public page such
    // as about:blank may not reach a local address at all) that frames a shop page.
    const shop = `${base()}/products/te-verde-herbal`
    const site = createServer((_request, response) =>
      response
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(`<!doctype html><iframe id="framed" src="${shop}" width="400" height="300"></iframe>`)
    )
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve))
    try {
      await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`)
      await expect.poll(() => cspViolations.some((text) => text.includes("frame-ancestors"))).toBe(true)
      await expect(
        page.frameLocator("#framed").getByRole("heading", { level: 1, name: "Té Verde Herbal" })
      ).toHaveCount(0)
    } finally {
      site.close()
    }
    cspViolations.length = 0
  })
})
