import { createHash, randomBytes } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"
import Bowser from "bowser"
import type { CacheStore } from "../cache/store.js"
import { readEngineToken, type EngineTokenClaims } from "./engine-token.js"

/** What a sealed session cookie (the shop's or the back-office's) says about the session it belongs to. */
export interface SessionMark {
  /** Random, made at sign-in and kept through refreshes: every copy of the cookie shares it. */
  sid: string
  /** When the person signed in (ms since the epoch): a password change ends the sessions begun before it. */
  since: number
  /** When the session was last used (ms), written again at most every minute (needsTouch); absent: `since`. */
  seen?: number
}

/** A browser session's limits: from its sign-in, and unused (config.ts, sessionLifetime). */
export interface SessionLifetime {
  maxAgeMs: number
  idleMs: number
}

/**
 * Whether a session has lasted too long since its sign-in, or lain unused too long (ASVS 3.3.2): the
 * person signs in again. Refreshing the token keeps the mark, so a refresh never extends `since`.
 */
export function sessionExpired(mark: Partial<SessionMark>, lifetime: SessionLifetime, now = Date.now()): boolean {
  if (typeof mark.since !== "number") return true
  return now - mark.since > lifetime.maxAgeMs || now - (mark.seen ?? mark.since) > lifetime.idleMs
}

/**
 * Whether a live session's last use is old enough to be written again: at most once a minute (a
 * quarter of the idle limit when that is shorter), so most answers carry no new cookie.
 */
export function needsTouch(mark: Partial<SessionMark>, lifetime: SessionLifetime, now = Date.now()): boolean {
  const seen = mark.seen ?? mark.since ?? 0
  return now - seen > Math.min(60_000, lifetime.idleMs / 4)
}

/** A fresh mark for a session that begins now. */
export function newSessionMark(): SessionMark {
  return { sid: randomBytes(18).toString("base64url"), since: Date.now() }
}

/**
 * The moment a password change takes effect: the next whole second, waited for (under a second).
 * Engine tokens tell when they were issued in whole seconds only (`iat`); on a second's boundary
 * every token issued before the change has an earlier `iat` and every one issued after it a later
 * or equal one, so a token signed in with just before the change cannot pass for one from after it.
 */
export async function changeInstant(): Promise<number> {
  const at = Math.ceil(Date.now() / 1000) * 1000
  const wait = at - Date.now()
  if (wait > 0) await sleep(wait)
  return at
}

/**
 * One of a person's browser sessions, as their list of active sessions shows it (ASVS 3.3.4): the
 * device it was opened on (read from the User-Agent at sign-in, names only), when it began and when
 * it was last used. The list is kept per person (`list:<actor type>:<actor id>`) beside the endings.
 */
export interface SessionEntry {
  sid: string
  browser: string | null
  os: string | null
  since: number
  seen: number
}

/**
 * The id a session is shown and ended by: a digest of its mark's id, so the keys of the store of
 * endings never leave the gateway.
 */
export function sessionPublicId(sid: string): string {
  return createHash("sha256").update(`session:${sid}`).digest("base64url").slice(0, 22)
}

/** A session as its person's list shows it, the asking browser's own marked `current`. */
export function sessionView(entry: SessionEntry, currentSid: string | null | undefined) {
  return {
    id: sessionPublicId(entry.sid),
    browser: entry.browser,
    os: entry.os,
    startedAt: new Date(entry.since).toISOString(),
    lastUsedAt: new Date(entry.seen).toISOString(),
    current: entry.sid === currentSid,
  }
}

/** The browser's and system's names in a User-Agent ("Chrome", "Linux"); null when it names none. */
export function deviceOf(userAgent: string | undefined): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null }
  const parsed = Bowser.parse(userAgent.slice(0, 512))
  return { browser: parsed.browser.name || null, os: parsed.os.name || null }
}

/**
 * How long a token handed out at a sign-in stays claimed (unendedToken): past its own second, with
 * room for the clocks of the engine and of several gateways to differ a little.
 */
const ISSUED_CLAIM_MS = 10_000

/** How long an engine token of this kind lives (its `exp` − `iat`); a day when it does not say. */
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Ended sessions. Cookies and engine tokens are stateless (sealed, signed), so ending one means
 * remembering that it ended until every copy of it has expired on its own:
 * - `sid:<id>`: a session signed out (every copy of its cookie, refreshed or not);
 * - `jwt:<sha-256>`: a bearer token signed out with;
 * - `person:<actor type>:<actor id>`: the time of the person's last password change or reset —
 *   their sessions begun (cookies) or tokens issued (bearer, `iat`) before it are refused.
 * The store is Redis when REDIS_URL is set (every gateway sees an ending at once), else this
 * process's memory (docs/auth.md, "How sessions end").
 */
