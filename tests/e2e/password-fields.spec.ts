import type { Locator, Page } from "@playwright/test"
import { base, demoShoppers, expect, go, test } from "./support.js"
import { staffAccounts } from "./backoffice.js"

/**
 * Password fields as password managers and people use them (docs/security.md, ASVS 2.1.11 and
 * 2.1.12): the password is pasted from the clipboard, not typed, and the eye shows what was pasted
 * before signing in — on the shop's sign-in page and on the back-office's.
 */
test.use({ permissions: ["clipboard-read", "clipboard-write"] })

/** Puts `text` on the clipboard and pastes it into `field` with the keyboard, as a person would. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await field.click()
  await page.keyboard.press("ControlOrMeta+V")
}

/**
 * Pastes `account`'s e-mail and password into the form, checks the password field as a password
 * manager finds it, then shows the password with the eye and masks it again.
 */
async function pasteAndReveal(
  page: Page,
  email: Locator,
  password: Locator,
  account: { email: string; password: string }
) {
  await paste(page, email, account.email)
  await paste(page, password, account.password)
  await expect(password).toHaveValue(account.password)
  await expect(password).toHaveAttribute("type", "password")
  await expect(password).toHaveAttribute("autocomplete", "current-password")

  await page.getByRole("button", { name: "Mostrar contraseña" }).click()
  await expect(password).toHaveAttribute("type", "text")
  await expect(page.getByRole("button", { name: "Ocultar contraseña" })).toHaveAttribute("aria-pressed", "true")
  await page.getByRole("button", { name: "Ocultar contraseña" }).click()
  await expect(password).toHaveAttribute("type", "password")
}

test("the shop's sign-in: the password is pasted, shown with the eye, hidden again, and signs in", async ({ page }) => {
  await go(page, "/login?redirect=/account")
  const password = page.getByLabel("Contraseña", { exact: true })
  await pasteAndReveal(page, page.getByLabel("Correo electrónico"), password, demoShoppers[0])
  await page.getByRole("button", { name: "Entrar", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Mi cuenta" })).toBeVisible()
})

test("the back-office's sign-in: the same, with its own eye", async ({ page }) => {
  await page.goto(`${base()}/admin/`)
  const email = page.getByRole("textbox", { name: "Correo electrónico" })
  await pasteAndReveal(page, email, page.getByRole("textbox", { name: "Contraseña" }), staffAccounts.admin)
  await page.getByRole("button", { name: "Entrar" }).click()
  await expect(page.getByRole("heading", { name: /Ventas por día/ })).toBeVisible()
})
