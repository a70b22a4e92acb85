import { describe, expect, it } from "vitest"
import { Sealer } from "./seal.js"

describe("sealed cookie values", () => {
  const sealer = new Sealer("a-secret-for-tests")
  const later = Date.now() + 60_000

  it("opens what it sealed, for the same purpose only", () => {
    const sealed = sealer.seal("session", { token: "t" }, later)
    expect(sealed).not.toContain('t"')
    expect(sealer.open("session", sealed)).toEqual({ token: "t" })
    expect(sealer.open("login", sealed)).toBeNull()
  })

  it("refuses expired, tampered and foreign values", () => {
    expect(sealer.open("session", sealer.seal("session", 1, Date.now() - 1))).toBeNull()
    const sealed = sealer.seal("session", { token: "t" }, later)
    // One character changed in the IV, the tag and the sealed text, each to one it is not. (Writing
    // "A" where an "A" already stood changed nothing, one run in 64 by the random IV: a clean-clone
    // run of cbd79e0 opened that "tampered" value.)
    const changedAt = (at: number) => sealed.slice(0, at) + (sealed[at] === "A" ? "B" : "A") + sealed.slice(at + 1)
    for (const at of [3, 3 + 16, 3 + 32, sealed.length - 2]) {
      expect(changedAt(at)).not.toBe(sealed)
      expect(sealer.open("session", changedAt(at)), `changed at ${at}`).toBeNull()
    }
    expect(new Sealer("another-secret").open("session", sealed)).toBeNull()
    expect(sealer.open("session", "v1.garbage")).toBeNull()
    expect(sealer.open("session", undefined)).toBeNull()
  })
})
