import type { HttpTypes } from "@medusajs/types"
import type { OwnPasswordResponse } from "@vitalia/schema/engine/store"
import type { FastifyBaseLogger } from "fastify"
import { INPUT_LIMITS, passwordLength } from "@vitalia/schema/limits"
import { isCommonPassword } from "@vitalia/schema/passwords"
import { checkEmail, plainText } from "../common/text.js"
import { shopError, type ShopError } from "../errors.js"
import type { Language } from "../messages/language.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"
import type { EngineAuth } from "./engine-auth.js"
import { signInFailures } from "./even-time.js"
import { readEngineToken, tokenExpiry, type EngineTokenClaims } from "./engine-token.js"
import { authenticationFailed, externalSignInError, unauthorizedAs } from "./errors.js"
import type { CookieSession } from "./session.js"
import { changeInstant, sessionView } from "./revocation.js"

/** What a sign-in gives the client (the customer itself is read by the resolver). */
export interface SignInResult {
  /** The engine token for clients that are not browsers; browsers get the httpOnly cookie only. */
  token: string | null
  expiresAt: string | null
  cartTransferred: boolean
  redirectPath: string | null
}

export interface SessionInfo {
  signedIn: boolean
  expiresAt: string | null
  token: string | null
}

/** The customer a new identity becomes (docs/product.md §7: email, first_name, metadata.auth0Id). */
interface NewCustomer {
  email: string
  first_name?: string
  last_name?: string
  metadata?: Record<string, unknown>
}

export interface ExternalIdentity {
  subject: string
  email: string | null
  emailVerified: boolean | null
  name: string | null
  givenName: string | null
  familyName: string | null
}

/**
 * Sign-in, registration, sessions and password resets, on the engine's auth
 * API (docs/product.md §7). Every successful sign-in ends the same way: a customer for
 * the identity (created on first sign-in, then the token is refreshed), the
 * token in the session, and the anonymous cart given to the customer (docs/product.md §4).
 */
export class AuthService {
  constructor(
    private readonly medusa: MedusaClient,
    private readonly engine: EngineAuth,
    private readonly log: FastifyBaseLogger,
    /** How recent a sign-in counts as the password typed again (REAUTH_SECONDS; confirmShopper). */
    private readonly reauthMs = 5 * 60 * 1000
  ) {}

  async login(session: CookieSession, input: { email: string; password: string; cartId?: string | null }) {
    const email = checkEmail(input.email)
    if (!input.password || input.password.length > 1024) throw authenticationFailed("INVALID_CREDENTIALS")
    const started = performance.now()
    let token: string
    try {
      token = await this.engineToken(
        "/auth/customer/emailpass",
        { email, password: input.password },
        "INVALID_CREDENTIALS"
      )
    } catch (error) {
      // A failed sign-in takes as long whether or not the e-mail has an account (auth/even-time.ts).
      if ((error as { extensions?: { code?: unknown } }).extensions?.code === "AUTHENTICATION_FAILED")
        await signInFailures.pad(started)
      throw error
    }
    return this.signIn(session, token, { cartId: input.cartId, customer: { email } })
  }

  async register(
    session: CookieSession,
    input: {
      email: string
      password: string
      firstName?: string | null
      lastName?: string | null
      cartId?: string | null
      language?: Language
    }
  ) {
    const email = checkEmail(input.email)
    checkPassword(input.password)
    let token: string
    try {
      token = await this.engineToken(
        "/auth/customer/emailpass/register",
        { email, password: input.password },
        "INVALID_CREDENTIALS"
      )
    } catch (error) {
      // The engine refuses a second identity for an e-mail; so do we, in words people understand.
      if ((error as ShopError).extensions?.reason === "INVALID_CREDENTIALS")
        throw shopError("EMAIL_TAKEN", undefined, { field: "email" })
      throw error
    }
    return this.signIn(session, token, {
      cartId: input.cartId,
      customer: {
        email,
        first_name: checkName(input.firstName, "firstName"),
        last_name: checkName(input.lastName, "lastName"),
        // The engine's e-mails to this customer (welcome, password resets) speak the language they registered in.
        ...(input.language ? { metadata: { locale: input.language } } : {}),
      },
    })
  }

