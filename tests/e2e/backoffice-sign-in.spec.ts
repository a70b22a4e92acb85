import type { Page } from "@playwright/test"
import { adminApi, staffAccounts } from "./backoffice.js"
import { base, expect, expectAccessibleHere, SCREENSHOTS, test } from "./support.js"
import { previousStepCode, stepCode, wrongCode } from "../support/totp.js"

/**
 * The back-office's sign-in page wears the shop's look — its name, its mark, its green — and speaks
 * the back-office's language (Spanish by default), whatever the browser's language and whatever
 * language the storefront was read in; the two-step code is asked on a page of the same look.
 */

/** The main button of the card, once it may be pressed, in the shop's green rather than react-admin's blue. */
async function expectShopButton(page: Page) {
  const button = page.locator(".vitalia-sign-in button[type=submit]")
  await expect(button).toBeEnabled()
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(47, 111, 79)")
}

/** The shop's name and mark on the sign-in card, and the card's heading. */
async function expectShopLook(page: Page, heading: string) {
  const card = page.locator(".vitalia-sign-in")
  await expect(card.getByRole("heading", { level: 1, name: "Vitalia" })).toBeVisible()
  await expect(card.getByText("Administración de la tienda")).toBeVisible()
  await expect(card.getByRole("heading", { level: 2, name: heading })).toBeVisible()
  // The storefront's mark: the leaf in a circle of the shop's green (web/src/components/Icon.tsx).
  await expect(card.locator('svg circle[fill="#2f6f4f"]')).toHaveCount(1)
  // The page's background in the shop's soft green, not react-admin's grey.
  expect(await page.locator("main").evaluate((main) => getComputedStyle(main).backgroundColor)).toBe(
    "rgb(229, 241, 234)"
  )
}

test.describe("el inicio de sesión de la administración", () => {
  test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } })

  test("muestra la tienda en español y rechaza en español, aunque el navegador y la tienda estén en inglés", async ({
    page,
    context,
  }) => {
    // The storefront was read in English: its choice is a cookie sent on the same address.
    await context.addCookies([{ name: "vitalia_locale", value: "en", url: base() }])
    await page.goto(`${base()}/admin/`)
    await expectShopLook(page, "Iniciar sesión")
    await expect(page.getByText("Entra con el correo y la contraseña de tu cuenta del equipo.")).toBeVisible()
    await expect(page.getByRole("link", { name: "Ir a la tienda" })).toHaveAttribute("href", "/")
    await expectAccessibleHere(page, "sign-in page")
    await page.screenshot({ path: `${SCREENSHOTS}/admin-sign-in-1280.png` })

    await page.getByRole("textbox", { name: "Correo electrónico" }).fill(staffAccounts.admin.email)
    await page.getByRole("textbox", { name: "Contraseña" }).fill("no-es-la-clave")
    await expectShopButton(page)
    await page.getByRole("button", { name: "Entrar" }).click()
    await expect(page.getByText("No pudimos iniciar tu sesión.")).toBeVisible()
    await expect(page.getByText("Authentication failed")).toHaveCount(0)
    await expect(page.getByText("We could not sign you in", { exact: false })).toHaveCount(0)
  })

  test("pide el código de la verificación en dos pasos con el mismo aspecto", async ({ page }) => {
    // A staff member with a second factor, invited by the owner and enrolled as a person would.
    const owner = await adminApi()
    const email = `dos.pasos.${Date.now()}@vitalia.test`
    const password = "una-clave-para-dos-pasos-2026"
    const invite = await owner.post<{ token: string }>("/admin-api/invites", { email })
    await owner.post("/admin-api/invites/accept", { invite_token: invite.token, email, password }, { anonymous: true })
    await owner.dispose()
    const member = await adminApi({ email, password })
    const { secret } = await member.post<{ secret: string }>("/admin-api/staff/me/totp", {})
    // Enrolled with the previous time step's code: the current one stays unused for the sign-in below.
    await member.post("/admin-api/staff/me/totp/confirm", { code: await previousStepCode(secret) })
    await member.dispose()

    await page.goto(`${base()}/admin/`)
    await page.getByRole("textbox", { name: "Correo electrónico" }).fill(email)
    await page.getByRole("textbox", { name: "Contraseña" }).fill(password)
    await page.getByRole("button", { name: "Entrar" }).click()
    await expectShopLook(page, "Verificación en dos pasos")
    await expect(page.getByText("Escribe el código de tu aplicación de autenticación")).toBeVisible()
    await expectAccessibleHere(page, "two-step sign-in page")

    // A wrong code is refused in Spanish, on the same page.
    const code = page.getByRole("textbox", { name: "Código de 6 cifras" })
    await code.fill(await wrongCode(secret))
    await expectShopButton(page)
    await page.screenshot({ path: `${SCREENSHOTS}/admin-sign-in-code-1280.png` })
    await page.getByRole("button", { name: "Entrar" }).click()
    await expect(page.getByText("El código de verificación no es válido o ya venció", { exact: false })).toBeVisible()
    await expectShopLook(page, "Verificación en dos pasos")

    // The right code opens the back-office.
    await code.fill(await stepCode(secret, 0))
    await page.getByRole("button", { name: "Entrar" }).click()
    await expect(page.locator(".vitalia-sign-in")).toHaveCount(0)
    await expect(page.locator(".RaLayout-appFrame")).toBeVisible()
  })
})
