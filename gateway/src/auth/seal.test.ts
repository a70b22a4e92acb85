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
    const flipped = sealed.slice(0, -2) + (sealed.endsWith("A") ? "B" : "A") + sealed.slice(-1)
    expect(sealer.open("session", flipped)).toBeNull()
    expect(new Sealer("another-secret").open("session", sealed)).toBeNull()
    expect(sealer.open("session", "v1.garbage")).toBeNull()
    expect(sealer.open("session", undefined)).toBeNull()
  })
})