  /**
   * Begins an external sign-in: the provider's URL to send the browser to, bound to this browser by a
   * cookie. The provider returns to `/callback` on `origin`, the shop origin the browser is on (an
   * allowed one: common/origins.ts), so the cookie and the saved route are there when it comes back.
   */
  async startExternalLogin(
    session: CookieSession,
    redirectPath?: string | null,
    origin?: string
  ): Promise<{ location: string }> {
    const path = checkRedirectPath(redirectPath)
    let answer: { location?: string; token?: string }
    try {
      const body = origin ? { callback_url: `${origin}/callback` } : {}
      answer = await this.medusa.post<{ location?: string; token?: string }>("/auth/customer/auth0", { body })
    } catch (error) {
      throw externalSignInError(error)
    }
    const state = answer.location ? new URL(answer.location).searchParams.get("state") : null
    if (!answer.location || !state) throw authenticationFailed("NO_TOKEN")
    session.startLogin({ state, redirectPath: path })
    return { location: answer.location }
  }

  /**
   * Ends an external sign-in with what the provider put on the callback URL. The
   * state must be the one this browser started; the engine then checks it again
   * (single use), exchanges the code with PKCE and validates the ID token.
   */
  async completeExternalLogin(
    session: CookieSession,
    input: { code: string; state: string; iss?: string | null; cartId?: string | null }
  ) {
    const pending = session.pendingLogin
    if (!pending || !input.state || pending.state !== input.state) throw authenticationFailed("INVALID_STATE")
    session.finishLogin()
    if (!input.code) throw authenticationFailed("CODE_REJECTED")
    let token: string | undefined
    try {
      // In the body, not the query string: access logs keep URLs, and the code is a credential.
      const body = { code: input.code, state: input.state, ...(input.iss ? { iss: input.iss } : {}) }
      ;({ token } = await this.medusa.post<{ token?: string }>("/auth/customer/auth0/callback", { body }))
    } catch (error) {
      throw externalSignInError(error)
    }
    if (!token) throw authenticationFailed("NO_TOKEN")
    return this.signIn(session, token, { cartId: input.cartId, redirectPath: pending.redirectPath })
  }

  /** Ends the session everywhere: copies of its cookie and the bearer token it came with are refused from now on. */
  async logout(session: CookieSession): Promise<boolean> {
    const engineSession = session.engineSession
    await session.end()
    session.finishLogin()
    if (engineSession) {
      await this.engine
        .closeSession(engineSession)
        .catch((error: Error) => this.log.warn({ err: error.name }, "closing the engine session failed"))
    }
    return true
  }

  /**
   * A fresh token for the current session (the old one stays valid until it expires). An ended
   * session never gets here: its cookie or token is read as absent (auth/plugin.ts).
   */
  async refreshSession(session: CookieSession): Promise<SessionInfo> {
    const token = session.token
    if (!token) throw shopError("SIGN_IN_REQUIRED")
    let fresh: string
    try {
      fresh = await this.refreshToken(token)
    } catch (error) {
      if (error instanceof EngineError && error.status === 401) {
        session.setToken(null)
        throw shopError("SESSION_ENDED")
      }
      throw error
    }
    session.setToken(fresh)
    return this.sessionInfo(session)
  }

  /** What the gateway can tell about the session without asking the engine (`me` asks it). */
  sessionInfo(session: CookieSession): SessionInfo {
    const token = session.token
    const claims = readEngineToken(token)
    const expires = token ? tokenExpiry(token) : null
    const signedIn = Boolean(claims?.actor_id && claims.actor_type === "customer" && (!expires || expires > Date.now()))
    return {
      signedIn,
      expiresAt: signedIn && expires ? new Date(expires).toISOString() : null,
      // Only to a client that came with a bearer token: a cookie's token never leaves the gateway.
      token: signedIn && !session.fromBrowser && session.bearerClient ? token : null,
    }
  }

  /** Sends a reset link by e-mail when the account exists; answers the same either way. */
  async requestPasswordReset(email: string, origin?: string): Promise<boolean> {
    await this.engine.requestPasswordReset("customer", checkEmail(email), origin)
    return true
  }

