import { randomBytes } from "node:crypto"
import { test } from "@playwright/test"
import { signIn, staffAccounts } from "./backoffice.js"
import { base, expect } from "./support.js"

/**
 * An administrator's own back-office sessions (docs/auth.md, "Active sessions"; ASVS 3.3.4 with
 * 3.7.1): two browsers signed in, the user menu's "Sesiones abiertas" lists both, ending the other
 * asks for the password again (a wrong one is refused under its field), and the other browser is
 * signed out at its next request. A staff member made for the test, so no other spec's sessions end.
 */
test("lists its two sessions; ending the other asks for the password, and that browser is signed out", async ({
  browser,
  request,
}) => {
  const email = `sesiones-${randomBytes(4).toString("hex")}@vitalia.test`
  const password = "una-clave-de-sesiones-2026"
  const owner = staffAccounts.admin
  const login = await request.post(`${base()}/admin-api/auth/login`, {
    data: { email: owner.email, password: owner.password },
  })
  expect(login.status()).toBe(200)
  const ownerHeaders = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  const invite = await request.post(`${base()}/admin-api/invites`, { headers: ownerHeaders, data: { email } })
  expect(invite.status()).toBe(200)
  const accepted = await request.post(`${base()}/admin-api/invites/accept`, {
    data: { invite_token: ((await invite.json()) as { token: string }).token, email, password },
  })
  expect(accepted.status()).toBe(200)
  const userId = ((await accepted.json()) as { user: { id: string } }).user.id
  // Giving the role is a sensitive change too: the owner confirms with the password first.
  const proof = await request.post(`${base()}/admin-api/auth/reauthenticate`, {
    headers: ownerHeaders,
    data: { password: owner.password },
  })
  expect(proof.status()).toBe(200)
  const role = await request.put(`${base()}/admin-api/staff/${userId}`, {
    headers: { ...ownerHeaders, "x-vitalia-reauth": ((await proof.json()) as { proof: string }).proof },
    data: { role: "catalogue" },
  })
  expect(role.status()).toBe(200)

  const desk = await browser.newContext({ locale: "es-ES" })
  const laptop = await browser.newContext({ locale: "es-ES" })
  const page = await desk.newPage()
  const other = await laptop.newPage()
  await signIn(other, { email, password })
  await signIn(page, { email, password })

  await page.getByRole("button", { name: "Perfil" }).click()
  await page.getByRole("menuitem", { name: "Sesiones abiertas" }).click()
  await expect(page.getByRole("heading", { level: 2, name: "Tus sesiones abiertas en el back-office" })).toBeVisible()
  const rows = page.getByTestId("admin-session")
  // The chip, not the button ("Cerrar esta sesión" holds the same words).
  const chip = page.getByText("Esta sesión", { exact: true })
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ has: chip })).toHaveCount(1)

  await rows.filter({ hasNot: chip }).getByRole("button", { name: "Cerrar esta sesión" }).click()
  const dialog = page.getByRole("dialog", { name: "Confirma que eres tú" })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel("Tu contraseña").fill("no-es-la-contraseña")
  await dialog.getByRole("button", { name: "Confirmar" }).click()
  await expect(dialog.getByText(/La contraseña actual no es correcta/)).toBeVisible()
  await expect(rows).toHaveCount(2)
  await dialog.getByLabel("Tu contraseña").fill(password)
  await dialog.getByRole("button", { name: "Confirmar" }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText("Se cerró la sesión")).toBeVisible()
  await expect(rows).toHaveCount(1)
  await expect(rows.first().getByText("Esta sesión", { exact: true })).toBeVisible()

  // The other browser, at its next request, is back at the sign-in.
  await other.reload()
  await expect(other.getByRole("button", { name: "Entrar" })).toBeVisible()
  // This one goes on.
  await page.reload()
  await expect(rows).toHaveCount(1)
  await desk.close()
  await laptop.close()
})
