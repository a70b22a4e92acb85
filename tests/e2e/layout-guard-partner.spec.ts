import { guardProblems } from "./layout-guard.js"
import { expect, go, SCREENSHOTS, signInAsShopper, signUpAsDemoPartner, test } from "./support.js"

/**
 * The layout guard (layout-guard.spec.ts) on a partner's own page (/account/partner, issue #39) as
 * the demo partner Carolina sees it, with her referred orders, recruits and sponsor, at 360, 390,
 * 768 and 1280 px; screenshots at 390 and 1280 px. Signing up as Carolina relinks her partner
 * record to the new login, so this spec runs with the others that link her or count what reaches
 * her store, one at a time (playwright.config.ts).
 */

const WIDTHS = [360, 390, 768, 1280] as const

/** A login of the demo partner Carolina (VIT-0001: the seed's referred orders, recruits, sponsor chain). */
const partner = {
  firstName: "Carolina",
  lastName: "Méndez",
  email: `carolina-guardia-${Date.now()}@vitalia.test`,
  password: "vitalia-carolina-guardia-2026",
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signUpAsDemoPartner(page, page.request, "VIT-0001", partner)
  await context.close()
})

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } })

    test("a partner's own page, as the demo partner Carolina with her referred orders and recruits", async ({
      page,
    }) => {
      await signInAsShopper(page, partner)
      await go(page, "/account/partner")
      await expect(page.getByRole("heading", { name: "Mi tienda de socio", level: 1 })).toBeVisible()
      await expect(page.getByTestId("figure-this-month")).toBeVisible()
      await expect(page.getByRole("region", { name: "Últimos pedidos por tu tienda" })).toBeVisible()
      const problems = await guardProblems(page, "/account/partner (partner)", width, { controls: true })
      if (width === 390 || width === 1280) {
        await page.screenshot({
          path: `${SCREENSHOTS}/guard-account-partner-${width}.png`,
          fullPage: true,
          animations: "disabled",
        })
      }
      expect(problems, problems.join("\n")).toEqual([])
    })
  })
}