  /**
   * Sets a new password with the e-mailed token (single use), then signs in with it; every other
   * session and token of the customer, begun before the change, ends.
   */
  async resetPassword(session: CookieSession, input: { token: string; password: string; cartId?: string | null }) {
    checkPassword(input.password)
    const claims = readEngineToken(input.token)
    if (!claims?.entity_id || claims.purpose !== "reset" || claims.actor_type !== "customer") {
      throw authenticationFailed("INVALID_RESET_TOKEN")
    }
    try {
      await this.medusa.post("/auth/customer/emailpass/update", {
        token: input.token,
        body: { password: input.password },
      })
    } catch (error) {
      throw unauthorizedAs(error, "INVALID_RESET_TOKEN")
    }
    // Taken before the new session begins, so that one (and its token) is not older than the change.
    const changedAt = await changeInstant()
    const result = await this.login(session, {
      email: claims.entity_id,
      password: input.password,
      cartId: input.cartId,
    })
    await session.endOthersBefore(changedAt)
    return result
  }

  /**
   * A signed-in shopper changes their password: the engine checks the current one (counted against
   * the account's failed-attempt budget, as a sign-in is) and sets the new one; then this session
   * signs in again with it and every other session and token of the customer ends (docs/auth.md,
   * "Changing a password").
   */
  async changePassword(session: CookieSession, input: { currentPassword: string; newPassword: string }) {
    const claims = readEngineToken(session.token)
    if (!session.token || !claims?.actor_id || claims.actor_type !== "customer") throw shopError("SIGN_IN_REQUIRED")
    if (!input.currentPassword || input.currentPassword.length > 1024) throw invalidCurrentPassword()
    checkPassword(input.newPassword, "newPassword")
    let email: string
    try {
      ;({ email } = await this.medusa.post<OwnPasswordResponse>("/store/customers/me/password", {
        token: session.token,
        body: { current_password: input.currentPassword, password: input.newPassword },
      }))
    } catch (error) {
      throw error instanceof EngineError && error.engineCode === "INVALID_CURRENT_PASSWORD"
        ? invalidCurrentPassword()
        : error
    }
    // Taken before the new session begins, so that one (and its token) is not older than the change.
    const changedAt = await changeInstant()
    const result = await this.login(session, { email, password: input.newPassword })
    await session.endOthersBefore(changedAt)
    return result
  }

  /** The signed-in customer's live browser sessions (ASVS 3.3.4). */
  async sessions(session: CookieSession) {
    const token = session.token
    if (readEngineToken(token)?.actor_type !== "customer") throw shopError("SIGN_IN_REQUIRED")
    const current = session.sessionId
    return (await session.sessions()).map((entry) => sessionView(entry, current))
  }

  /** Signs out one of the customer's sessions by its public id, once they confirmed it is them (confirmShopper). */
  async endSession(session: CookieSession, id: string, currentPassword?: string | null): Promise<boolean> {
    if (readEngineToken(session.token)?.actor_type !== "customer") throw shopError("SIGN_IN_REQUIRED")
    await this.confirmShopper(session, currentPassword)
    if (!(await session.endSessionById(id))) throw shopError("SESSION_NOT_FOUND")
    return true
  }

  /**
   * "Sign out everywhere else": the customer's other sessions and tokens end as at a password change
   * (the moment taken first), and this browser's session goes on with a token issued after it.
   */
  async endOtherSessions(session: CookieSession, currentPassword?: string | null): Promise<boolean> {
    const token = session.token
    if (readEngineToken(token)?.actor_type !== "customer") throw shopError("SIGN_IN_REQUIRED")
    if (!session.sessionId) throw shopError("SESSIONS_BROWSER_ONLY")
    await this.confirmShopper(session, currentPassword)
    const at = await changeInstant()
    const fresh = await this.refreshToken(token!)
    await session.endOthers(at, fresh)
    return true
  }

  /**
   * The shopper confirms it is them before ending sessions (ASVS 3.3.4, 3.7.1): a sign-in of this
   * session within the re-authentication window (REAUTH_SECONDS) is the password typed again;
   * otherwise the current password, checked by the engine as a sign-in (its failed-attempt budget
   * for the account counts it). A shopper who signs in with Vitalia ID only signs in again.
   */
  private async confirmShopper(session: CookieSession, currentPassword?: string | null) {
    const since = session.signedInAt
    if (since !== null && Date.now() - since < this.reauthMs) return
    if (!currentPassword)
      throw shopError("SESSIONS_CONFIRM_REQUIRED", undefined, {
        field: "currentPassword",
        reason: "REAUTHENTICATION_REQUIRED",
      })
    if (currentPassword.length > 1024) throw invalidCurrentPassword()
    const { customer } = await this.medusa.get<{ customer: Pick<HttpTypes.StoreCustomer, "email"> }>(
      "/store/customers/me",
      {
        token: session.token!,
        query: { fields: "email" },
      }
    )
    const started = performance.now()
    try {
      await this.engineToken(
        "/auth/customer/emailpass",
        { email: customer.email, password: currentPassword },
        "INVALID_CREDENTIALS"
      )
    } catch (error) {
      if ((error as { extensions?: { code?: unknown } }).extensions?.code !== "AUTHENTICATION_FAILED") throw error
      await signInFailures.pad(started)
      throw invalidCurrentPassword()
    }
  }

