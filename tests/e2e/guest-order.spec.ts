import type { Page } from "@playwright/test"
import { mailFiles, waitForMail } from "../support/mail.js"
import {
  cartLink,
  completeCheckout,
  expect,
  expectAccessible,
  fillContactAndAddress,
  go,
  test,
  watchCsp,
} from "./support.js"

/**
 * A guest's order reaches the account: the guest buys, creates an account with
 * the same e-mail, asks for the order from the order-success page, and accepts
 * it with the code the shop e-mails to the order's address (docs/product.md §7 order
 * transfer). Needs the shop's caught e-mails (E2E_MAIL_DIR, set by setup.ts).
 */
const mailDir = process.env.E2E_MAIL_DIR

/** A guest buys one Omega 3 Plus with `email`; answers the order number ("#N"). */
async function guestBuys(page: Page, email: string) {
  await go(page, "/products/omega-3-plus")
  await page.getByRole("button", { name: "Agregar al carrito" }).click()
  await expect(cartLink(page, 1)).toBeVisible()
  await go(page, "/checkout")
  await fillContactAndAddress(page, email)
  return completeCheckout(page)
}

test.describe("pedido de invitado", () => {
  test.skip(!mailDir, "the shop's e-mails are not caught here (E2E_BASE_URL names an outside shop)")

  test("checkout as guest → create an account → the e-mailed code moves the order → /account/orders lists it", async ({
    page,
  }) => {
    const email = `invitada-cuenta-${Date.now()}@vitalia.test`
    const order = await guestBuys(page, email)
    const successPath = new URL(page.url()).pathname

    await go(page, `/register?redirect=${encodeURIComponent(successPath)}`)
    await page.getByLabel("Nombre", { exact: true }).fill("Lucía")
    await page.getByLabel("Apellido", { exact: true }).fill("Gómez")
    await page.getByLabel("Correo electrónico").fill(email)
    await page.getByLabel("Contraseña", { exact: true }).fill("una-clave-larga-2026")
    await page.getByRole("button", { name: "Crear cuenta", exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${successPath}$`))

    const before = new Set(mailFiles(mailDir!))
    await page.getByRole("button", { name: "Agregar a mi cuenta" }).click()
    await expect(page.getByText("Te enviamos un correo para confirmar la transferencia del pedido.")).toBeVisible()
    // The order's confirmation goes to the same address: wait for the transfer's own e-mail.
    const mail = await waitForMail(mailDir!, email, { since: before, timeoutMs: 30_000, subject: "a tu cuenta" })
    expect(mail.subject).toContain(order)
    const link = mail.links.find((url) => url.pathname.startsWith("/account/orders/"))
    expect(link, "the e-mail links to the order in the account").toBeTruthy()

    await go(page, `${link!.pathname}${link!.search}`)
    await expect(page.getByLabel("Código de transferencia")).toHaveValue(link!.searchParams.get("transfer")!)
    await expectAccessible(page, "order transfer")
    await page.getByRole("button", { name: "Aceptar transferencia" }).click()
    await expect(page.getByText("Transferencia aceptada: el pedido ya está en tu cuenta.")).toBeVisible()

    await go(page, "/account/orders")
    await expect(page.getByRole("heading", { level: 1, name: "Mis pedidos" })).toBeVisible()
    await expect(page.getByRole("link", { name: new RegExp(order) })).toBeVisible()
  })

  test("the confirmation e-mail's link opens the order in a fresh browser; a forged one does not; find my order sends it again", async ({
    page,
    browser,
    cspViolations,
  }) => {
    const email = `invitada-enlace-${Date.now()}@vitalia.test`
    const order = await guestBuys(page, email)

    const mail = await waitForMail(mailDir!, email, { subject: order, timeoutMs: 30_000 })
    expect(mail.subject).toBe(`Recibimos tu pedido ${order}`)
    expect(mail.text).toContain("Cómo pagar por transferencia bancaria")
    const link = mail.links.find((url) => url.pathname.startsWith("/order-success/"))
    expect(link, "the e-mail links to the order").toBeTruthy()

    // Another browser, no session, no receipt of its own: the link alone opens the order.
    const fresh = await browser.newContext({ locale: "es-CO" })
    await watchCsp(fresh, cspViolations)
    try {
      const elsewhere = await fresh.newPage()
      await go(elsewhere, `${link!.pathname}${link!.search}`)
      await expect(elsewhere.locator(".order-success-number")).toHaveText(`Pedido ${order}`)
      await expect(elsewhere.getByText("Omega 3", { exact: false }).first()).toBeVisible()
      await expectAccessible(elsewhere, "order opened from the e-mail")

      const forged = new URL(link!.toString())
      forged.searchParams.set("receipt", `${forged.searchParams.get("receipt")!.slice(0, -3)}abc`)
      await go(elsewhere, `${forged.pathname}${forged.search}`)
      await expect(elsewhere.getByRole("heading", { level: 1, name: "No encontramos este pedido." })).toBeVisible()
      await elsewhere.getByRole("link", { name: "Encuentra tu pedido" }).click()

      await elsewhere.getByLabel("Correo electrónico").fill(email)
      await elsewhere.getByLabel("Número de pedido").fill(order)
      const before = new Set(mailFiles(mailDir!))
      await elsewhere.getByRole("button", { name: "Enviarme el enlace" }).click()
      await expect(elsewhere.getByRole("status")).toContainText(`enviamos el enlace a ${email}`)
      const again = await waitForMail(mailDir!, email, {
        since: before,
        subject: "El enlace a tu pedido",
        timeoutMs: 30_000,
      })
      const second = again.links.find((url) => url.pathname.startsWith("/order-success/"))!
      await go(elsewhere, `${second.pathname}${second.search}`)
      await expect(elsewhere.locator(".order-success-number")).toHaveText(`Pedido ${order}`)
    } finally {
      await fresh.close()
    }
  })
})
