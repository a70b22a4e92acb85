import type { FastifyReply, FastifyRequest } from "fastify"
import { readEngineToken, tokenExpiry } from "./engine-token.js"
import { newSessionMark, type SessionMark, type SessionRevocations } from "./revocation.js"
import type { HandOverCodes } from "./handover.js"
import type { Sealer } from "./seal.js"

/**
 * Who is calling. Browsers carry the customer's engine token in the gateway's
 * httpOnly session cookie; other clients send `Authorization: Bearer <token>`.
 */
export interface Session {
  /** The signed-in customer's engine token, or null for an anonymous shopper. */
  readonly token: string | null
  /** Keeps a new token for this client (sign-in) or forgets it (sign-out). */
  setToken(token: string | null): void
}

/**
 * What the session cookie holds, sealed: the engine token, the engine's own session cookie, and the
 * session's mark (its id and start), which the revocation store is asked about on every request.
 */
export interface StoredSession extends Partial<SessionMark> {
  token: string
  /** `connect.sid=…` of the engine session opened at sign-in (POST /auth/session), closed at sign-out. */
  engineSession?: string | null
}

/** An external sign-in under way: the state it must come back with, and where to go afterwards. */
export interface PendingLogin {
  state: string
  redirectPath: string | null
}

const LOGIN_TTL_MS = 10 * 60 * 1000
/** The most personal stores one browser session's visits cookie remembers (a store name is 3 to 40 characters, so the cookie stays under 1 kB). */
export const VISITED_STORES_MAX = 20
const STORE_NAME = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/

/**
 * The gateway's cookies: the session (httpOnly, SameSite=Lax, Secure in
 * production, sealed with SESSION_SECRET) and a short-lived one binding an
 * external sign-in to the browser that started it.
 */
/**
 * A session cookie's name as the browser sees it. Over https (production) it carries the __Host-
 * prefix: the browser then keeps it only when it is Secure, for the whole site (Path=/) and without
 * a Domain, so no sibling subdomain can set or read it (ASVS 3.4.4). Plain http (development, the
 * tests) cannot hold a Secure cookie, so the name stays bare there.
 */
export function hostOnly(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name
}

export class SessionCookies {
  /** The cookie's name on the wire (with __Host- over https); `purpose` is what its seal is bound to. */
  readonly name: string
  readonly loginName: string
  private readonly loginPurpose: string
  readonly visitsName: string

  constructor(
    private readonly purpose: string,
    private readonly sealer: Sealer,
    private readonly secure: boolean
  ) {
    this.name = hostOnly(purpose, secure)
    this.loginPurpose = `${purpose}_login`
    this.loginName = hostOnly(this.loginPurpose, secure)
    this.visitsName = hostOnly(`${purpose}_visits`, secure)
  }

  /** The session the cookie holds; null when there is none, or it has ended (checked by registerAuth's hook). */
  read(request: FastifyRequest): StoredSession | null {
    if (request.endedSessions?.shop) return null
    const stored = this.sealer.open<StoredSession>(this.purpose, request.cookies?.[this.name])
    return stored?.token ? stored : null
  }

  write(reply: FastifyReply, stored: StoredSession) {
    // The cookie lives as long as the engine token it carries (the engine's jwtExpiresIn, 1 day by default).
    const expiresAt = tokenExpiry(stored.token) ?? Date.now() + 24 * 60 * 60 * 1000
    reply.setCookie(this.name, this.sealer.seal(this.purpose, stored, expiresAt), this.options(expiresAt))
  }

  clear(reply: FastifyReply) {
    reply.clearCookie(this.name, this.options())
  }

  readLogin(request: FastifyRequest): PendingLogin | null {
    return this.sealer.open<PendingLogin>(this.loginPurpose, request.cookies?.[this.loginName])
  }

  writeLogin(reply: FastifyReply, pending: PendingLogin) {
    const expiresAt = Date.now() + LOGIN_TTL_MS
    reply.setCookie(this.loginName, this.sealer.seal(this.loginPurpose, pending, expiresAt), this.options(expiresAt))
  }

  clearLogin(reply: FastifyReply) {
    reply.clearCookie(this.loginName, this.options())
  }