  /**
   * A single-use, short-lived code for an /autologin link, for the customer of the bearer token
   * the client came with (auth/handover.ts). Browsers hold their token in the cookie and may not
   * mint codes with it: a copied cookie would otherwise beget sessions that outlive its sign-out.
   */
  async createAutologinCode(session: CookieSession): Promise<{ code: string; expiresAt: string }> {
    const token = session.token
    if (!token) throw shopError("SIGN_IN_REQUIRED")
    if (!session.bearerClient) throw shopError("AUTOLOGIN_BEARER_ONLY")
    const claims = readEngineToken(token)
    if (!claims?.actor_id || claims.actor_type !== "customer") throw shopError("SIGN_IN_REQUIRED")
    const { code, expiresAt } = await session.handOvers.issue(token)
    return { code, expiresAt: new Date(expiresAt).toISOString() }
  }

  /**
   * /autologin?code=…: the hand-over code is exchanged, once, for the token it was made for; the
   * browser's session gets a fresh token in its place. The link never carries a token itself.
   */
  async autologin(session: CookieSession, input: { code: string; cartId?: string | null }) {
    const token = await session.handOvers.exchange(input.code)
    const claims = readEngineToken(token)
    if (!token || !claims?.actor_id || claims.actor_type !== "customer") throw authenticationFailed("INVALID_TOKEN")
    // A token signed out with, or older than a password change, since the code was made cannot come back.
    if (await session.tokenEnded(token)) throw authenticationFailed("INVALID_TOKEN")
    let fresh: string
    try {
      fresh = await this.refreshToken(token)
    } catch (error) {
      throw unauthorizedAs(error, "INVALID_TOKEN")
    }
    return this.signIn(session, fresh, { cartId: input.cartId })
  }

  /** The signed-in customer's external identity (GET /store/auth0/{id}); null when there is none. */
  async externalIdentity(token: string, subject: string): Promise<ExternalIdentity | null> {
    try {
      const { identity } = await this.medusa.get<{ identity: Record<string, unknown> }>(
        `/store/auth0/${encodeURIComponent(subject)}`,
        { token }
      )
      const text = (key: string) => (typeof identity[key] === "string" ? identity[key] : null)
      return {
        subject: text("subject") ?? subject,
        email: text("email"),
        emailVerified: typeof identity.email_verified === "boolean" ? identity.email_verified : null,
        name: text("name"),
        givenName: text("given_name"),
        familyName: text("family_name"),
      }
    } catch (error) {
      if (error instanceof EngineError && (error.status === 404 || error.status === 401)) return null
      throw error
    }
  }

  /**
   * The end of every sign-in. A token without a customer (a new identity) first
   * becomes one: the customer is created with that token, then the token is
   * refreshed so it carries the customer (docs/product.md §6).
   */
  private async signIn(
    session: CookieSession,
    token: string,
    options: { cartId?: string | null; customer?: NewCustomer; redirectPath?: string | null }
  ): Promise<SignInResult> {
    let claims = readEngineToken(token)
    if (!claims) throw authenticationFailed("NO_TOKEN")
    if (!claims.actor_id) {
      await this.createCustomer(token, options.customer ?? customerFromIdentity(claims))
      token = await this.refreshToken(token)
      claims = readEngineToken(token)
      if (!claims?.actor_id) throw authenticationFailed("NO_TOKEN")
    }
    token = await session.unendedToken(token, (old) => this.refreshToken(old))
    const engineSession = await this.engine.openSession(token).catch((error: Error) => {
      this.log.warn({ err: error.name }, "opening the engine session failed")
      return null
    })
    await session.signIn(token, engineSession)
    const cartTransferred = options.cartId ? await this.transferCart(token, claims.actor_id, options.cartId) : false
    const expires = tokenExpiry(token)
    return {
      token: session.fromBrowser ? null : token,
      expiresAt: expires ? new Date(expires).toISOString() : null,
      cartTransferred,
      redirectPath: options.redirectPath ?? null,
    }
  }

