/**
 * The `auth0` provider's options, read from the environment in one place.
 *
 * - Auth0: AUTH0_DOMAIN (e.g. vitalia.us.auth0.com), AUTH0_CLIENT_ID, AUTH0_CLIENT_SECRET.
 * - Any other OpenID provider (and the local one in idp/): OIDC_ISSUER_URL,
 *   OIDC_CLIENT_ID, OIDC_CLIENT_SECRET.
 * - AUTH0_CALLBACK_URL: where the provider sends the browser back; defaults to
 *   `${PUBLIC_URL}/callback`, the storefront's callback page. Unset, the gateway may ask for the
 *   callback page on any allowed origin (ALLOWED_ORIGINS, src/settings.ts) — the one the shopper is
 *   on; each must be registered with the provider as a redirect URI.
 */
export interface Auth0Options {
  /** The issuer identifier; discovery reads `${issuer}/.well-known/openid-configuration`. */
  issuer: string
  clientId: string
  clientSecret: string
  /** The redirect URI registered with the provider, used unless the gateway asks for another allowed one. */
  callbackUrl: string
  /** Every redirect URI a sign-in may ask for (`callback_url` in the body of the start). */
  allowedCallbackUrls?: string[]
  /** Space-separated scopes; the profile and e-mail claims are needed to create the customer. */
  scope?: string
  /** How long a started sign-in may take before its state expires, in seconds. */
  stateTtlSeconds?: number
  /** Network time-out of discovery, token and userinfo calls, in seconds. */
  timeoutSeconds?: number
}

export function auth0Options(
  env: NodeJS.ProcessEnv,
  publicUrl: string,
  allowedOrigins: string[] = []
): Auth0Options | undefined {
  const domain = env.AUTH0_DOMAIN?.trim()
  const issuer = domain
    ? // Auth0's issuer identifier ends with a slash.
      `https://${domain.replace(/^https?:\/\//, "").replace(/\/+$/, "")}/`
    : env.OIDC_ISSUER_URL?.trim()
  if (!issuer) return undefined
  const clientId = (domain ? env.AUTH0_CLIENT_ID : env.OIDC_CLIENT_ID)?.trim()
  const clientSecret = (domain ? env.AUTH0_CLIENT_SECRET : env.OIDC_CLIENT_SECRET)?.trim()
  const prefix = domain ? "AUTH0" : "OIDC"
  if (!clientId) throw new Error(`${prefix}_CLIENT_ID must be set with ${domain ? "AUTH0_DOMAIN" : "OIDC_ISSUER_URL"}`)
  if (!clientSecret)
    throw new Error(`${prefix}_CLIENT_SECRET must be set with ${domain ? "AUTH0_DOMAIN" : "OIDC_ISSUER_URL"}`)
  const fixed = env.AUTH0_CALLBACK_URL?.trim()
  const callbackUrl = fixed || `${publicUrl.replace(/\/$/, "")}/callback`
  return {
    issuer,
    clientId,
    clientSecret,
    callbackUrl,
    allowedCallbackUrls: fixed ? [fixed] : [callbackUrl, ...allowedOrigins.map((origin) => `${origin}/callback`)],
    scope: "openid profile email",
    stateTtlSeconds: 600,
    timeoutSeconds: 10,
  }
}
