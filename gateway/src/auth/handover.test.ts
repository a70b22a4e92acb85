import { describe, expect, it } from "vitest"
import { MemoryStore } from "../cache/memory.js"
import { HandOverCodes } from "./handover.js"

const memory = () => new MemoryStore({ maxEntries: 100, maxBytes: 100_000 })

describe("autologin hand-over codes", () => {
  it("open their token once; the store holds neither the code nor the token in the clear", async () => {
    const store = memory()
    const codes = new HandOverCodes(store, 60_000)
    const token = "header.eyJhY3Rvcl9pZCI6ImN1c18xIn0.signature"
    const { code, expiresAt } = await codes.issue(token)
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(expiresAt).toBeGreaterThan(Date.now())
    const stored = [...(store as unknown as { entries: Map<string, string> }).entries.entries()]
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain(token)
    expect(JSON.stringify(stored)).not.toContain(code)

    expect(await codes.exchange(code)).toBe(token)
    expect(await codes.exchange(code)).toBeNull()
    expect(await codes.exchange("made-up")).toBeNull()
    expect(await codes.exchange("")).toBeNull()
  })

  it("open nothing once their time has passed", async () => {
    const codes = new HandOverCodes(memory(), 50)
    const { code } = await codes.issue("a.b.c")
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(await codes.exchange(code)).toBeNull()
  })
})