export class SessionRevocations {
  constructor(
    private readonly store: CacheStore,
    /** Browser sessions' limits (config.ts, sessionLifetime): the lists of sessions leave out expired ones. */
    private readonly lifetime: SessionLifetime = { maxAgeMs: 12 * 60 * 60 * 1000, idleMs: 30 * 60 * 1000 }
  ) {}

  /** Ends one session; `token` is the engine token its cookie holds now (it tells how long copies may live). */
  async revokeSession(sid: string, token: string) {
    await this.store.set(`sid:${sid}`, "1", keepFor(token))
  }

  /** Ends one bearer token: it is refused until it expires. */
  async revokeToken(token: string) {
    const exp = readEngineToken(token)?.exp
    const left = typeof exp === "number" ? exp * 1000 - Date.now() : DAY_MS
    if (left > 0) await this.store.set(`jwt:${digest(token)}`, "1", left + 1000)
  }

  /**
   * Ends every session and token of a person begun before `at` (a password change). `token` is one of
   * the person's engine tokens: a session older than `at` may hold a token refreshed just before it,
   * so the mark is kept one token lifetime.
   */
  async revokePerson(actorType: string, actorId: string, at: number, token: string) {
    await this.store.set(`person:${actorType}:${actorId}`, String(at), keepFor(token))
  }

  /**
   * Whether the session a sealed cookie holds (its mark, and the engine token inside) has been ended:
   * signed out, or begun before its person's last password change — or holding a token issued before
   * it (a sign-in that was under way then, such as a two-step ticket, cannot outlive the change).
   */
  async sessionEnded(mark: Partial<SessionMark> | undefined, token: string): Promise<boolean> {
    // A cookie sealed before sessions had marks cannot be ended one by one: it is not accepted.
    if (!mark?.sid || typeof mark.since !== "number") return true
    const claims = readEngineToken(token)
    const [ended, changed] = await Promise.all([this.store.get(`sid:${mark.sid}`), this.changedAt(claims)])
    return ended !== null || (changed !== null && (mark.since < changed || issuedBefore(claims, changed)))
  }

  /**
   * What becomes of a browser's session cookie on a request: `ended` (signed out, older than a
   * password change, or past its lifetime: the browser forgets it), `touch` (live, and its last use
   * is to be written again) or `live`. One check for the shop's cookie and the back-office's.
   */
  async cookieState(stored: Partial<SessionMark> & { token: string }, lifetime: SessionLifetime) {
    if (sessionExpired(stored, lifetime) || (await this.sessionEnded(stored, stored.token))) return "ended"
    return needsTouch(stored, lifetime) ? "touch" : "live"
  }

  /** Whether a bearer token has been signed out with, or issued before its person's last password change. */
  async tokenEnded(token: string): Promise<boolean> {
    const claims = readEngineToken(token)
    const [ended, changed] = await Promise.all([this.store.get(`jwt:${digest(token)}`), this.changedAt(claims)])
    return ended !== null || (changed !== null && issuedBefore(claims, changed))
  }

  /**
   * A new sign-in's token of its own: neither one signed out with nor one another sign-in got. The
   * engine's tokens carry nothing random, and `iat` counts whole seconds: one person signing in twice
   * within the same second gets the very same token. Signing out and straight back in would hand back
   * the token just ended (refused at once); two sign-ins at once (two devices, two scripts) would be
   * one session — a re-authentication proof asked in one would hold in the other (admin-api/reauth.ts),
   * and signing out of one would end the other. So each token handed out is claimed for a few seconds
   * (the store's `claim`: one gateway or many, one winner), and a token ended or already claimed is
   * renewed (`renew`: the engine's refresh) once its second has passed, which gives it another `iat`.
   */
  async unendedToken(token: string, renew: (token: string) => Promise<string>): Promise<string> {
    for (let tries = 0; tries < 5; tries++) {
      const key = digest(token)
      const ended = (await this.store.get(`jwt:${key}`)) !== null
      if (!ended && (await this.store.claim(`issued:${key}`, "1", ISSUED_CLAIM_MS))) return token
      const iat = readEngineToken(token)?.iat
      const wait = typeof iat === "number" ? (iat + 1) * 1000 - Date.now() : 1000
      if (wait > 0) await sleep(wait)
      token = await renew(token)
    }
    return token
  }