  /**
   * The personal stores this browser session already arrived through (gateway/src/partner/visits.ts).
   * The cookie holds their public names only, nothing about the visitor, and has no expiry: the
   * browser forgets it when its session ends, so a later session counts as a new visit.
   */
  readVisited(request: FastifyRequest): string[] {
    const raw = request.cookies?.[this.visitsName]
    if (!raw) return []
    return raw
      .split(".")
      .filter((name) => STORE_NAME.test(name))
      .slice(-VISITED_STORES_MAX)
  }

  writeVisited(reply: FastifyReply, names: string[]) {
    // Store names are [a-z0-9-]: joined with "." the value needs no encoding.
    reply.setCookie(this.visitsName, names.slice(-VISITED_STORES_MAX).join("."), this.options())
  }

  private options(expiresAt?: number) {
    return {
      path: "/",
      httpOnly: true,
      sameSite: "lax" as const,
      secure: this.secure,
      ...(expiresAt ? { maxAge: Math.max(0, Math.floor((expiresAt - Date.now()) / 1000)) } : {}),
    }
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** Set by the auth plugin (auth/plugin.ts); without it sessions are bearer-only. */
    sessionCookies?: SessionCookies
    /** Ended sessions and tokens (auth/revocation.ts), set by the auth plugin. */
    sessionRevocations?: SessionRevocations
    /** /autologin's single-use hand-over codes (auth/handover.ts), set by the auth plugin. */
    handOverCodes?: HandOverCodes
  }
  interface FastifyRequest {
    /**
     * Which of the request's credentials belong to an ended session, as the revocation store answered
     * before the request ran (auth/plugin.ts, admin-api/auth.ts): those are read as absent.
     */
    endedSessions?: { shop?: boolean; admin?: boolean; bearer?: boolean }
  }
}

/** The request's `Authorization: Bearer` token; null without one, or when it has been ended. */
export function bearerOf(request: FastifyRequest): string | null {
  if (request.endedSessions?.bearer) return null
  const header = request.headers.authorization
  return header?.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() || null : null
}

