import { describe, expect, it } from "vitest"
import { MemoryStore } from "../cache/memory.js"
import {
  changeInstant,
  needsTouch,
  newSessionMark,
  SessionRevocations,
  sessionExpired,
  sessionPublicId,
} from "./revocation.js"

/** An unsigned engine-like token: the store reads its claims only (the engine checks signatures). */
function token(claims: Record<string, unknown>) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")
  return `${part({ alg: "HS256" })}.${part(claims)}.signature`
}

const now = () => Math.floor(Date.now() / 1000)
const readIat = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString()) as { iat: number }).iat
const store = () => new SessionRevocations(new MemoryStore({ maxEntries: 100, maxBytes: 100_000 }))

describe("ended sessions", () => {
  const shopper = token({ actor_type: "customer", actor_id: "cus_1", iat: now(), exp: now() + 86_400 })

  it("a session ended at logout is ended for every copy; another session of the person is not", async () => {
    const revocations = store()
    const ended = newSessionMark()
    const other = newSessionMark()
    expect(await revocations.sessionEnded(ended, shopper)).toBe(false)
    await revocations.revokeSession(ended.sid, shopper)
    expect(await revocations.sessionEnded(ended, shopper)).toBe(true)
    expect(await revocations.sessionEnded(other, shopper)).toBe(false)
  })

  it("a cookie without a mark (sealed before marks existed) is not accepted", async () => {
    expect(await store().sessionEnded({}, shopper)).toBe(true)
    expect(await store().sessionEnded(undefined, shopper)).toBe(true)
  })

  it("a password change ends the person's sessions and tokens begun before it, not those after nor others'", async () => {
    const revocations = store()
    const before = { ...newSessionMark(), since: Date.now() - 5_000 }
    const changedAt = Date.now()
    const after = { ...newSessionMark(), since: changedAt }
    const older = token({ actor_type: "customer", actor_id: "cus_1", iat: now() - 5, exp: now() + 86_000 })
    const newer = token({
      actor_type: "customer",
      actor_id: "cus_1",
      iat: Math.floor(changedAt / 1000),
      exp: now() + 86_400,
    })
    const someoneElse = token({ actor_type: "customer", actor_id: "cus_2", iat: now() - 5, exp: now() + 86_000 })
    await revocations.revokePerson("customer", "cus_1", changedAt, shopper)
    expect(await revocations.sessionEnded(before, shopper)).toBe(true)
    expect(await revocations.sessionEnded(after, newer)).toBe(false)
    // A session that begins after the change with a token issued before it (a sign-in under way) ends too.
    expect(await revocations.sessionEnded(after, older)).toBe(true)
    expect(await revocations.tokenEnded(older)).toBe(true)
    expect(await revocations.tokenEnded(newer)).toBe(false)
    expect(await revocations.tokenEnded(someoneElse)).toBe(false)
    // The same id as a user (an administrator) is another person.
    expect(await revocations.tokenEnded(token({ actor_type: "user", actor_id: "cus_1", iat: now() - 5 }))).toBe(false)
  })

  it("a bearer token signed out with is refused; other tokens are not", async () => {
    const revocations = store()
    const other = token({ actor_type: "customer", actor_id: "cus_1", iat: now(), exp: now() + 86_400, n: 2 })
    await revocations.revokeToken(shopper)
    expect(await revocations.tokenEnded(shopper)).toBe(true)
    expect(await revocations.tokenEnded(other)).toBe(false)
  })

  it("a sign-in in the same second as a sign-out gets a token other than the one signed out with", async () => {
    // The engine's tokens carry nothing random: the same person signing in twice within a second gets
    // the same token. Signing out, then in again at once, must not hand back the token just ended.
    const revocations = store()
    const issued = now()
    const first = token({ actor_type: "user", actor_id: "user_1", iat: issued, exp: issued + 86_400 })
    await revocations.revokeToken(first)
    const renewals: string[] = []
    const fresh = await revocations.unendedToken(first, (old) => {
      renewals.push(old)
      return Promise.resolve(token({ actor_type: "user", actor_id: "user_1", iat: now(), exp: now() + 86_400 }))
    })
    expect(renewals).toEqual([first])
    expect(fresh).not.toBe(first)
    expect(await revocations.tokenEnded(fresh)).toBe(false)
    // A token never signed out with is handed out as it is, without asking for another.
    const other = token({ actor_type: "user", actor_id: "user_2", iat: now(), exp: now() + 86_400 })
    expect(await revocations.unendedToken(other, () => Promise.reject(new Error("not asked")))).toBe(other)
  })

  it("two sign-ins of one person in the same second get two tokens: the second is renewed once that second has passed", async () => {
    // Each sign-in is a session of its own (its sign-out, its re-authentication proof: admin-api/reauth.ts),
    // and a bearer session is known by its token alone.
    const revocations = store()
    const issued = now()
    const same = token({ actor_type: "user", actor_id: "user_1", iat: issued, exp: issued + 86_400 })
    expect(await revocations.unendedToken(same, () => Promise.reject(new Error("not asked")))).toBe(same)
    const renewals: string[] = []
    const second = await revocations.unendedToken(same, (old) => {
      renewals.push(old)
      return Promise.resolve(token({ actor_type: "user", actor_id: "user_1", iat: now(), exp: now() + 86_400 }))
    })
    expect(renewals).toEqual([same])
    expect(second).not.toBe(same)
    expect(readIat(second)).toBeGreaterThan(issued)
  })

  it("a token issued in the same second as a password change, just before it, is ended; one issued after is not", async () => {
    const revocations = store()
    const before = token({ actor_type: "user", actor_id: "user_1", iat: now(), exp: now() + 86_400 })
    const at = await changeInstant()
    expect(at % 1000).toBe(0)
    expect(Date.now()).toBeGreaterThanOrEqual(at)
    await revocations.revokePerson("user", "user_1", at, before)
    const after = token({ actor_type: "user", actor_id: "user_1", iat: now(), exp: now() + 86_400 })
    expect(await revocations.tokenEnded(before)).toBe(true)
    expect(await revocations.tokenEnded(after)).toBe(false)
  })

  it("a session lasts 12 hours from its sign-in at most, and 30 minutes unused; use keeps it, a refresh does not extend it", () => {
    const lifetime = { maxAgeMs: 12 * 3_600_000, idleMs: 30 * 60_000 }
    const at = 1_800_000_000_000
    const mark = { sid: "s", since: at }
    expect(sessionExpired(mark, lifetime, at + 29 * 60_000)).toBe(false)
    expect(sessionExpired(mark, lifetime, at + 31 * 60_000)).toBe(true)
    // Used a minute ago: alive, however long ago it began — up to 12 hours.
    expect(sessionExpired({ ...mark, seen: at + 11 * 3_600_000 }, lifetime, at + 11 * 3_600_000 + 60_000)).toBe(false)
    expect(sessionExpired({ ...mark, seen: at + 12 * 3_600_000 }, lifetime, at + 12 * 3_600_000 + 60_000)).toBe(true)
    // A cookie without a sign-in time is not accepted.
    expect(sessionExpired({ sid: "s" }, lifetime, at)).toBe(true)
    // The last use is written again at most once a minute.
    expect(needsTouch(mark, lifetime, at + 30_000)).toBe(false)
    expect(needsTouch(mark, lifetime, at + 61_000)).toBe(true)
    expect(needsTouch(mark, { maxAgeMs: 10_000, idleMs: 2_000 }, at + 600)).toBe(true)
  })
})

