import { describe, expect, it } from "vitest"
import { planChange } from "./changes"
import { addMonths, dayOf, isDay, nextAfterRun, rollForward } from "./schedule"
import { failureMessage } from "../../workflows/run-subscription/failure-message"

/**
 * The subscription module's calendar and status rules, as plain functions
 * (commerce/src/modules/subscription/{schedule,changes}.ts); the engine runs
 * them in the run-subscription and update-subscription workflows.
 */
const at = (iso: string) => new Date(iso)

describe("run days", () => {
  it("add months calendar-wise, the day clamped to the month's end", () => {
    expect(addMonths("2026-01-10", 1)).toBe("2026-02-10")
    expect(addMonths("2026-11-22", 2)).toBe("2027-01-22")
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28")
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29")
    expect(addMonths("2026-12-31", 3)).toBe("2027-03-31")
  })

  it("after a run, the next run day is one interval on — and past today, so missed periods are not made up", () => {
    expect(nextAfterRun("2026-11-22", 1, at("2026-11-22T10:00:00Z"))).toBe("2026-12-22")
    expect(nextAfterRun("2026-11-22", 3, at("2026-11-22T10:00:00Z"))).toBe("2027-02-22")
    // A period retried for two months: the next run is the first run day after today.
    expect(nextAfterRun("2026-09-05", 1, at("2026-11-20T10:00:00Z"))).toBe("2026-12-05")
    expect(nextAfterRun("2026-09-05", 1, at("2026-11-05T10:00:00Z"))).toBe("2026-12-05")
  })

  it("a run day missed while paused rolls forward by whole intervals to today or later", () => {
    expect(rollForward("2026-08-10", 1, at("2026-11-20T10:00:00Z"))).toBe("2026-12-10")
    expect(rollForward("2026-08-20", 1, at("2026-11-20T10:00:00Z"))).toBe("2026-11-20")
    expect(rollForward("2027-01-10", 2, at("2026-11-20T10:00:00Z"))).toBe("2027-01-10")
  })

  it("reads days in UTC and knows a real date", () => {
    expect(dayOf("2026-11-22T23:59:59.999Z")).toBe("2026-11-22")
    expect(isDay("2026-02-29")).toBe(false)
    expect(isDay("2028-02-29")).toBe(true)
    expect(isDay("22/11/2026")).toBe(false)
  })
})

describe("customer actions", () => {
  const now = at("2026-11-22T10:00:00Z")
  const subscription = (status: "active" | "paused" | "cancelled", next = "2026-12-10") => ({
    id: "sub_1",
    status,
    interval_months: 2,
    next_run_at: `${next}T00:00:00.000Z`,
  })

  it("skip moves the next run day one interval on", () => {
    expect(planChange(subscription("active"), { action: "skip" }, now).next_run_at).toEqual(at("2027-02-10T00:00:00Z"))
    expect(planChange(subscription("paused"), { action: "skip" }, now).next_run_at).toEqual(at("2027-02-10T00:00:00Z"))
  })

  it("pause and resume; repeating one that holds changes nothing", () => {
    expect(planChange(subscription("active"), { action: "pause" }, now)).toEqual({
      id: "sub_1",
      status: "paused",
      paused_at: now,
    })
    expect(planChange(subscription("paused"), { action: "pause" }, now)).toEqual({ id: "sub_1" })
    expect(planChange(subscription("active"), { action: "resume" }, now)).toEqual({ id: "sub_1" })
    expect(planChange(subscription("paused", "2026-10-01"), { action: "resume" }, now)).toEqual({
      id: "sub_1",
      status: "active",
      paused_at: null,
      next_run_at: at("2026-12-01T00:00:00Z"),
    })
  })

  it("cancelling is final: nothing else is allowed afterwards", () => {
    expect(planChange(subscription("paused"), { action: "cancel" }, now)).toMatchObject({
      status: "cancelled",
      cancelled_at: now,
    })
    expect(planChange(subscription("cancelled"), { action: "cancel" }, now)).toEqual({ id: "sub_1" })
    for (const action of ["pause", "resume", "skip"] as const) {
      expect(() => planChange(subscription("cancelled"), { action }, now)).toThrow(/cancelled/)
    }
    expect(() => planChange(subscription("cancelled"), { changes: { interval_months: 1 } }, now)).toThrow(/cancelled/)
  })
})

describe("failed runs", () => {
  it("tell the customer why in Spanish and English, keeping the engine's words", () => {
    expect(failureMessage("Some variant does not have the required inventory")).toBe(
      "No hay existencias suficientes de un producto de tu suscripción. / An item of your subscription is out of stock. (Some variant does not have the required inventory)"
    )
    expect(failureMessage("Payment provider pp_x is not enabled in the cart's region reg_1.")).toMatch(
      /^No pudimos cobrar .* \(Payment provider pp_x/
    )
    expect(failureMessage("Ninguna opción de envío llega. / No shipping option reaches.")).toBe(
      "Ninguna opción de envío llega. / No shipping option reaches."
    )
    expect(failureMessage("socket hang up")).toMatch(/^No pudimos crear el pedido .* \(socket hang up\)$/)
  })
})