/** A request's session: the cookie first, then a bearer token. */
export class CookieSession implements Session {
  private stored: StoredSession | null
  private readonly bearer: string | null
  /** Whether the request came with a live session cookie (read before any sign-in or refresh rewrites it). */
  private readonly cookieAtStart: boolean

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly cookies: SessionCookies | undefined
  ) {
    this.stored = cookies?.read(request) ?? null
    this.bearer = bearerOf(request)
    this.cookieAtStart = Boolean(this.stored)
  }

  get token(): string | null {
    return this.stored?.token ?? this.bearer
  }

  setToken(token: string | null) {
    // A refresh keeps the session's mark, so ending the session ends the refreshed copies too.
    this.store(
      token
        ? {
            ...(this.stored?.sid ? this.stored : newSessionMark()),
            token,
            engineSession: this.stored?.engineSession ?? null,
          }
        : null
    )
  }

  /**
   * A new sign-in: its token and the engine session opened for it (one cookie write), under a new
   * mark. A browser's session is added to the person's list of sessions (ASVS 3.3.4).
   */
  async signIn(token: string, engineSession: string | null) {
    const mark = newSessionMark()
    this.store({ token, engineSession, ...mark })
    if (this.fromBrowser) await this.requireRevocations().recordSession(token, mark, this.request.headers["user-agent"])
  }

  /** When this browser session signed in (its cookie's mark), null for a bearer client or without one. */
  get signedInAt(): number | null {
    return this.stored?.since ?? null
  }

  /** The id of this request's browser session (its cookie's mark), null without one. */
  get sessionId(): string | null {
    return this.stored?.sid ?? null
  }

  /** The live browser sessions of the person signed in here (auth/revocation.ts, sessionsOf). */
  async sessions() {
    return this.token ? this.requireRevocations().sessionsOf(this.token) : []
  }

  /** Ends one of the signed-in person's sessions by its public id; false when they have no live session of that id. */
  async endSessionById(publicId: string): Promise<boolean> {
    if (!this.token) return false
    const ended = await this.requireRevocations().endSessionOf(this.token, publicId)
    if (ended && ended === this.stored?.sid) this.setToken(null)
    return ended !== null
  }

  /**
   * "Sign out everywhere else": every other session and token of the person ends (as at a password
   * change, at `at`); this browser's session goes on with `fresh` (a token issued from `at` on) under
   * a new mark, listed again with its device.
   */
  async endOthers(at: number, fresh: string) {
    const token = this.stored?.token
    if (!token) return
    await this.requireRevocations().endOthers(token, at)
    await this.signIn(fresh, this.stored?.engineSession ?? null)
  }

  /**
   * Ends this session for good (sign-out): every copy of its cookie, and the bearer token it came
   * with, are refused from now on, by every gateway sharing the store. Then forgets it here.
   */
  async end() {
    const revocations = this.requireRevocations()
    if (this.stored?.sid) await revocations.revokeSession(this.stored.sid, this.stored.token)
    if (this.bearer) await revocations.revokeToken(this.bearer)
    this.setToken(null)
  }

  /**
   * Ends every session and token of the person this session is signed in as that began before `at`
   * (a password change at `at`); this session, begun after, goes on.
   */
  async endOthersBefore(at: number) {
    const token = this.token
    const claims = token ? readEngineToken(token) : null
    if (!token || !claims?.actor_id || !claims.actor_type) return
    await this.requireRevocations().revokePerson(claims.actor_type, claims.actor_id, at, token)
  }

  /** A new sign-in's token, renewed when it is the same as one signed out with (revocation.ts, unendedToken). */
  async unendedToken(token: string, renew: (token: string) => Promise<string>): Promise<string> {
    return this.requireRevocations().unendedToken(token, renew)
  }

  /** Whether a token has been ended (signed out with, or older than its person's last password change). */
  async tokenEnded(token: string): Promise<boolean> {
    return this.requireRevocations().tokenEnded(token)
  }

  /** The store of /autologin's hand-over codes (auth/handover.ts). */
  get handOvers(): HandOverCodes {
    const codes = this.request.server.handOverCodes
    if (!codes) throw new Error("the hand-over codes are not set up (registerAuth)")
    return codes
  }

  /** True when the token came from the session cookie, which this gateway sealed: its claims can be read as they are. */
  get sealed(): boolean {
    return Boolean(this.stored?.token)
  }

  /**
   * True when the client signed in with a bearer token (no session cookie): it already holds an engine
   * token, and may be given the refreshed one. A cookie's token is never handed out — whoever copied
   * the cookie would keep a token that outlives the session.
   */
  get bearerClient(): boolean {
    return !this.cookieAtStart && Boolean(this.bearer)
  }

  /** The engine session opened at sign-in, if any. */
  get engineSession(): string | null {
    return this.stored?.engineSession ?? null
  }

  /**
   * True for requests a browser made: browsers always send Origin on POST, or
   * Sec-Fetch-Site, and scripts in a page can neither remove nor forge them.
   * Browsers never receive the token itself; other clients may.
   */
  get fromBrowser(): boolean {
    return Boolean(this.request.headers.origin || this.request.headers["sec-fetch-site"])
  }

  /** Whether this browser session already arrived through the personal store `name` (lower-case). */
  visited(name: string): boolean {
    return this.cookies?.readVisited(this.request).includes(name) ?? false
  }

  /** Remembers, for this browser session, that it arrived through the personal store `name`. */
  markVisited(name: string) {
    const cookies = this.requireCookies()
    const names = cookies.readVisited(this.request).filter((n) => n !== name)
    cookies.writeVisited(this.reply, [...names, name])
  }

  get pendingLogin(): PendingLogin | null {
    return this.cookies?.readLogin(this.request) ?? null
  }

  startLogin(pending: PendingLogin) {
    this.requireCookies().writeLogin(this.reply, pending)
  }

  finishLogin() {
    this.cookies?.clearLogin(this.reply)
  }

  private store(next: StoredSession | null) {
    this.stored = next
    const cookies = this.requireCookies()
    if (next) cookies.write(this.reply, next)
    else cookies.clear(this.reply)
  }

  private requireRevocations(): SessionRevocations {
    const revocations = this.request.server.sessionRevocations
    if (!revocations) throw new Error("the session revocation store is not set up (registerAuth)")
    return revocations
  }

  private requireCookies(): SessionCookies {
    if (!this.cookies) throw new Error("session cookies are not set up (registerAuth)")
    return this.cookies
  }
}

/** The session of one request: the session cookie when it holds a token, else the bearer token. */
export function sessionFor(request: FastifyRequest, reply: FastifyReply): Session {
  return new CookieSession(request, reply, request.server.sessionCookies)
}

/** The cookie-aware session behind a context's `session`. */
export function cookieSession(session: Session): CookieSession {
  if (!(session instanceof CookieSession)) throw new Error("not a request session")
  return session
}