  /**
   * Adds a session that begins now to its person's list (a sign-in). The list drops the ones that
   * ended or expired as it is written. Two sign-ins of one person at the very same moment through
   * two gateways may keep only one of the two in the list: "end the others" therefore ends every
   * other session by time (endOthers), not by going through the list.
   */
  async recordSession(token: string, mark: SessionMark, userAgent: string | undefined) {
    const key = listKey(readEngineToken(token))
    if (!key) return
    const entries = await this.liveEntries(key)
    entries.push({ sid: mark.sid, ...deviceOf(userAgent), since: mark.since, seen: mark.seen ?? mark.since })
    await this.store.set(key, JSON.stringify(entries), this.lifetime.maxAgeMs + 60_000)
  }

  /** Writes a session's last use into its person's list (when the cookie's is written: once a minute at most). */
  async sessionUsed(token: string, sid: string, seen: number) {
    const key = listKey(readEngineToken(token))
    if (!key) return
    const entries = await this.liveEntries(key)
    const entry = entries.find((e) => e.sid === sid)
    if (!entry) return
    entry.seen = seen
    await this.store.set(key, JSON.stringify(entries), this.lifetime.maxAgeMs + 60_000)
  }

  /** The live browser sessions of the person `token` belongs to, the most recently used first. */
  async sessionsOf(token: string): Promise<SessionEntry[]> {
    const key = listKey(readEngineToken(token))
    if (!key) return []
    return (await this.liveEntries(key)).sort((a, b) => b.seen - a.seen)
  }

  /**
   * Ends one of the person's sessions by its public id (sessionPublicId); answers the session id it
   * ended, null when the person has no live session of that id.
   */
  async endSessionOf(token: string, publicId: string): Promise<string | null> {
    const entry = (await this.sessionsOf(token)).find((e) => sessionPublicId(e.sid) === publicId)
    if (!entry) return null
    await this.revokeSession(entry.sid, token)
    return entry.sid
  }

  /**
   * Ends every other session and token of the person, listed or not ("sign out everywhere else"):
   * the person's sessions begun before `at` end, as at a password change. The caller's own session
   * goes on under a new mark and a token issued from `at` on (the caller renews both).
   */
  async endOthers(token: string, at: number) {
    const claims = readEngineToken(token)
    if (!claims?.actor_id || !claims.actor_type) return
    await this.revokePerson(claims.actor_type, claims.actor_id, at, token)
  }

  /** The entries of a person's list whose sessions are neither ended nor past their lifetime. */
  private async liveEntries(key: string): Promise<SessionEntry[]> {
    const raw = await this.store.get(key)
    let entries: SessionEntry[]
    try {
      entries = raw ? (JSON.parse(raw) as SessionEntry[]) : []
    } catch {
      // A value that does not parse lists nothing; the next sign-in writes the list anew.
      entries = []
    }
    if (!Array.isArray(entries)) return []
    const person = key.slice("list:".length)
    const changed = await this.store.get(`person:${person}`)
    const ended = await Promise.all(entries.map((e) => this.store.get(`sid:${e.sid}`)))
    return entries.filter(
      (e, i) =>
        ended[i] === null && !sessionExpired(e, this.lifetime) && (changed === null || e.since >= Number(changed))
    )
  }

  /** The person's last password change (ms), null when none is remembered. */
  private async changedAt(claims: EngineTokenClaims | null): Promise<number | null> {
    if (!claims?.actor_id || !claims.actor_type) return null
    const at = await this.store.get(`person:${claims.actor_type}:${claims.actor_id}`)
    return at === null ? null : Number(at)
  }

  async close() {
    await this.store.close()
  }
}

/** How long an ending must be remembered: as long as any copy of a session holding `token` may live. */
function keepFor(token: string): number {
  const claims = readEngineToken(token)
  const lifetime =
    typeof claims?.exp === "number" && typeof claims.iat === "number" ? (claims.exp - claims.iat) * 1000 : DAY_MS
  const left = typeof claims?.exp === "number" ? claims.exp * 1000 - Date.now() : 0
  // A copy refreshed just before the ending lives one lifetime from now at most; a minute's margin for clocks.
  return Math.max(lifetime, left, 1000) + 60_000
}

/** `iat` is in whole seconds: a token of the same second as the change counts as after it. */
function issuedBefore(claims: EngineTokenClaims | null, at: number) {
  const issued = typeof claims?.iat === "number" ? claims.iat : 0
  return issued < Math.floor(at / 1000)
}

/** The key of the list of sessions of a token's person; null for a token without one. */
function listKey(claims: EngineTokenClaims | null): string | null {
  return claims?.actor_id && claims.actor_type ? `list:${claims.actor_type}:${claims.actor_id}` : null
}

function digest(token: string) {
  return createHash("sha256").update(token).digest("base64url")
}
