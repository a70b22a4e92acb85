import { describe, expect, it } from "vitest"
import { enrollmentRequest } from "./metadata"

describe("the enrollment request on an order (metadata.enrollment)", () => {
  it("reads the sponsor and the personal store", () => {
    expect(
      enrollmentRequest({ enrollment: { sponsor_partner_id: " ptnr_1 ", personal_store_name: "Carolina" } })
    ).toEqual({
      sponsor_partner_id: "ptnr_1",
      personal_store_name: "carolina",
    })
    expect(enrollmentRequest({ enrollment: { personal_store_name: "diego" } })).toEqual({
      sponsor_partner_id: null,
      personal_store_name: "diego",
    })
  })

  it("is absent when the order asks for nothing usable", () => {
    for (const metadata of [
      null,
      {},
      { enrollment: true },
      { enrollment: [] },
      { enrollment: { sponsor_partner_id: "" } },
    ]) {
      expect(enrollmentRequest(metadata as Record<string, unknown> | null)).toBeNull()
    }
  })
})
