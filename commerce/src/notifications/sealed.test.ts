import { describe, expect, it } from "vitest"
import { isSealed, maskSecrets, openSecrets, openText, sealSecrets, sealText } from "./sealed"

process.env.DATABASE_URL ??= "postgres://unit-test"

describe("an e-mail's links are kept sealed", () => {
  const data = {
    locale: "es",
    name: "Lucía",
    reset_url: "https://shop.test/reset-password?token=abc.def.ghi&email=lucia%40vitalia.test",
    code: "TRF-123456",
  }

  it("stores no secret in the clear, and opens to the same data", () => {
    const stored = sealSecrets(data)
    const text = JSON.stringify(stored)
    expect(text).not.toContain("abc.def.ghi")
    expect(text).not.toContain("TRF-123456")
    expect(stored).toMatchObject({ locale: "es", name: "Lucía", sealed_keys: ["reset_url", "code"] })
    expect(openSecrets(stored)).toEqual(data)
  })

  it("seals each time anew, and refuses a seal that was tampered with", () => {
    const one = sealSecrets(data).sealed as string
    expect(sealSecrets(data).sealed).not.toBe(one)
    const [version, iv, body, tag] = one.split(".")
    const flipped = `${body[0] === "A" ? "B" : "A"}${body.slice(1)}`
    expect(() => openSecrets({ sealed: [version, iv, flipped, tag].join(".") })).toThrow()
  })

  it("shows staff each secret as sent, and leaves data without secrets as it is", () => {
    expect(maskSecrets(sealSecrets(data), "(enlace enviado)")).toEqual({
      locale: "es",
      name: "Lucía",
      reset_url: "(enlace enviado)",
      code: "(enlace enviado)",
    })
    // Data stored in the clear before sealing existed is masked too.
    expect(maskSecrets({ order_url: "https://shop.test/order-success/o?receipt=1.x" }, "—")).toEqual({ order_url: "—" })
    const plain = { locale: "en", display_id: 7 }
    expect(sealSecrets(plain)).toBe(plain)
    expect(openSecrets(plain)).toEqual(plain)
  })
})

describe("a sealed text opens only for its purpose and owner", () => {
  it("opens to the same text; not as another purpose, nor bound to another owner", () => {
    const sealed = sealText("totp secrets", "JBSWY3DPEHPK3PXP", "user_1")
    expect(isSealed(sealed)).toBe(true)
    expect(isSealed("JBSWY3DPEHPK3PXP")).toBe(false)
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP")
    expect(openText("totp secrets", sealed, "user_1")).toBe("JBSWY3DPEHPK3PXP")
    expect(() => openText("totp secrets", sealed, "user_2")).toThrow()
    expect(() => openText("notification secrets", sealed, "user_1")).toThrow()
  })
})
