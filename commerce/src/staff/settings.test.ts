import { describe, expect, it } from "vitest"
import { staffSettings } from "../settings"

describe("staff settings", () => {
  it("require the owners' second factor in production unless told otherwise", () => {
    expect(staffSettings({ NODE_ENV: "production" })).toMatchObject({ totpRequired: true, refundLimit: 100 })
    expect(staffSettings({ NODE_ENV: "production", ADMIN_TOTP_REQUIRED: "false" }).totpRequired).toBe(false)
    expect(staffSettings({}).totpRequired).toBe(false)
    expect(staffSettings({ ADMIN_TOTP_REQUIRED: "true", STAFF_REFUND_LIMIT: "250.5" })).toMatchObject({
      totpRequired: true,
      refundLimit: 250.5,
    })
    expect(() => staffSettings({ ADMIN_TOTP_REQUIRED: "yes" })).toThrow(/ADMIN_TOTP_REQUIRED/)
    expect(() => staffSettings({ STAFF_REFUND_LIMIT: "-1" })).toThrow(/STAFF_REFUND_LIMIT/)
  })
})
