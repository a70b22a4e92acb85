import { base, expect, test } from "./support.js"
import { staffAccounts } from "./backoffice.js"

/**
 * The back-office speaks its own language, not the browser's: in a browser set to English, the
 * back-office (Spanish by default) asks the gateway in Spanish with every call — the sign-in too —
 * so what the gateway answers (a refused sign-in) is said in Spanish on a Spanish page.
 */
test.describe("el idioma de la administración", () => {
  test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } })

  test("un navegador en inglés recibe en español la respuesta del inicio de sesión", async ({ page }) => {
    const languages: string[] = []
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/admin-api/auth/login"))
        languages.push(request.headers()["accept-language"] ?? "")
    })
    await page.goto(`${base()}/admin/`)
    await page.getByRole("textbox", { name: "Correo electrónico" }).fill(staffAccounts.admin.email)
    await page.getByRole("textbox", { name: "Contraseña" }).fill("no-es-la-clave")
    await page.getByRole("button", { name: "Entrar" }).click()
    await expect(page.getByText("No pudimos iniciar tu sesión.")).toBeVisible()
    await expect(page.getByText("Authentication failed")).toHaveCount(0)
    expect(languages.length).toBeGreaterThan(0)
    for (const language of languages) expect(language).toMatch(/^es\b/)
  })
})
