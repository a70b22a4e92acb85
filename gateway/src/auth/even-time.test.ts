import { describe, expect, it } from "vitest"
import { EvenFailures } from "./even-time.js"

describe("failed sign-ins take the same time", () => {
  it("holds a quick failure back to the slower recent ones", async () => {
    const failures = new EvenFailures(8, 2_000)
    // A slow failure (a known e-mail, whose password the engine hashed) sets the pace…
    await failures.pad(performance.now() - 300)
    // …and a quick one (an unknown e-mail) is answered no sooner.
    const started = performance.now()
    await failures.pad(started)
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
  })

  it("never waits longer than its cap", async () => {
    const failures = new EvenFailures(8, 50)
    await failures.pad(performance.now() - 5_000)
    const started = performance.now()
    await failures.pad(started)
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