  private async createCustomer(token: string, customer: NewCustomer) {
    try {
      await this.medusa.post("/store/customers", { token, body: customer, query: { fields: "id" } })
    } catch (error) {
      if (error instanceof EngineError && /already has an account|already exists/i.test(error.message)) {
        throw shopError("EMAIL_TAKEN", undefined, { field: "email" })
      }
      throw error
    }
  }

  /**
   * docs/product.md §4: the anonymous cart becomes the customer's. A cart that already
   * belongs to another registered customer, or is completed, is left alone; a
   * failed transfer never fails the sign-in.
   */
  private async transferCart(token: string, customerId: string, cartId: string): Promise<boolean> {
    const path = `/store/carts/${encodeURIComponent(cartId)}`
    try {
      // *customer: the engine leaves out customer_id and customer.has_account when asked for them alone.
      const { cart } = await this.medusa.get<{
        cart: {
          id: string
          customer_id?: string | null
          completed_at?: string | null
          customer?: { has_account?: boolean } | null
        }
      }>(path, { query: { fields: "id,completed_at,*customer" } })
      if (cart.completed_at) return false
      if (cart.customer_id === customerId) return true
      if (cart.customer?.has_account) return false
      await this.medusa.post(`${path}/customer`, { token, body: {}, query: { fields: "id" } })
      return true
    } catch (error) {
      this.log.warn(
        { err: (error as Error).name, status: (error as EngineError).status },
        "transferring the cart at sign-in failed"
      )
      return false
    }
  }

  private async engineToken(
    path: string,
    body: Record<string, unknown>,
    reason: "INVALID_CREDENTIALS"
  ): Promise<string> {
    let answer: { token?: string }
    try {
      answer = await this.medusa.post<{ token?: string }>(path, { body })
    } catch (error) {
      throw unauthorizedAs(error, reason)
    }
    if (!answer.token) throw authenticationFailed("NO_TOKEN")
    return answer.token
  }

  private async refreshToken(token: string): Promise<string> {
    const { token: fresh } = await this.medusa.post<{ token?: string }>("/auth/token/refresh", { token })
    if (!fresh) throw authenticationFailed("NO_TOKEN")
    return fresh
  }
}

/** The customer an external identity becomes: its e-mail, names and subject (metadata.auth0Id). */
function customerFromIdentity(claims: EngineTokenClaims): NewCustomer {
  const profile = claims.user_metadata ?? {}
  const text = (key: string) => (typeof profile[key] === "string" && profile[key] ? profile[key] : undefined)
  const email = text("email")
  if (!email) throw authenticationFailed("NO_EMAIL")
  const customer: NewCustomer = { email, first_name: text("given_name") ?? text("name") ?? email.split("@")[0] }
  const lastName = text("family_name")
  if (lastName) customer.last_name = lastName
  const subject = text("subject")
  if (subject) customer.metadata = { auth0Id: subject }
  return customer
}

function checkPassword(value: string, field = "password") {
  const { min, max } = INPUT_LIMITS.password
  if (typeof value !== "string" || passwordLength(value) < min || passwordLength(value) > max)
    throw shopError("WEAK_PASSWORD", { min, max }, { field, limit: { min, max } })
  if (isCommonPassword(value)) throw shopError("PASSWORD_COMMON", undefined, { field, reason: "PASSWORD_COMMON" })
}

/** A wrong current password at a change of password, in the asker's language, naming the field. */
function invalidCurrentPassword(): ShopError {
  return shopError("INVALID_CURRENT_PASSWORD", undefined, {
    reason: "INVALID_CURRENT_PASSWORD",
    field: "currentPassword",
  })
}

/** A first or last name at registration: trimmed, 100 characters at most, no markup or control characters. */
function checkName(value: string | null | undefined, field: string): string | undefined {
  const name = value?.trim()
  return name ? plainText(field, name, INPUT_LIMITS.personName) : undefined
}

/** A path of this shop to return to: "/…" but not "//…" (another host) and no backslashes. */
export function checkRedirectPath(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null
  const ok = value.length <= 512 && value.startsWith("/") && !value.startsWith("//") && !/[\\\s]/.test(value)
  if (!ok) throw shopError("INVALID_REDIRECT", undefined, { field: "redirectPath" })
  return value
}
