import type { Page } from "@playwright/test"
import { controlProblems } from "./layout-guard.js"
import { base, cartLink, expect, go, saveUsAddress, settled, test } from "./support.js"

/**
 * Issue #18: every route as a shopper reaches it by navigation inside the app (the page's code and
 * styles loaded after the first page's) at 320, 390 and 1440 px: nothing wider than the screen, no
 * control left with the browser's own styles (the quantity stepper's computed styles), touch
 * targets of at least 44 px on a phone (measured), and the phone menu's links on its first screen.
 * The same routes opened directly (reload, bookmark, e-mail link) are the layout guard's walk
 * (layout-guard.spec.ts), which runs these controls' checks too.
 */

const WIDTHS = [320, 390, 1440] as const
const PHONE = 600

/**
 * What the browser measures on a page: nothing wider than the screen, and the controls' checks
 * (stepper styles, touch targets on a phone) the layout guard shares (layout-guard.ts).
 */
async function measure(page: Page, phone: boolean): Promise<string[]> {
  const widths = await page.evaluate(() => {
    const problems: string[] = []
    const width = window.innerWidth
    const describe = (el: Element) => {
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)
      const label = el.getAttribute("aria-label") ?? ""
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}> "${label || text}"`
    }
    const shown = (el: Element) => {
      if (el.closest("dialog:not([open]), [hidden], .visually-hidden, [aria-hidden='true']")) return false
      const style = getComputedStyle(el)
      if (style.visibility === "hidden" || style.display === "none") return false
      const rect = el.getBoundingClientRect()
      return rect.width > 0 && rect.height > 0
    }
    if (document.documentElement.scrollWidth > width)
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px on a ${width} px screen`)
    for (const el of document.body.querySelectorAll("*")) {
      if (!shown(el)) continue
      const rect = el.getBoundingClientRect()
      // Inside a box that scrolls or clips sideways (a row of thumbnails), width is that box's business.
      const clipped = [...ancestors(el)].some((a) =>
        ["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(a).overflowX)
      )
      if (!clipped && rect.width > width + 0.5)
        problems.push(`${describe(el)} is ${Math.round(rect.width)} px wide on a ${width} px screen`)
    }
    return problems

    function* ancestors(el: Element) {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) yield a
    }
  })
  return [...new Set([...widths, ...(await controlProblems(page, phone))])]
}

/** The app's own navigation to `path` (react-router follows popstate), as a click on one of its links would. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to)
    window.dispatchEvent(new PopStateEvent("popstate", { state: {} }))
  }, path)
  await page.waitForURL((url) => url.pathname + url.search === path)
}

let subscriptionPath = "/account/subscription/sub_unknown"
const shopper = { email: `layout-${Date.now()}@vitalia.test`, password: "vitalia-layout-2026" }

test.beforeAll(async ({ browser }) => {
  // A shopper of their own with a cart line, a saved address and a subscription, so every account page has content.
  const context = await browser.newContext()
  const page = await context.newPage()
  await go(page, "/register")
  await page.getByLabel("Nombre", { exact: true }).fill("Laura")
  await page.getByLabel("Apellido", { exact: true }).fill("Diseño")
  await page.getByLabel("Correo electrónico").fill(shopper.email)
  await page.getByLabel("Contraseña", { exact: true }).fill(shopper.password)
  await page.getByRole("button", { name: "Crear cuenta" }).click()
  await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible()
  await saveUsAddress(page, "Laura", "Diseño")
  await go(page, "/products/omega-3-plus")
  // The page comes drawn by the server; its controls work once the app has taken over (enabled).
  await expect(page.getByRole("button", { name: "Agregar al carrito" })).toBeEnabled()
  await page.getByText("Recíbelo automáticamente").click()
  await page.getByLabel("Frecuencia").selectOption({ label: "Cada mes" })
  await page.getByRole("button", { name: "Suscribirme" }).click()
  await expect(page).toHaveURL(/\/account\/subscription\/sub_/)
  subscriptionPath = new URL(page.url()).pathname
  await context.close()
})

/** Signs the layout shopper in and puts one line in their cart. */
async function signedInWithCart(page: Page) {
  await go(page, "/login")
  await page.getByLabel("Correo electrónico").fill(shopper.email)
  await page.getByLabel("Contraseña", { exact: true }).fill(shopper.password)
  await page.getByRole("button", { name: "Entrar", exact: true }).click()
  await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible()
  await go(page, "/products/hc-fit")
  await page.getByRole("button", { name: "Agregar al carrito" }).click()
  await expect(cartLink(page, 1)).toBeVisible()
}

