import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type Provider from "oidc-provider"
import { loginPage, pickLang, type Lang } from "./pages.js"
import { createProvider } from "./provider.js"
import type { IdpSettings } from "./settings.js"
import { checkCredentials } from "./users.js"

const INTERACTION = /^\/interaction\/([A-Za-z0-9_-]+)(\/login|\/abort)?$/
const MAX_FORM_BYTES = 8 * 1024

/**
 * The provider's HTTP server: our sign-in pages under /interaction/:uid, and
 * everything else (discovery, /authorize, /oauth/token, keys…) answered by oidc-provider.
 */
export function createIdpServer(settings: IdpSettings): { server: Server; provider: Provider } {
  const provider = createProvider(settings)
  const oidc = provider.callback()

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", settings.issuer)
    const match = INTERACTION.exec(url.pathname)
    if (!match) return oidc(req, res)
    interaction(provider, req, res, match[1], match[2], url).catch((error: Error) => {
      // Expired or foreign interactions end here; the message names no secret.
      if (!res.headersSent) {
        res.statusCode = 400
        res.setHeader("content-type", "text/plain; charset=utf-8")
      }
      res.end(`Sign-in session expired or not valid (${error.name}). Start again from the shop.`)
    })
  })
  return { server, provider }
}

async function interaction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  action: string | undefined,
  url: URL
) {
  const details = await provider.interactionDetails(req, res)
  if (details.uid !== uid) throw Object.assign(new Error("interaction mismatch"), { name: "InteractionMismatch" })
  const lang: Lang = pickLang(url.searchParams.get("lang"), details.params.ui_locales, req.headers["accept-language"])
  const client = details.params.client_id ? await provider.Client.find(details.params.client_id) : undefined
  const clientName = client?.clientName ?? "Vitalia"

  if (action === "/abort") {
    return provider.interactionFinished(
      req,
      res,
      { error: "access_denied", error_description: "The person cancelled the sign-in" },
      { mergeWithLastSubmission: false }
    )
  }

  if (action === "/login" && req.method === "POST") {
    const form = await readForm(req)
    const user = checkCredentials(form.get("email") ?? "", form.get("password") ?? "")
    if (!user) return page(res, 401, loginPage({ lang, uid, clientName, email: form.get("email") ?? "", failed: true }))
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.sub } },
      { mergeWithLastSubmission: false }
    )
  }

  if (req.method !== "GET") return page(res, 405, "")
  return page(res, 200, loginPage({ lang, uid, clientName }))
}

function page(res: ServerResponse, status: number, html: string) {
  res.statusCode = status
  res.setHeader("content-type", "text/html; charset=utf-8")
  res.setHeader("cache-control", "no-store")
  res.setHeader("x-frame-options", "DENY")
  res.setHeader("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
  res.end(html)
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers["content-type"] ?? ""
  if (!type.startsWith("application/x-www-form-urlencoded")) return new URLSearchParams()
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_FORM_BYTES) throw Object.assign(new Error("form too large"), { name: "FormTooLarge" })
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"))
}
