import type {
  AuthenticationInput,
  AuthenticationResponse,
  AuthIdentityProviderService,
  Logger,
} from "@medusajs/framework/types"
import { AbstractAuthModuleProvider, MedusaError } from "@medusajs/framework/utils"
import type * as Oidc from "openid-client" with { "resolution-mode": "import" }
import { SIGN_IN_FAILURES } from "./failures"
import type { Auth0Options } from "./options"
import { profileFrom } from "./profile"

type Failure = keyof typeof SIGN_IN_FAILURES

/**
 * openid-client is an ES module; this package is CommonJS (the Medusa CLI loads
 * it that way), and Node ≥ 20.19 can require() ES modules without top-level await.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- tsc refuses a static import of an ES module in CommonJS (TS1479); require() is what works here
const oidc = require("openid-client") as typeof Oidc

/** What a started sign-in leaves in the engine's cache, under its `state` value. */
interface PendingSignIn {
  code_verifier: string
  nonce: string
  callback_url: string
}

/**
 * Sign-in through Auth0 (or any OpenID Connect provider): the authorization-code
 * flow with state, nonce and PKCE, using openid-client for discovery, the token
 * exchange and ID-token validation against the provider's published keys.
 *
 * `authenticate` answers with the provider's authorization URL; `validateCallback`
 * takes the code and state the provider sent back to the storefront, exchanges
 * the code, and returns the auth identity of the token's subject (created on the
 * first sign-in, its profile refreshed on every later one).
 */
export class Auth0AuthService extends AbstractAuthModuleProvider {
  static identifier = "auth0"
  static DISPLAY_NAME = "Auth0 (OpenID Connect)"

  private readonly options_: Auth0Options
  private readonly logger_: Logger
  private configuration_?: Promise<Oidc.Configuration>

