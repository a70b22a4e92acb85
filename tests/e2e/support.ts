import { readFileSync, mkdirSync } from "node:fs"
import { createRequire } from "node:module"
import { AxeBuilder } from "@axe-core/playwright"
import {
  test as playwrightTest,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from "@playwright/test"

/**
 * Collects every Content-Security-Policy violation on the context's pages: the page's
 * `securitypolicyviolation` events (a listener added before any page script, which the policy does
 * not govern) and Chromium's own console reports ("Refused to …").
 */
export async function watchCsp(context: BrowserContext, into: string[]) {
  context.on("console", (message) => {
    const text = message.text()
    if (/Content Security Policy|CSP violation/i.test(text) && !into.includes(text)) into.push(text)
  })
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "an inline script or style"} (${event.sourceFile}:${event.lineNumber})`
      )
    })
  })
}

/**
 * The suites' `test`: the shop runs with its Content-Security-Policy on (gateway/src/web/security-headers.ts),
 * and any violation on any page of the test's context fails the test. A test that provokes one on
 * purpose reads `cspViolations` and empties it.
 */
export const test = playwrightTest.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = []
      await watchCsp(context, violations)
      await use(violations)
      expect(violations, "Content-Security-Policy violations").toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/** The shop under test (tests/e2e/setup.ts). */
export const base = () => {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error("E2E_BASE_URL is not set: run through playwright.config.ts")
  return url.replace(/\/$/, "")
}

export const go = (page: Page, path: string) => page.goto(base() + path)

/** The demo logins the seed creates (commerce/data/demo-accounts.json). */
export const demoShoppers = (
  JSON.parse(readFileSync("commerce/data/demo-accounts.json", "utf8")) as {
    shoppers: { email: string; password: string; first_name: string }[]
  }
).shoppers

export const SCREENSHOTS = "test-results/screenshots"
mkdirSync(SCREENSHOTS, { recursive: true })

/** Waits until nothing is loading: no startup spinner, no skeletons, no page spinner, images decoded. */
export async function settled(page: Page) {
  await expect(page.locator(".fullscreen-spinner")).toHaveCount(0)
  await expect(page.locator(".skeleton")).toHaveCount(0)
  await expect(page.locator(".page-spinner")).toHaveCount(0)
  await page.waitForLoadState("networkidle")
  // Lazy images below the fold: scroll through once so full-page pictures show them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 40))
    }
    window.scrollTo(0, 0)
    // A lazy image that never comes near the screen (inside a closed <details>, such as the checkout's
    // summary on a phone) never loads, and its decode() never settles: wait for it a few seconds only.
    const decoded = (img: HTMLImageElement) =>
      Promise.race([img.decode().catch(() => null), new Promise((r) => setTimeout(r, 3000))])
    await Promise.all([...document.images].filter((img) => !img.complete).map(decoded))
  })
}

/** Full-page screenshots at phone (390 px) and desktop (1440 px) widths; the page must fit each width. */
export async function shoot(page: Page, name: string) {
  const original = page.viewportSize()
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    await settled(page)
    // Nothing may widen the page past the screen (a phone would scroll sideways).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${name} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true, animations: "disabled" })
  }
  if (original) await page.setViewportSize(original)
}

/**
 * Transitions and animations off for the rest of the page's life, so that axe measures colours as
 * they end, not halfway through a fade.
 */
async function withoutMotion(page: Page) {
  await page.evaluate(() => {
    if (document.getElementById("axe-no-motion")) return
    const style = document.createElement("style")
    style.id = "axe-no-motion"
    style.textContent = "*, *::before, *::after { transition: none !important; animation: none !important; }"
    document.head.append(style)
  })
}

/**
 * axe-core with WCAG 2.1 A/AA rules: no serious or critical violation, on the page at rest. After a
 * move within the app (a search, a filter) `settled`'s network wait has nothing to wait for — the
 * page reached that state when it first loaded — so the check also waits until nothing is busy
 * (aria-busy: a list whose next results are loading shows the last ones dimmed) and turns motion
 * off (the list fades back in). A run of the browser suite caught the dimmed cards of a search.
 */
export async function expectAccessible(page: Page, where: string) {
  await settled(page)
  await withoutMotion(page)
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0)
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 4)
        .join(" | ")}`
  )
  expect(summary, `accessibility problems on ${where}`).toEqual([])
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

/**
 * The same check as expectAccessible, for a single-page app walked screen by screen (the
 * back-office): axe-core is put into the document once and then run where asked (`include`, a CSS
 * selector: the screen's content, an open dialog), reporting violations only. AxeBuilder injects
 * axe again and gathers every passing check on each call, about three times slower — too slow for
 * the crawl's hundreds of screens. The caller waits for its screen first.
 */
