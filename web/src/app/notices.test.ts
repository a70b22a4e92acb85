import { describe, expect, it, vi } from "vitest"
import { createNoticeCenter, distinctNotices, NOTICE_MS } from "./notices"

describe("notices (SPEC §8, §9)", () => {
  it("stay 5000 ms", () => {
    vi.useFakeTimers()
    const center = createNoticeCenter()
    center.push({ kind: "POSITIVE", code: "COUPON_APPLIED", es: "Cupón aplicado correctamente", en: "Coupon applied successfully" })
    expect(NOTICE_MS).toBe(5000)
    vi.advanceTimersByTime(4999)
    expect(center.getState()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(center.getState()).toHaveLength(0)
    vi.useRealTimers()
  })
  it("do not repeat the same words, and keep at most four on screen", () => {
    const center = createNoticeCenter(5000, { setTimeout: (() => 0) as never })
    center.push({ kind: "WARNING", es: "Ya tienes el regalo de esta promoción en tu carrito.", en: "x" })
    center.push({ kind: "WARNING", es: "Ya tienes el regalo de esta promoción en tu carrito.", en: "x" })
    expect(center.getState()).toHaveLength(1)
    for (let i = 0; i < 6; i++) center.push({ kind: "NEGATIVE", es: `error ${i}`, en: `error ${i}` })
    expect(center.getState()).toHaveLength(4)
    center.dismiss(center.getState()[0].id)
    expect(center.getState()).toHaveLength(3)
  })

  it("the same words about two promotions are two notices; about the same one, one", () => {
    const gift = { kind: "WARNING" as const, code: "PROMOTION_GIFT_IN_CART", es: "Ya tienes el regalo de esta promoción en tu carrito.", en: "You already have this promotion's gift in your cart." }
    const fit = { ...gift, subject: { es: "HC FIT o RENEW PRO de regalo al inscribirte", en: "A free HC FIT or RENEW PRO when you enroll" } }
    const membership = { ...gift, subject: { es: "Membresía de regalo al inscribirte", en: "A free membership when you enroll" } }
    expect(distinctNotices([fit, membership, fit, gift, gift])).toEqual([fit, membership, gift])
    vi.useFakeTimers()
    const center = createNoticeCenter()
    for (const notice of [fit, membership, fit]) center.push(notice)
    expect(center.getState().map((n) => n.subject?.es)).toEqual([fit.subject.es, membership.subject.es])
    vi.useRealTimers()
  })
})