  static validateOptions(options: Record<string, unknown>) {
    for (const key of ["issuer", "clientId", "clientSecret", "callbackUrl"]) {
      if (typeof options[key] !== "string" || !options[key]) {
        throw new MedusaError(MedusaError.Types.INVALID_DATA, `The auth0 auth provider needs the "${key}" option`)
      }
    }
    const issuer = new URL(options.issuer as string)
    if (issuer.protocol !== "https:" && !isLoopback(issuer)) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        "The auth0 issuer must use https (plain http is allowed on loopback only)"
      )
    }
  }

  constructor({ logger }: { logger: Logger }, options: Auth0Options) {
    // AbstractAuthModuleProvider declares no constructor: it reads neither the container nor the options.
    super()
    this.options_ = options
    this.logger_ = logger
  }

  register(): Promise<AuthenticationResponse> {
    return Promise.reject(
      new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        "Accounts of the identity provider are created there; sign in instead"
      )
    )
  }

  async authenticate(
    data: AuthenticationInput,
    identities: AuthIdentityProviderService
  ): Promise<AuthenticationResponse> {
    let configuration: Oidc.Configuration
    try {
      configuration = await this.configuration()
    } catch (error) {
      return this.fail("unavailable", error)
    }
    const state = oidc.randomState()
    const nonce = oidc.randomNonce()
    const codeVerifier = oidc.randomPKCECodeVerifier()
    // The callback page on the origin the shopper is on, when the gateway names an allowed one (issue #18).
    const requested = stringsOf(data.body).callback_url
    const callbackUrl =
      requested && (this.options_.allowedCallbackUrls ?? []).includes(requested) ? requested : this.options_.callbackUrl
    const pending: PendingSignIn = { code_verifier: codeVerifier, nonce, callback_url: callbackUrl }
    await identities.setState(state, { ...pending }, this.options_.stateTtlSeconds ?? 600)

    const location = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: callbackUrl,
      scope: this.options_.scope ?? "openid profile email",
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
    })
    return { success: true, location: location.href }
  }

  async validateCallback(
    data: AuthenticationInput,
    identities: AuthIdentityProviderService
  ): Promise<AuthenticationResponse> {
    // The gateway sends the callback's parameters in the body (so no access log holds the code); the query works too.
    const params = { ...stringsOf(data.query), ...stringsOf(data.body) }
    if (params.error) return this.fail("refused", { name: "AuthorizationError", code: params.error })
    if (!params.state) return this.fail("state")
    // Single use: reading the state consumes it, so a replayed callback finds nothing.
    const pending = (await identities.getState(params.state)) as PendingSignIn | null
    if (!pending?.code_verifier) return this.fail("state")
    if (!params.code) return this.fail("noCode")

    let claims: Record<string, unknown>
    try {
      const configuration = await this.configuration()
      const callbackUrl = new URL(pending.callback_url)
      for (const key of ["code", "state", "iss", "session_state"]) {
        if (params[key]) callbackUrl.searchParams.set(key, params[key])
      }
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.code_verifier,
        expectedState: params.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      })
      claims = { ...(tokens.claims() ?? {}) }
      if (!claims.email && tokens.access_token) {
        // Providers that keep the profile out of the ID token release it at userinfo.
        const userinfo = await oidc.fetchUserInfo(configuration, tokens.access_token, String(claims.sub))
        claims = { ...userinfo, ...claims, email: userinfo.email, email_verified: userinfo.email_verified }
      }
    } catch (error) {
      return this.fail(classify(error), error)
    }

    const profile = profileFrom(claims)
    if (!profile.email) return this.fail("noEmail")
    const authIdentity = await this.upsertIdentity(identities, profile.subject, { ...profile })
    return { success: true, authIdentity }
  }

  /** The subject's auth identity, created on the first sign-in; its stored profile follows the provider's. */
  private async upsertIdentity(
    identities: AuthIdentityProviderService,
    subject: string,
    profile: Record<string, unknown>
  ) {
    try {
      await identities.retrieve({ entity_id: subject })
      return await identities.update(subject, { user_metadata: profile })
    } catch (error) {
      if ((error as MedusaError).type !== MedusaError.Types.NOT_FOUND) throw error
      return await identities.create({ entity_id: subject, user_metadata: profile })
    }
  }

  /** The provider's metadata and keys, discovered once and kept; a failed discovery is tried again next time. */
  private configuration(): Promise<Oidc.Configuration> {
    const issuer = new URL(this.options_.issuer)
    this.configuration_ ??= oidc
      .discovery(issuer, this.options_.clientId, undefined, oidc.ClientSecretPost(this.options_.clientSecret), {
        timeout: this.options_.timeoutSeconds ?? 10,
        // The local provider (idp/) runs on plain http; validateOptions allows that on loopback only.
        execute: isLoopback(issuer) && issuer.protocol === "http:" ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error) => {
        this.configuration_ = undefined
        throw error
      })
    return this.configuration_
  }

  /** A refusal: a short reason for the caller, and a log line that names no code or token. */
  private fail(failure: Failure, cause?: unknown): AuthenticationResponse {
    const detail = cause ? describe(cause) : ""
    this.logger_.warn(`[auth0] sign-in refused: ${SIGN_IN_FAILURES[failure]}${detail ? ` (${detail})` : ""}`)
    return { success: false, error: SIGN_IN_FAILURES[failure] }
  }
}

function classify(error: unknown): Failure {
  if (error instanceof oidc.ResponseBodyError) return "code"
  if (error instanceof oidc.AuthorizationResponseError) return "refused"
  const name = (error as Error)?.name
  if (
    name === "TimeoutError" ||
    name === "AbortError" ||
    (error instanceof TypeError && /fetch/i.test(error.message))
  ) {
    return "unavailable"
  }
  return "invalidResponse"
}

/** Error class, code and OAuth error only: messages of HTTP libraries may quote requests. */
function describe(error: unknown): string {
  const { name, code, error: oauthError } = error as { name?: string; code?: string; error?: string }
  return [name, code, oauthError].filter((part) => typeof part === "string" && part).join(" ")
}

function stringsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object") return {}
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string")
  )
}

function isLoopback(url: URL): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)
}
