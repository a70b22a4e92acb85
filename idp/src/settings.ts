/**
 * The local provider's settings, parsed in one place. `npm start` and the test
 * suite's launcher (scripts/lib/idp.ts) set them; nothing here is needed for Auth0.
 */
export interface IdpSettings {
  /** Where it listens (IDP_HOST, IDP_PORT). */
  host: string
  port: number
  /** The issuer identifier, as clients discover it (IDP_ISSUER; http://HOST:PORT by default). */
  issuer: string
  /** The one registered client: the shop's engine (IDP_CLIENT_ID, IDP_CLIENT_SECRET). */
  clientId: string
  clientSecret: string
  /** Where the provider may send the browser back with a code (IDP_REDIRECT_URIS, comma-separated). */
  redirectUris: string[]
  /** Where it may send the browser after signing out (IDP_POST_LOGOUT_REDIRECT_URIS). */
  postLogoutRedirectUris: string[]
}

export function idpSettings(env: NodeJS.ProcessEnv = process.env): IdpSettings {
  if (env.NODE_ENV === "production") {
    throw new Error(
      "The local identity provider is for development and tests only: set AUTH0_* (or OIDC_*) for the engine instead"
    )
  }
  const host = env.IDP_HOST || "127.0.0.1"
  const port = Number(env.IDP_PORT || 8090)
  if (!Number.isInteger(port) || port <= 0) throw new Error(`IDP_PORT must be a port number, got "${env.IDP_PORT}"`)
  const list = (value: string | undefined, fallback: string[]) =>
    value
      ? value
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean)
      : fallback
  const publicUrl = (env.PUBLIC_URL || "http://localhost:8080").replace(/\/$/, "")
  const clientSecret = env.IDP_CLIENT_SECRET
  if (!clientSecret) throw new Error("IDP_CLIENT_SECRET is not set (npm start makes one)")
  return {
    host,
    port,
    issuer: (env.IDP_ISSUER || `http://${host}:${port}`).replace(/\/$/, ""),
    clientId: env.IDP_CLIENT_ID || "vitalia-shop",
    clientSecret,
    // The shop's callback page on each origin it is reached at (PUBLIC_URL's, and localhost ↔ 127.0.0.1 for a loopback one).
    redirectUris: list(
      env.IDP_REDIRECT_URIS,
      shopOrigins(publicUrl, env.ALLOWED_ORIGINS).map((origin) => `${origin}/callback`)
    ),
    postLogoutRedirectUris: list(env.IDP_POST_LOGOUT_REDIRECT_URIS, [`${publicUrl}/`]),
  }
}

function shopOrigins(publicUrl: string, allowed: string | undefined): string[] {
  const main = new URL(publicUrl)
  if (allowed?.trim()) return [main.origin, ...allowed.split(",").map((item) => new URL(item.trim()).origin)]
  if (main.hostname !== "localhost" && main.hostname !== "127.0.0.1") return [main.origin]
  const twin = new URL(main.origin)
  twin.hostname = main.hostname === "localhost" ? "127.0.0.1" : "localhost"
  return [main.origin, twin.origin]
}