export async function expectAccessibleHere(page: Page, where: string, include = "html") {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE)
  // The screen as it rests: a button turning enabled fades its colour in over 250 ms, and axe measured
  // the contrast of that in-between colour (the stock grid's "next page" as its data arrived).
  await withoutMotion(page)
  const violations = await page.evaluate(
    async ([context, tags]) => {
      const axe = (window as unknown as { axe: typeof import("axe-core") }).axe
      const results = await axe.run(context, {
        runOnly: { type: "tag", values: [...tags] },
        resultTypes: ["violations"],
        // A frame is an e-mail's preview (sandboxed, no scripts): an e-mail's markup, not a screen of ours,
        // and axe reaching into it is what Chrome reports as a blocked script.
        iframes: false,
      })
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(" ")),
      }))
    },
    [include, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]] as const
  )
  const summary = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 4).join(" | ")}`)
  expect(summary, `accessibility problems on ${where}`).toEqual([])
}

/** The header's cart link, which says how many units the cart holds. */
export const cartLink = (page: Page, count: number) =>
  page.getByRole("link", { name: `Carrito: ${count}`, exact: true })

/** A fresh cart with one unit of the product at `/products/<handle>`. */
export async function addToCart(page: Page, handle: string) {
  await go(page, `/products/${handle}`)
  await page.getByRole("button", { name: "Agregar al carrito" }).click()
  await expect(cartLink(page, 1)).toBeVisible()
}

/** Fills the checkout's first step with a Miami address. */
export async function fillContactAndAddress(page: Page, email: string | null) {
  if (email) await page.getByLabel("Correo electrónico").fill(email)
  await page.getByLabel("Nombre", { exact: true }).fill("Lucía")
  await page.getByLabel("Apellido", { exact: true }).fill("Gómez")
  await page.getByLabel("Dirección", { exact: true }).fill("1200 Brickell Ave")
  await page.getByLabel("País").selectOption("us")
  await page.getByLabel("Provincia / estado").selectOption("FL")
  await page.getByLabel("Ciudad").fill("Miami")
  await page.getByLabel("Código postal").fill("33131")
}

/** Steps 1 → 4 of the checkout, the first step filled: standard shipping, manual payment, the review. */
export async function reachReview(page: Page) {
  await page.getByRole("button", { name: "Continuar" }).click()
  const standard = page.getByRole("radio", { name: /Estándar/ })
  await standard.check()
  await expect(standard).toBeChecked()
  await page.getByRole("button", { name: "Continuar" }).click()
  await expect(page.getByRole("radio", { name: /Pago manual/ })).toBeChecked()
  await page.getByRole("button", { name: "Continuar" }).click()
  await expect(page.getByRole("heading", { name: /Revisión/ })).toBeVisible()
}

/** Steps 1 → 4 of the checkout and the order; answers the order number shown on /order-success. */
export async function completeCheckout(page: Page, options: { shoot?: boolean } = {}) {
  await reachReview(page)
  if (options.shoot) await shoot(page, "checkout-review")
  await page.getByRole("button", { name: "Confirmar pedido" }).click()
  await expect(page).toHaveURL(/\/order-success\/order_/)
  await expect(page.getByRole("heading", { name: "¡Gracias por tu compra!" })).toBeVisible()
  const number = (await page.locator(".order-success-number").textContent()) ?? ""
  expect(number).toMatch(/^Pedido #\d+$/)
  return number.replace("Pedido ", "")
}

/** Saves a US address (Miami) to the signed-in shopper's address book through the page's own session. */
export async function saveUsAddress(page: Page, firstName: string, lastName: string) {
  const saved = await page.evaluate(
    async (name) => {
      const response = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: "mutation($input: SavedAddressInput!) { addAddress(input: $input) { id } }",
          variables: {
            input: {
              address: {
                ...name,
                address1: "1200 Brickell Ave",
                city: "Miami",
                countryCode: "us",
                province: "FL",
                postalCode: "33131",
              },
            },
          },
        }),
      })
      return (await response.json()) as { errors?: unknown }
    },
    { firstName, lastName }
  )
  expect(saved.errors).toBeUndefined()
}

/** Signs a shopper in through /login with e-mail and password, as they type them. */
export async function signInAsShopper(page: Page, who: { email: string; password: string }) {
  await go(page, "/login")
  await page.getByLabel("Correo electrónico").fill(who.email)
  await page.getByLabel("Contraseña", { exact: true }).fill(who.password)
  await page.getByRole("button", { name: "Entrar", exact: true }).click()
  await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible()
}

/**
 * Signs up a new shopper in `page` (the storefront's own form) and links a demo partner (the seed's
 * `code`, e.g. VIT-0001 Carolina) to that account through the back-office's API: the seed links no
 * partner to a login. Signed in when it returns. A later link of the same partner moves it to the
 * newer account, so each spec links its own.
 */
export async function signUpAsDemoPartner(
  page: Page,
  request: APIRequestContext,
  code: string,
  person: { firstName: string; lastName: string; email: string; password: string }
) {
  await go(page, "/register")
  await page.getByLabel("Nombre", { exact: true }).fill(person.firstName)
  await page.getByLabel("Apellido", { exact: true }).fill(person.lastName)
  await page.getByLabel("Correo electrónico").fill(person.email)
  await page.getByLabel("Contraseña", { exact: true }).fill(person.password)
  await page.getByRole("button", { name: "Crear cuenta" }).click()
  await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible()
  const customerId = await page.evaluate(async () => {
    const response = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ me { id } }" }),
    })
    return ((await response.json()) as { data: { me: { id: string } } }).data.me.id
  })
  const admin = (
    JSON.parse(readFileSync("commerce/data/demo-accounts.json", "utf8")) as {
      admin: { email: string; password: string }
    }
  ).admin
  const login = await request.post(`${base()}/admin-api/auth/login`, { data: admin })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}` }
  const list = await request.get(
    `${base()}/admin-api/partners?filter=${encodeURIComponent(JSON.stringify({ q: code }))}`,
    { headers }
  )
  expect(list.status()).toBe(200)
  const partner = ((await list.json()) as { id: string; code: string }[]).find((p) => p.code === code)!
  expect(partner, `the seed's partner ${code}`).toBeTruthy()
  const linked = await request.put(`${base()}/admin-api/partners/${partner.id}`, {
    headers,
    data: { customer_id: customerId },
  })
  expect(linked.status(), await linked.text()).toBe(200)
}