const GUEST_ROUTES = [
  "/",
  "/products",
  "/products?q=fit",
  "/products/hc-fit",
  "/products/proteina-vegetal",
  "/cart",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password?token=x&email=a%40b.co",
  "/find-order",
  "/enrollment",
  "/ruta-que-no-existe",
]
const ACCOUNT_ROUTES = () => [
  "/cart",
  "/checkout",
  "/account",
  "/account/orders",
  "/account/addresses",
  "/account/wishlist",
  "/account/profile",
  "/account/partner",
  subscriptionPath,
]

for (const width of WIDTHS) {
  const phone = width < PHONE
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 844 : 900 } })

    test("every route, reached by navigation, fits the screen with styled controls and big enough targets", async ({
      page,
    }) => {
      const problems: string[] = []
      const check = async (path: string, how: string) => {
        await settled(page)
        problems.push(...(await measure(page, phone)).map((line) => `${path} (${how}, ${width} px): ${line}`))
      }
      await go(page, "/")
      await settled(page)
      for (const path of GUEST_ROUTES) {
        await navigate(page, path)
        await check(path, "navigation")
      }
      await signedInWithCart(page)
      await go(page, "/")
      await settled(page)
      for (const path of ACCOUNT_ROUTES()) {
        await navigate(page, path)
        await check(path, "navigation")
      }
      expect(problems).toEqual([])
    })

    test("the quantity stepper keeps its styles on /cart and the subscription page opened directly", async ({
      page,
    }) => {
      await signedInWithCart(page)
      for (const path of ["/cart", subscriptionPath]) {
        await page.goto(base() + path)
        await settled(page)
        const stepper = page.locator(".stepper").first()
        await expect(stepper).toBeVisible()
        const look = await stepper.evaluate((el) => {
          const button = el.querySelector("button")!
          const b = getComputedStyle(button)
          return {
            display: getComputedStyle(el).display,
            width: button.getBoundingClientRect().width,
            height: button.getBoundingClientRect().height,
            background: b.backgroundColor,
            border: b.borderTopStyle,
          }
        })
        expect(["inline-flex", "flex"], path).toContain(look.display)
        expect({ ...look, display: "flex" }, path).toEqual({
          display: "flex",
          width: 44,
          height: 44,
          background: "rgba(0, 0, 0, 0)",
          border: "none",
        })
      }
    })

    if (phone) {
      test("the phone menu: search on one row, every link on the first screen", async ({ page }) => {
        await go(page, "/products/hc-fit")
        await settled(page)
        await page.getByRole("button", { name: "Abrir menú" }).click()
        const menu = page.getByRole("dialog", { name: "Menú" })
        await expect(menu).toBeVisible()
        const search = await menu.getByRole("search").boundingBox()
        const panel = await menu.boundingBox()
        expect(search!.width).toBeLessThanOrEqual(panel!.width)
        expect(search!.height).toBeLessThan(80)
        const submit = await menu.getByRole("button", { name: "Buscar" }).boundingBox()
        expect(submit!.y).toBeGreaterThanOrEqual(search!.y)
        expect(submit!.y + submit!.height).toBeLessThanOrEqual(search!.y + search!.height)
        const links = menu.getByRole("navigation").getByRole("link")
        expect(await links.count()).toBeGreaterThanOrEqual(5)
        for (const box of await links.evaluateAll((els) =>
          els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect)
        )) {
          expect(box.bottom).toBeLessThanOrEqual(844)
          expect(box.height).toBeGreaterThanOrEqual(44)
        }
        expect(await measure(page, true)).toEqual([])
      })
    }
  })
}