describe("a person's list of sessions", () => {
  const shopper = token({ actor_type: "customer", actor_id: "cus_list", iat: now(), exp: now() + 86_400 })
  const other = token({ actor_type: "customer", actor_id: "cus_other", iat: now(), exp: now() + 86_400 })
  const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"

  it("lists the person's sessions with their device, leaves out ended and idle ones, and others' sessions", async () => {
    const lifetime = { maxAgeMs: 60 * 60_000, idleMs: 30 * 60_000 }
    const revocations = new SessionRevocations(new MemoryStore({ maxEntries: 100, maxBytes: 100_000 }), lifetime)
    const laptop = newSessionMark()
    const phone = newSessionMark()
    const idle = { ...newSessionMark(), since: Date.now() - 40 * 60_000 }
    await revocations.recordSession(shopper, laptop, firefox)
    await revocations.recordSession(shopper, phone, undefined)
    await revocations.recordSession(shopper, idle, firefox)
    await revocations.recordSession(other, newSessionMark(), firefox)

    const listed = await revocations.sessionsOf(shopper)
    expect(listed.map((e) => e.sid).sort()).toEqual([laptop.sid, phone.sid].sort())
    expect(listed.find((e) => e.sid === laptop.sid)).toMatchObject({ browser: "Firefox", os: "Linux" })
    expect(listed.find((e) => e.sid === phone.sid)).toMatchObject({ browser: null, os: null })

    // Ended by its public id: refused from then on, gone from the list; another person's id ends nothing.
    expect(await revocations.endSessionOf(other, sessionPublicId(laptop.sid))).toBeNull()
    expect(await revocations.endSessionOf(shopper, sessionPublicId(laptop.sid))).toBe(laptop.sid)
    expect(await revocations.sessionEnded(laptop, shopper)).toBe(true)
    expect((await revocations.sessionsOf(shopper)).map((e) => e.sid)).toEqual([phone.sid])
  })

  it("ending the others by time leaves only sessions begun from that moment", async () => {
    const revocations = store()
    const before = { ...newSessionMark(), since: Date.now() - 5_000 }
    await revocations.recordSession(shopper, before, firefox)
    const at = await changeInstant()
    await revocations.endOthers(shopper, at)
    const after = newSessionMark()
    await revocations.recordSession(shopper, after, firefox)
    expect((await revocations.sessionsOf(shopper)).map((e) => e.sid)).toEqual([after.sid])
    expect(await revocations.sessionEnded(before, shopper)).toBe(true)
  })
})
