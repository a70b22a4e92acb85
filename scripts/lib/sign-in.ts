import { randomBytes } from "node:crypto"
import path from "node:path"
import { demoUsers } from "../../idp/src/users.js"
import { startMailCatcher } from "./mail-catcher.js"
import { ROOT, shownPath } from "./paths.js"
import { freePort, portOrFree } from "./ports.js"
import { startService, waitForHttp, type Service, type ServiceOptions } from "./services.js"
import { atShutdown } from "./shutdown.js"

/** What the engine needs for sign-in: an OpenID provider and an SMTP server for reset e-mails. */
export interface SignInEnv {
  /** Set only for the local provider; Auth0 (AUTH0_*) or another provider (OIDC_*) pass through from the environment. */
  oidcIssuerUrl?: string
  oidcClientId?: string
  oidcClientSecret?: string
  /** Set only for the local catcher; a real SMTP_URL passes through from the environment. */
  smtpUrl?: string
}

export interface SignInServices {
  env: SignInEnv
  /** The local provider's issuer, when it runs. */
  idpUrl?: string
  /** Where caught e-mails land, when the catcher runs. */
  mailDir?: string
  stop(): Promise<void>
}

/** True when the environment names a real identity provider: then no local one starts. */
export function hasExternalProvider(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.AUTH0_DOMAIN || env.OIDC_ISSUER_URL)
}

/**
 * The local stand-ins for production's sign-in services: the OpenID provider
 * in idp/ (unless AUTH0_* or OIDC_* are set) and an SMTP catcher writing
 * e-mails to `mailDir` (unless SMTP_URL is set).
 */
export async function startSignInServices(options: {
  publicUrl: string
  mailDir: string
  /** The provider's port: IDP_PORT, else 8090 when free (npm start), else any free port. */
  idpPort?: number
  output: ServiceOptions["output"]
  log: (line: string) => void
}): Promise<SignInServices> {
  const env: SignInEnv = {}
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const fn of stops.reverse()) await fn()
  }
  try {
    let idpUrl: string | undefined
    if (!hasExternalProvider()) {
      const port = options.idpPort ?? (await portOrFree(Number(process.env.IDP_PORT || 8090)))
      const idp = await startIdp(port, options.publicUrl, options.output)
      stops.push(() => idp.service.stop())
      Object.assign(env, { oidcIssuerUrl: idp.issuer, oidcClientId: idp.clientId, oidcClientSecret: idp.clientSecret })
      idpUrl = idp.issuer
      const logins = demoUsers.map((user) => `${user.email} / ${user.password}`).join(" · ")
      options.log(`Local sign-in provider (stands in for Auth0) at ${idp.issuer} — ${logins}`)
    }
    const mail = await startLocalMail(options.mailDir, options.log)
    stops.push(mail.stop)
    env.smtpUrl = mail.smtpUrl
    return { env, idpUrl, mailDir: mail.mailDir, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * The SMTP catcher writing the shop's e-mails to `mailDir`, unless SMTP_URL names a
 * real server (then nothing starts and both fields are empty).
 */
export async function startLocalMail(mailDir: string, log: (line: string) => void) {
  if (process.env.SMTP_URL) return { smtpUrl: undefined, mailDir: undefined, stop: async () => {} }
  const catcher = await startMailCatcher(mailDir)
  // Like every service, stopped by Ctrl-C at any moment (lib/shutdown.ts) or by stop().
  const forget = atShutdown(catcher.stop)
  log(`E-mails are caught in ${shownPath(catcher.dir)}/ (SMTP ${catcher.url})`)
  return {
    smtpUrl: catcher.url,
    mailDir: catcher.dir,
    stop: async () => {
      forget()
      await catcher.stop()
    },
  }
}

/** Starts idp/ on `port` with a fresh client secret; resolves once its discovery document answers. */
async function startIdp(port: number, publicUrl: string, output: ServiceOptions["output"]) {
  const issuer = `http://127.0.0.1:${port || (await freePort())}`
  const clientId = "vitalia-shop"
  const clientSecret = randomBytes(24).toString("base64url")
  const service: Service = startService("idp", path.join(ROOT, "node_modules/.bin/tsx"), ["src/server.ts"], {
    cwd: path.join(ROOT, "idp"),
    env: {
      // NODE_ENV passes through: the provider refuses to run in production.
      ...process.env,
      IDP_PORT: new URL(issuer).port,
      IDP_ISSUER: issuer,
      IDP_CLIENT_ID: clientId,
      IDP_CLIENT_SECRET: clientSecret,
      PUBLIC_URL: publicUrl,
    },
    output,
  })
  try {
    // Its own "listening" line first: another provider already on the port would answer the HTTP check too.
    await listening(service, "Local OpenID provider at", 30_000)
    await waitForHttp(`${issuer}/.well-known/openid-configuration`, service, 10_000)
  } catch (error) {
    await service.stop()
    throw error
  }
  return { service, issuer, clientId, clientSecret }
}

function listening(service: Service, line: string, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let seen = ""
    const timer = setTimeout(
      () => reject(new Error(`the identity provider did not start within ${timeoutMs / 1000} s`)),
      timeoutMs
    )
    service.child.stdout?.on("data", (chunk) => {
      seen = (seen + String(chunk)).slice(-4096)
      if (seen.includes(line)) {
        clearTimeout(timer)
        resolve()
      }
    })
    void service.exited.then((code) => {
      clearTimeout(timer)
      reject(
        new Error(`the identity provider exited (code ${code}) before it was ready: see its log (.data/logs/idp.log)`)
      )
    })
  })
}
