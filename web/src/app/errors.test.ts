import { describe, expect, it, vi } from "vitest"
import { createErrorReporter, MAX_BREADCRUMBS, type SentryLike } from "./errors"

// Plain mocks (not SentryLike's methods), so the test can hand them to expect() unbound.
const fakeSentry = () => ({ init: vi.fn(), captureException: vi.fn(), addBreadcrumb: vi.fn(), setTags: vi.fn() })

describe("error reporting (docs/product.md §8, §9)", () => {
  const quiet = { error: () => {} }

  it("is off by default: without a DSN the SDK is never loaded", () => {
    const load = vi.fn()
    const reporter = createErrorReporter({ load, console: quiet })
    reporter.captureException(new Error("x"), { action: "add" })
    expect(reporter.enabled).toBe(false)
    expect(load).not.toHaveBeenCalled()
  })

  it("keeps at most 100 breadcrumbs", () => {
    const reporter = createErrorReporter({ load: vi.fn(), console: quiet })
    for (let i = 0; i < 250; i++) reporter.breadcrumb(`step ${i}`)
    expect(reporter.breadcrumbs()).toHaveLength(MAX_BREADCRUMBS)
    expect(reporter.breadcrumbs()[0].message).toBe("step 150")
  })

  it("with a DSN: starts Sentry capped at 100 breadcrumbs, hands over what came before, and tags failures with the cart", async () => {
    const sdk = fakeSentry()
    const reporter = createErrorReporter({
      dsn: "https://key@example.ingest/1",
      load: () => Promise.resolve<SentryLike>(sdk),
      console: quiet,
    })
    reporter.setTags({ cart_id: "cart_1", region_id: "reg_co" })
    reporter.breadcrumb("cart: add")
    reporter.captureException(new Error("early"), { action: "add" })
    await new Promise((r) => setTimeout(r, 0))
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: "https://key@example.ingest/1", maxBreadcrumbs: 100 })
    )
    expect(sdk.addBreadcrumb).toHaveBeenCalledWith(expect.objectContaining({ message: "cart: add" }))
    expect(sdk.captureException).toHaveBeenCalledWith(expect.any(Error), {
      tags: { cart_id: "cart_1", region_id: "reg_co", action: "add" },
    })
    reporter.captureException(new Error("later"), { action: "complete" })
    expect(sdk.captureException).toHaveBeenLastCalledWith(expect.any(Error), {
      tags: { cart_id: "cart_1", region_id: "reg_co", action: "complete" },
    })
  })
})
