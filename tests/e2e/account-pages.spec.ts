import type { Page } from "@playwright/test"
import { mailFiles, waitForMail } from "../support/mail.js"
import { base, cartLink, completeCheckout, expect, fillContactAndAddress, go, test } from "./support.js"

/**
 * Issue #38: the storefront pages no browser test opened — /autologin, /forgot-password and
 * /reset-password (through the link in the caught e-mail), saving /account/profile — and withdrawing
 * an order-transfer request where the request is shown. Needs the shop's caught e-mails
 * (E2E_MAIL_DIR, set by setup.ts).
 */
const mailDir = process.env.E2E_MAIL_DIR

/** Registers a new shopper through /register; answers their e-mail and password. */
async function register(page: Page, prefix: string, redirect?: string) {
  const shopper = { email: `${prefix}-${Date.now()}@vitalia.test`, password: "una-clave-larga-2026" }
  await go(page, redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : "/register")
  await page.getByLabel("Nombre", { exact: true }).fill("Lucía")
  await page.getByLabel("Apellido", { exact: true }).fill("Gómez")
  await page.getByLabel("Correo electrónico").fill(shopper.email)
  await page.getByLabel("Contraseña", { exact: true }).fill(shopper.password)
  await page.getByRole("button", { name: "Crear cuenta", exact: true }).click()
  return shopper
}

/** The gateway's GraphQL as a non-browser client (no Origin): a sign-in answers the engine token. */
async function graphql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${base()}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  const answer = (await response.json()) as { data?: T; errors?: unknown[] }
  expect(answer.errors).toBeUndefined()
  return answer.data!
}

