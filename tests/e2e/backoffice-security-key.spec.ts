import type { Page } from "@playwright/test"
import { adminApi } from "./backoffice.js"
import { base, expect, test } from "./support.js"

/**
 * A security key as an administrator's second factor (ASVS 2.3.2), with Chromium's virtual
 * authenticator standing in for the key (the browser's real WebAuthn, the shop's real gateway and
 * engine): enrolled from the two-step page, asked for at sign-in after the password, and the
 * refusals of the sign-in step — an unknown key, a broken signature, an answer sent again, a
 * ticket after five failures. The administrator is a fresh invited one, so no other spec meets a key.
 */

/** A fresh administrator invited by the owner (no role: enough to sign in and enrol a factor). */
async function invitedAdministrator() {
  const owner = await adminApi()
  const email = `llave.${Date.now()}.${Math.floor(Math.random() * 1e6)}@vitalia.test`
  const password = "una-clave-para-la-llave-2026"
  const invite = await owner.post<{ token: string }>("/admin-api/invites", { email })
  await owner.post("/admin-api/invites/accept", { invite_token: invite.token, email, password }, { anonymous: true })
  await owner.dispose()
  return { email, password }
}

/** A virtual authenticator in this page's browser, like a USB key with a PIN already given. */
async function virtualKey(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("WebAuthn.enable")
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "usb",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
  return {
    remove: () => cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId }),
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  }
}

async function passwordStep(page: Page, account: { email: string; password: string }) {
  await page.goto(`${base()}/admin/`)
  await page.getByRole("textbox", { name: "Correo electrónico" }).fill(account.email)
  await page.getByRole("textbox", { name: "Contraseña" }).fill(account.password)
  await page.getByRole("button", { name: "Entrar" }).click()
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Perfil" }).click()
  await page.getByRole("menuitem", { name: "Cerrar sesión" }).click()
  await expect(page.getByRole("textbox", { name: "Correo electrónico" })).toBeVisible()
}

interface Answer {
  status: number
  body: { ticket?: string; reason?: string; message?: string; securityKeyOptions?: unknown; secondFactor?: unknown }
}

/**
 * In the page (its origin, its virtual key): the password step by fetch, then the key's answer to
 * the ticket's options by navigator.credentials.get, as JSON the way @simplewebauthn/browser sends it.
 */
async function signInAnswer(page: Page, account: { email: string; password: string }) {
  return page.evaluate(async ({ email, password }) => {
    const toBytes = (text: string) =>
      Uint8Array.from(
        atob(
          text
            .replace(/-/g, "+")
            .replace(/_/g, "/")
            .padEnd(Math.ceil(text.length / 4) * 4, "=")
        ),
        (c) => c.charCodeAt(0)
      )
    const toText = (buffer: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "")
    const login = await fetch("/admin-api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    })
    const body = (await login.json()) as {
      ticket: string
      secondFactor: { totp: boolean; securityKey: boolean }
      securityKeyOptions: { challenge: string; rpId: string; allowCredentials: { id: string; type: "public-key" }[] }
    }
    const options = body.securityKeyOptions
    const credential = (await navigator.credentials.get({
      publicKey: {
        challenge: toBytes(options.challenge),
        rpId: options.rpId,
        allowCredentials: options.allowCredentials.map((each) => ({ type: each.type, id: toBytes(each.id) })),
        userVerification: "preferred",
      },
    })) as PublicKeyCredential
    const response = credential.response as AuthenticatorAssertionResponse
    return {
      ticket: body.ticket,
      secondFactor: body.secondFactor,
      response: {
        id: credential.id,
        rawId: toText(credential.rawId),
        type: credential.type,
        clientExtensionResults: {},
        response: {
          clientDataJSON: toText(response.clientDataJSON),
          authenticatorData: toText(response.authenticatorData),
          signature: toText(response.signature),
          userHandle: response.userHandle ? toText(response.userHandle) : undefined,
        },
      },
    }
  }, account)
}

/** POST /admin-api/auth/login/security-key from the page: its status and body. */
async function sendAnswer(page: Page, ticket: string, response: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ ticket, response }) => {
      const answer = await fetch("/admin-api/auth/login/security-key", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ticket, response }),
      })
      return { status: answer.status, body: (await answer.json()) as Answer["body"] }
    },
    { ticket, response }
  )
}

