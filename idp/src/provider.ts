import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto"
import Provider, { type KoaContextWithOIDC } from "oidc-provider"
import { errorPage, pickLang } from "./pages.js"
import type { IdpSettings } from "./settings.js"
import { claimsOf, userBySub } from "./users.js"

/** The scopes the shop asks for, as Auth0 releases them. */
const SCOPES = ["openid", "profile", "email"]

/**
 * A certified OpenID provider (oidc-provider) shaped like an Auth0 tenant: the
 * same endpoint paths, an authorization-code flow that requires PKCE, the
 * profile and e-mail claims in the ID token, and no consent screen for the
 * shop (a first-party application, as Auth0 treats it).
 */
export function createProvider(settings: IdpSettings): Provider {
  // Fresh keys per start: ID tokens are only checked once, right after sign-in.
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 })
  const signingKey = { ...privateKey.export({ format: "jwk" }), kid: randomUUID(), alg: "RS256", use: "sig" }

  const provider = new Provider(settings.issuer, {
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        client_name: "Vitalia",
        redirect_uris: settings.redirectUris,
        post_logout_redirect_uris: settings.postLogoutRedirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    // Auth0's paths, so the redirect and callback contract is the same.
    routes: {
      authorization: "/authorize",
      token: "/oauth/token",
      userinfo: "/userinfo",
      jwks: "/.well-known/jwks.json",
      end_session: "/oidc/logout",
      revocation: "/oauth/revoke",
    },
    scopes: SCOPES,
    // The authorization-code flow only: no implicit or hybrid responses.
    responseTypes: ["code"],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "locale"],
    },
    // Auth0 puts the profile claims in the ID token; so do we.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
    },
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    ttl: { AuthorizationCode: 60, AccessToken: 3600, IdToken: 3600, Interaction: 600, Session: 86_400, Grant: 86_400 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const user = userBySub(sub)
      return user ? { accountId: user.sub, claims: () => claimsOf(user) } : undefined
    },
    loadExistingGrant: grantForShop,
    renderError: (ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) => {
      ctx.type = "html"
      ctx.body = errorPage(
        pickLang(ctx.query?.ui_locales, ctx.get("accept-language")),
        out.error,
        out.error_description
      )
    },
  })
  return provider
}

/**
 * The shop is first-party: once the person has signed in, the scopes it asks
 * for (within SCOPES) are granted without a consent screen.
 */
async function grantForShop(ctx: KoaContextWithOIDC) {
  const { client, session, params, result, provider } = ctx.oidc
  if (!client || !session?.accountId) return undefined
  const existingId = result?.consent?.grantId ?? session.grantIdFor(client.clientId)
  const grant =
    (existingId && (await provider.Grant.find(existingId))) ||
    new provider.Grant({ accountId: session.accountId, clientId: client.clientId })
  const requested = String(params?.scope ?? "")
    .split(" ")
    .filter((scope) => SCOPES.includes(scope))
  grant.addOIDCScope(requested.join(" "))
  await grant.save()
  return grant
}
