import { randomBytes } from "node:crypto"
import { base, expect, go, test } from "./support.js"
import { signIn } from "./backoffice.js"

/**
 * The strength meter under a new password (docs/security.md, ASVS 2.1.8), and the refusal of a
 * password known from breaches (2.1.7) as a person meets it: the storefront's register form and the
 * back-office's change-password page. The meter's word is in a polite live region, so screen readers
 * hear it; its code loads only once someone types, so a page's first load does not carry it.
 */
test("the shop's register form: no meter code at first, a live word while typing, a breached password refused", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()))
  await go(page, "/register")
  await page.waitForLoadState("networkidle")
  const loaded = scripts.length
  const password = page.getByLabel("Contraseña", { exact: true })
  const meter = page.locator(".password-meter-text")
  await expect(meter).toHaveAttribute("aria-live", "polite")
  await expect(meter).toHaveText("")

  await password.fill("password1234")
  await expect(meter).toHaveText("Seguridad de la contraseña: débil")
  // The meter's code came in its own request, after the page had loaded.
  expect(scripts.length).toBeGreaterThan(loaded)
  await password.fill("tres lunas sobre el huerto de Bogotá")
  await expect(meter).toHaveText("Seguridad de la contraseña: muy buena")

  await page.getByLabel("Nombre", { exact: true }).fill("Lucía")
  await page.getByLabel("Apellido").fill("Prueba")
  await page.getByLabel("Correo electrónico").fill(`medidor-${randomBytes(4).toString("hex")}@vitalia.test`)
  await password.fill("password1234")
  await page.getByRole("button", { name: "Crear cuenta" }).click()
  await expect(page.getByText(/Esa contraseña es de las más usadas.*elige otra/)).toBeVisible()
  await expect(page).toHaveURL(/\/register/)
})

test("the back-office's change of password: the meter speaks, and a breached password is refused under its field", async ({
  page,
}) => {
  await signIn(page)
  await page.goto(`${base()}/admin/#/change-password`)
  const meter = page.locator(".password-meter [aria-live=polite]")
  await expect(meter).toHaveText("")
  await page.locator("input[name=newPassword]").fill("qwerty123456")
  await expect(meter).toHaveText("Seguridad de la contraseña: débil")
  await page.locator("input[name=newPassword]").fill("tres lunas sobre el huerto de Bogotá")
  await expect(meter).toHaveText("Seguridad de la contraseña: muy buena")

  await page.locator("input[name=newPassword]").fill("qwerty123456")
  await page.locator("input[name=confirm]").fill("qwerty123456")
  await page.locator("input[name=currentPassword]").fill("no-importa-cual")
  await page.getByRole("button", { name: "Cambiar contraseña" }).click()
  await expect(page.getByText(/Esa contraseña es de las más usadas.*elige otra/)).toBeVisible()
})