test.describe("páginas de la cuenta", () => {
  test.skip(!mailDir, "the shop's e-mails are not caught here (E2E_BASE_URL names an outside shop)")

  test("a transfer request is withdrawn from the order page it was asked on, and again from the e-mail's link", async ({
    page,
  }) => {
    // A guest order, then an account with the same e-mail, back on the order's page.
    await go(page, "/products/omega-3-plus")
    await page.getByRole("button", { name: "Agregar al carrito" }).click()
    await expect(cartLink(page, 1)).toBeVisible()
    await go(page, "/checkout")
    const email = `retira-${Date.now()}@vitalia.test`
    await fillContactAndAddress(page, email)
    const order = await completeCheckout(page)
    const successPath = new URL(page.url()).pathname
    await go(page, `/register?redirect=${encodeURIComponent(successPath)}`)
    await page.getByLabel("Nombre", { exact: true }).fill("Lucía")
    await page.getByLabel("Apellido", { exact: true }).fill("Gómez")
    await page.getByLabel("Correo electrónico").fill(email)
    await page.getByLabel("Contraseña", { exact: true }).fill("una-clave-larga-2026")
    await page.getByRole("button", { name: "Crear cuenta", exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${successPath}$`))

    // Asked, then withdrawn where the request is shown: the e-mailed code no longer moves the order.
    let before = new Set(mailFiles(mailDir!))
    await page.getByRole("button", { name: "Agregar a mi cuenta" }).click()
    const requested = page.getByRole("status").filter({ hasText: "Te enviamos un correo para confirmar" })
    await expect(requested).toBeVisible()
    const first = await waitForMail(mailDir!, email, { since: before, timeoutMs: 30_000, subject: "a tu cuenta" })
    const firstLink = first.links.find((url) => url.pathname.startsWith("/account/orders/"))!
    await requested.getByRole("button", { name: "Retirar la solicitud" }).click()
    await expect(page.getByText("Retiraste la solicitud: el pedido no pasará a tu cuenta")).toBeVisible()
    await expect(page.getByRole("button", { name: "Agregar a mi cuenta" })).toBeVisible()

    await go(page, `${firstLink.pathname}${firstLink.search}`)
    await expect(page.getByLabel("Código de transferencia")).toHaveValue(firstLink.searchParams.get("transfer")!)
    await page.getByRole("button", { name: "Aceptar transferencia" }).click()
    await expect(page.getByRole("alert").filter({ hasText: /No (lo )?encontramos/ })).toBeVisible()
    await go(page, "/account/orders")
    await expect(page.getByRole("heading", { level: 1, name: "Mis pedidos" })).toBeVisible()
    await expect(page.getByRole("link", { name: new RegExp(order) })).toHaveCount(0)

    // Asked again: this time withdrawn from the page the new e-mail's link opens.
    await go(page, successPath)
    before = new Set(mailFiles(mailDir!))
    await page.getByRole("button", { name: "Agregar a mi cuenta" }).click()
    await expect(page.getByText("Te enviamos un correo para confirmar la transferencia del pedido.")).toBeVisible()
    const second = await waitForMail(mailDir!, email, { since: before, timeoutMs: 30_000, subject: "a tu cuenta" })
    const secondLink = second.links.find((url) => url.pathname.startsWith("/account/orders/"))!
    expect(secondLink.searchParams.get("transfer")).not.toBe(firstLink.searchParams.get("transfer"))
    await go(page, `${secondLink.pathname}${secondLink.search}`)
    await expect(page.getByLabel("Código de transferencia")).toHaveValue(secondLink.searchParams.get("transfer")!)
    await page.getByRole("button", { name: "Retirar la solicitud" }).click()
    await expect(page.getByText("Retiraste la solicitud: el pedido no pasará a tu cuenta")).toBeVisible()
    await expect(page.getByRole("button", { name: "Retirar la solicitud" })).toHaveCount(0)
    await page.getByLabel("Código de transferencia").fill(secondLink.searchParams.get("transfer")!)
    await page.getByRole("button", { name: "Aceptar transferencia" }).click()
    await expect(page.getByRole("alert").filter({ hasText: /No (lo )?encontramos/ })).toBeVisible()
  })

  test("/autologin with a hand-over code signs the browser in and goes where the link says; a used or bad code says so", async ({
    page,
  }) => {
    const shopper = await register(page, "autologin")
    await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible()
    await page.context().clearCookies()

    const { login } = await graphql<{ login: { token: string } }>(
      "mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }",
      shopper
    )
    expect(login.token).toBeTruthy()
    const { createAutologinCode } = await graphql<{ createAutologinCode: { code: string } }>(
      "mutation { createAutologinCode { code expiresAt } }",
      {},
      login.token
    )
    const link = `/autologin?code=${encodeURIComponent(createAutologinCode.code)}&redirect=${encodeURIComponent("/account/profile")}`
    expect(link).not.toContain(login.token)
    await go(page, link)
    await expect(page).toHaveURL(/\/account\/profile$/)
    await expect(page.getByRole("heading", { level: 1, name: "Perfil" })).toBeVisible()
    await expect(page.getByLabel("Correo electrónico")).toHaveValue(shopper.email)

    // The same link, from the history of another browser: the code has been used.
    await page.context().clearCookies()
    await go(page, link)
    await expect(page.getByRole("alert")).toHaveText("El enlace de acceso no es válido o ya venció.")
    await go(page, "/autologin?code=no-es-un-codigo")
    await expect(page.getByRole("alert")).toHaveText("El enlace de acceso no es válido o ya venció.")
    await page.getByRole("link", { name: "Volver a iniciar sesión" }).click()
    await expect(page).toHaveURL(/\/login/)
  })

  test("forgot password → the e-mailed link → a new password signs in; the link works once", async ({ page }) => {
    const shopper = await register(page, "olvido")
    await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible()
    await page.context().clearCookies()

    // From the sign-in page, as a shopper who forgot.
    await go(page, "/login")
    await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    const before = new Set(mailFiles(mailDir!))
    await page.getByLabel("Correo electrónico").fill(shopper.email)
    await page.getByRole("button", { name: "Enviar enlace" }).click()
    await expect(page.getByText("Si existe una cuenta con ese correo, te enviamos un enlace")).toBeVisible()

    const mail = await waitForMail(mailDir!, shopper.email, { since: before, timeoutMs: 30_000, subject: "contraseña" })
    const link = mail.links.find((url) => url.pathname === "/reset-password")
    expect(link, `the e-mail links to /reset-password:\n${mail.text}`).toBeTruthy()
    // The link on a line of its own in the text part, as the shopper's mail app shows it.
    expect(mail.text.split("\n")).toContain(link!.toString())

    await go(page, `${link!.pathname}${link!.search}`)
    await expect(page.getByRole("heading", { level: 1, name: "Crea una contraseña nueva" })).toBeVisible()
    await page.getByLabel("Contraseña nueva").fill("otra-clave-nueva-2026")
    await page.getByLabel("Repite la contraseña").fill("otra-clave-distinta")
    await page.getByRole("button", { name: "Guardar" }).click()
    await expect(page.getByLabel("Repite la contraseña")).toHaveAttribute("aria-invalid", "true")
    await page.getByLabel("Repite la contraseña").fill("otra-clave-nueva-2026")
    await page.getByRole("button", { name: "Guardar" }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByText("Contraseña cambiada. Ya iniciaste sesión con la nueva.")).toBeVisible()

    // The old password no longer opens the account; the new one does.
    await page.context().clearCookies()
    await go(page, "/login")
    await page.getByLabel("Correo electrónico").fill(shopper.email)
    await page.getByLabel("Contraseña", { exact: true }).fill(shopper.password)
    await page.getByRole("button", { name: "Entrar", exact: true }).click()
    await expect(page.getByText("Correo o contraseña incorrectos.")).toBeVisible()
    await page.getByLabel("Contraseña", { exact: true }).fill("otra-clave-nueva-2026")
    await page.getByRole("button", { name: "Entrar", exact: true }).click()
    await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible()

    // The same link a second time: refused, with the way to a new one.
    await page.context().clearCookies()
    await go(page, `${link!.pathname}${link!.search}`)
    await page.getByLabel("Contraseña nueva").fill("tercera-clave-2026")
    await page.getByLabel("Repite la contraseña").fill("tercera-clave-2026")
    await page.getByRole("button", { name: "Guardar" }).click()
    await expect(page.getByText("El enlace no es válido o ya venció. Pide uno nuevo.")).toBeVisible()
    await page.getByRole("link", { name: "Pedir un enlace nuevo" }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
  })

  test("saving /account/profile keeps the new name and phone; an empty first name is refused in place", async ({
    page,
  }) => {
    await register(page, "perfil")
    await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible()
    await go(page, "/account")
    await page.getByRole("navigation", { name: "Secciones de tu cuenta" }).getByRole("link", { name: "Perfil" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Perfil" })).toBeVisible()

    await page.getByLabel("Nombre", { exact: true }).fill("")
    await page.getByRole("button", { name: "Guardar" }).click()
    await expect(page.getByLabel("Nombre", { exact: true })).toHaveAttribute("aria-invalid", "true")
    await expect(page.getByText("Completa este campo.")).toBeVisible()

    await page.getByLabel("Nombre", { exact: true }).fill("Lucía Fernanda")
    await page.getByLabel("Apellido", { exact: true }).fill("Gómez Restrepo")
    await page.getByLabel("Teléfono").fill("+57 300 555 0101")
    await page.getByRole("button", { name: "Guardar" }).click()
    await expect(page.getByText("Cambios guardados")).toBeVisible()

    // Kept by the shop, not only by the page: a reload reads them back.
    await page.reload()
    await expect(page.getByLabel("Nombre", { exact: true })).toHaveValue("Lucía Fernanda")
    await expect(page.getByLabel("Apellido", { exact: true })).toHaveValue("Gómez Restrepo")
    await expect(page.getByLabel("Teléfono")).toHaveValue("+57 300 555 0101")
    await go(page, "/account")
    await expect(page.getByText("Lucía Fernanda").first()).toBeVisible()
  })

  test("the profile page lists the open sessions with their device; signing out the other one ends it there", async ({
    page,
    browser,
  }) => {
    const shopper = await register(page, "sesiones")
    await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible()
    // The same shopper on a phone.
    const phone = await browser.newContext({
      userAgent:
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    })
    const phonePage = await phone.newPage()
    await go(phonePage, "/login")
    await phonePage.getByLabel("Correo electrónico").fill(shopper.email)
    await phonePage.getByLabel("Contraseña", { exact: true }).fill(shopper.password)
    await phonePage.getByRole("button", { name: "Entrar", exact: true }).click()
    await expect(phonePage.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible()

    await go(page, "/account/profile")
    const section = page.getByRole("region", { name: "Sesiones abiertas" })
    const list = section.getByRole("list", { name: "Sesiones abiertas" })
    await expect(list.getByRole("listitem")).toHaveCount(2)
    // Exactly "Esta sesión": hasText would also match the other row's button, "Cerrar esta sesión".
    await expect(
      list.getByRole("listitem").filter({ has: page.getByText("Esta sesión", { exact: true }) })
    ).toHaveCount(1)
    const phoneRow = list.getByRole("listitem").filter({ hasText: "Chrome en Android" })
    await expect(phoneRow).toContainText(/Iniciada el .+ · último uso el .+/)

    await phoneRow.getByRole("button", { name: "Cerrar la sesión de Chrome en Android" }).click()
    await expect(page.getByText("Cerramos esa sesión.")).toBeVisible()
    await expect(list.getByRole("listitem")).toHaveCount(1)
    await expect(section.getByRole("button", { name: "Cerrar sesión en todos los demás dispositivos" })).toHaveCount(0)

    // The phone is signed out; this browser goes on.
    await go(phonePage, "/account/profile")
    await expect(phonePage).toHaveURL(/\/login/)
    await phone.close()
    await page.reload()
    await expect(page.getByRole("heading", { level: 1, name: "Perfil" })).toBeVisible()
  })

  test("changes the password on the profile page: the current one is asked, other browsers are signed out", async ({
    page,
    browser,
  }) => {
    const shopper = await register(page, "cambio")
    await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible()
    // The same shopper signed in on another device.
    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await go(otherPage, "/login")
    await otherPage.getByLabel("Correo electrónico").fill(shopper.email)
    await otherPage.getByLabel("Contraseña", { exact: true }).fill(shopper.password)
    await otherPage.getByRole("button", { name: "Entrar", exact: true }).click()
    await expect(otherPage.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible()

    await go(page, "/account")
    await page.getByRole("navigation", { name: "Secciones de tu cuenta" }).getByRole("link", { name: "Perfil" }).click()
    const form = page.getByRole("form", { name: "Cambiar contraseña" })
    await expect(form).toBeVisible()

    // A wrong current password: refused under its field, in Spanish.
    await form.getByLabel("Contraseña actual").fill("no-es-mi-clave")
    await form.getByLabel("Contraseña nueva").fill("mi-clave-nueva-2026")
    await form.getByLabel("Repite la contraseña").fill("mi-clave-nueva-2026")
    await form.getByRole("button", { name: "Cambiar contraseña" }).click()
    await expect(form.getByLabel("Contraseña actual")).toHaveAttribute("aria-invalid", "true")
    await expect(form.getByText(/La contraseña actual no es correcta/)).toBeVisible()

    // The right one: changed, and this browser stays signed in.
    await form.getByLabel("Contraseña actual").fill(shopper.password)
    await form.getByRole("button", { name: "Cambiar contraseña" }).click()
    await expect(page.getByText("Tu contraseña se cambió. Cerramos tus otras sesiones.")).toBeVisible()
    await expect(form.getByLabel("Contraseña actual")).toHaveValue("")
    await page.reload()
    await expect(page.getByRole("heading", { level: 1, name: "Perfil" })).toBeVisible()

    // The other device is signed out.
    await go(otherPage, "/account/profile")
    await expect(otherPage).toHaveURL(/\/login/)
    await other.close()

    // The old password no longer opens the account; the new one does.
    await page.context().clearCookies()
    await go(page, "/login")
    await page.getByLabel("Correo electrónico").fill(shopper.email)
    await page.getByLabel("Contraseña", { exact: true }).fill(shopper.password)
    await page.getByRole("button", { name: "Entrar", exact: true }).click()
    await expect(page.getByText("Correo o contraseña incorrectos.")).toBeVisible()
    await page.getByLabel("Contraseña", { exact: true }).fill("mi-clave-nueva-2026")
    await page.getByRole("button", { name: "Entrar", exact: true }).click()
    await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible()
  })
})
