import { describe, expect, it, vi } from "vitest"
import { createNoticeCenter, distinctNotices, MAX_NOTICES, NOTICE_MS } from "./notices"

describe("notices (docs/product.md §8, §9)", () => {
  it("stay 5000 ms", () => {
    vi.useFakeTimers()
    const center = createNoticeCenter()
    center.push({
      kind: "POSITIVE",
      code: "COUPON_APPLIED",
      es: "Cupón aplicado correctamente",
      en: "Coupon applied successfully",
    })
    expect(NOTICE_MS).toBe(5000)
    vi.advanceTimersByTime(4999)
    expect(center.getState()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(center.getState()).toHaveLength(0)
    vi.useRealTimers()
  })
  it("collapse the same words into one notice with a count, and keep at most two on screen", () => {
    const center = createNoticeCenter(5000, { setTimeout: (() => 0) as never })
    center.push({ kind: "WARNING", es: "Ya tienes el regalo de esta promoción en tu carrito.", en: "x" })
    center.push({ kind: "WARNING", es: "Ya tienes el regalo de esta promoción en tu carrito.", en: "x" })
    expect(center.getState()).toHaveLength(1)
    expect(center.getState()[0].count).toBe(2)
    for (let i = 0; i < 6; i++) center.push({ kind: "NEGATIVE", es: `error ${i}`, en: `error ${i}` })
    expect(MAX_NOTICES).toBe(2)
    expect(center.getState().map((n) => n.es)).toEqual(["error 4", "error 5"])
    center.dismiss(center.getState()[0].id)
    expect(center.getState()).toHaveLength(1)
  })

  it("a repeat keeps the notice another 5000 ms from the repeat", () => {
    vi.useFakeTimers()
    const center = createNoticeCenter()
    const saved = {
      kind: "POSITIVE" as const,
      es: "HC FIT se guardó en tus favoritos",
      en: "HC FIT was saved to your favourites",
    }
    center.push(saved)
    vi.advanceTimersByTime(4000)
    center.push(saved)
    vi.advanceTimersByTime(4000)
    expect(center.getState()).toHaveLength(1)
    vi.advanceTimersByTime(1000)
    expect(center.getState()).toHaveLength(0)
    vi.useRealTimers()
  })

  it("the same words about two promotions are two notices; about the same one, one", () => {
    const gift = {
      kind: "WARNING" as const,
      code: "PROMOTION_GIFT_IN_CART",
      es: "Ya tienes el regalo de esta promoción en tu carrito.",
      en: "You already have this promotion's gift in your cart.",
    }
    const fit = {
      ...gift,
      subject: { es: "HC FIT o RENEW PRO de regalo al inscribirte", en: "A free HC FIT or RENEW PRO when you enroll" },
    }
    const membership = {
      ...gift,
      subject: { es: "Membresía de regalo al inscribirte", en: "A free membership when you enroll" },
    }
    expect(distinctNotices([fit, membership, fit, gift, gift])).toEqual([fit, membership, gift])
    vi.useFakeTimers()
    const center = createNoticeCenter()
    for (const notice of [fit, membership, fit]) center.push(notice)
    expect(center.getState().map((n) => n.subject?.es)).toEqual([fit.subject.es, membership.subject.es])
    vi.useRealTimers()
  })
})