test.describe("llaves de seguridad en la administración", () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("se registra una llave, se entra con contraseña y llave, y sin la llave no se entra", async ({ page }) => {
    const account = await invitedAdministrator()
    const key = await virtualKey(page)

    // Signed in with the password alone (no second factor yet), the two-step page adds a key by name.
    await passwordStep(page, account)
    await expect(page.locator(".RaLayout-appFrame")).toBeVisible()
    await page.goto(`${base()}/admin/#/two-factor`)
    await expect(page.getByRole("heading", { name: "Llaves de seguridad" })).toBeVisible()
    await expect(page.getByText("Aún no tienes llaves de seguridad.")).toBeVisible()
    await page.getByRole("textbox", { name: "Nombre de la llave" }).fill("Llave azul")
    await page.getByRole("button", { name: "Agregar llave de seguridad" }).click()
    await expect(page.getByText("Llave de seguridad agregada")).toBeVisible()
    const keys = page.getByRole("list", { name: "Llaves de seguridad" })
    await expect(keys.getByText("Llave azul")).toBeVisible()
    expect(await key.credentials()).toHaveLength(1)

    // The same key is not enrolled twice: the browser is told it is known, and nothing is added.
    await page.getByRole("textbox", { name: "Nombre de la llave" }).fill("Otra vez la azul")
    await page.getByRole("button", { name: "Agregar llave de seguridad" }).click()
    await expect(page.getByText("No se registró ninguna llave", { exact: false })).toBeVisible()
    await expect(keys.getByRole("listitem")).toHaveCount(1)

    // Signed out, the password is no longer enough: the key is asked for, and it opens the back-office.
    await signOut(page)
    await passwordStep(page, account)
    await expect(page.getByText("Usa tu llave de seguridad para terminar de entrar.")).toBeVisible()
    // No app enrolled: no code is asked for.
    await expect(page.getByRole("textbox", { name: "Código de 6 cifras" })).toHaveCount(0)
    await page.getByRole("button", { name: "Usar mi llave de seguridad" }).click()
    await expect(page.locator(".vitalia-sign-in")).toHaveCount(0)
    await expect(page.locator(".RaLayout-appFrame")).toBeVisible()
    await page.goto(`${base()}/admin/#/two-factor`)
    await expect(keys.getByText("último uso", { exact: false })).toBeVisible()

    // Without the key (another browser key, empty), the sign-in stays at the key's step, refused.
    await signOut(page)
    await key.remove()
    await virtualKey(page)
    await passwordStep(page, account)
    await page.getByRole("button", { name: "Usar mi llave de seguridad" }).click()
    await expect(page.getByText("No se usó ninguna llave", { exact: false })).toBeVisible()
    await expect(page.locator(".vitalia-sign-in")).toBeVisible()
    await expect(page.locator(".RaLayout-appFrame")).toHaveCount(0)
  })

  test("el paso de la llave rechaza llaves desconocidas, firmas rotas, respuestas repetidas y tickets quemados", async ({
    page,
  }) => {
    const account = await invitedAdministrator()
    await virtualKey(page)
    await passwordStep(page, account)
    await expect(page.locator(".RaLayout-appFrame")).toBeVisible()
    await page.goto(`${base()}/admin/#/two-factor`)
    await page.getByRole("textbox", { name: "Nombre de la llave" }).fill("Llave de pruebas")
    await page.getByRole("button", { name: "Agregar llave de seguridad" }).click()
    await expect(page.getByText("Llave de seguridad agregada")).toBeVisible()
    await signOut(page)

    // A key the administrator never enrolled: refused, said in Spanish.
    const first = await signInAnswer(page, account)
    expect(first.secondFactor).toEqual({ totp: false, securityKey: true })
    const unknown = await sendAnswer(page, first.ticket, {
      ...first.response,
      id: "AAAAAAAAAAAAAAAAAAAAAA",
      rawId: "AAAAAAAAAAAAAAAAAAAAAA",
    })
    expect(unknown.status).toBe(401)
    expect(unknown.body.reason).toBe("SECURITY_KEY_UNKNOWN_KEY")
    expect(unknown.body.message).toContain("No se aceptó esa llave de seguridad")

    // The right key with its signature broken: refused.
    const signature = first.response.response.signature
    const broken = `${signature.slice(0, 10)}${signature[10] === "A" ? "B" : "A"}${signature.slice(11)}`
    const forged = await sendAnswer(page, first.ticket, {
      ...first.response,
      response: { ...first.response.response, signature: broken },
    })
    expect(forged.status).toBe(401)
    expect(forged.body.reason).toBe("SECURITY_KEY_INVALID_KEY_RESPONSE")

    // The good answer, after two failures, still opens the session — once.
    const good = await sendAnswer(page, first.ticket, first.response)
    expect(good.status, JSON.stringify(good.body)).toBe(200)
    const again = await sendAnswer(page, first.ticket, first.response)
    expect(again.status).toBe(401)
    expect(again.body.reason).toBe("INVALID_TICKET")

    // The same answer under a new ticket: its challenge is spent, so it is refused as a replay.
    const second = await signInAnswer(page, account)
    const replayed = await sendAnswer(page, second.ticket, first.response)
    expect(replayed.status).toBe(401)
    expect(replayed.body.reason).toBe("SECURITY_KEY_CHALLENGE_USED")
    expect(replayed.body.message).toContain("vuelve a escribir tu correo y contraseña")

    // Five failures end the ticket: then even the key's good answer to it opens nothing.
    const third = await signInAnswer(page, account)
    for (let failure = 0; failure < 5; failure++) {
      const wrong = await sendAnswer(page, third.ticket, { ...third.response, id: `desconocida${failure}` })
      expect(wrong.status).toBe(401)
    }
    const burnt = await sendAnswer(page, third.ticket, third.response)
    expect(burnt.status).toBe(401)
    expect(burnt.body.reason).toBe("INVALID_TICKET")

    // A ticket of its own is good again: the key was never the problem.
    const fourth = await signInAnswer(page, account)
    expect((await sendAnswer(page, fourth.ticket, fourth.response)).status).toBe(200)
  })
})
