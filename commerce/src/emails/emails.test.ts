import { describe, expect, it } from "vitest"
import type { OrderPlacedData } from "./data"
import { renderEmail } from "./index"

const order: OrderPlacedData = {
  locale: "es",
  name: "Ana",
  display_id: 1042,
  placed_at: "2026-11-20T15:00:00.000Z",
  currency_code: "usd",
  lines: [
    {
      title: "Paquete DUO",
      variant: "Estándar",
      quantity: 1,
      unit_price: 120,
      total: 120,
      components: [{ title: "HC FIT", quantity: 2 }],
    },
    { title: "RENEW PRO", quantity: 1, unit_price: 35, total: 0, gift: true },
  ],
  discounts: [{ code: "REGRESA20", amount: 24 }],
  shipping_methods: [{ name: "Envío estándar", amount: 8 }],
  subtotal: 155,
  tax_total: 0,
  total: 104,
  shipping_address: { name: "Ana Pérez", lines: ["Calle 1", "Bogotá, CO"] },
  order_url: "http://localhost:8080/order-success/order_1?receipt=x",
  link_days: 30,
  bank_transfer: { bank: "Banco Demo", holder: "Vitalia", account: "0000", proof_email: "pagos@vitalia.test" },
}

describe("e-mail templates", () => {
  it("order placed: lines, bundle products under their bundle, gifts marked, totals in the currency, payment instructions (Spanish)", async () => {
    const mail = await renderEmail("order-placed", order as unknown as Record<string, unknown>)
    expect(mail.subject).toBe("Recibimos tu pedido #1042")
    for (const text of [mail.text, mail.html]) {
      expect(text).toContain("Paquete DUO")
      expect(text).toContain("2 × HC FIT")
      expect(text).toContain("Regalo")
      expect(text).toContain("Descuento (REGRESA20)")
      expect(text).toContain("Cómo pagar por transferencia bancaria")
      expect(text).toContain("pagos@vitalia.test")
    }
    expect(mail.text).toContain("$104.00")
    expect(mail.html).toContain('lang="es"')
    expect(mail.text).toContain("http://localhost:8080/order-success/order_1?receipt=x")
  })

  it("speaks English when the shopper chose English", async () => {
    const mail = await renderEmail("order-placed", { ...order, locale: "en" })
    expect(mail.subject).toBe("We received your order #1042")
    expect(mail.text).toContain("How to pay by bank transfer")
    expect(mail.text).toContain("Gift")
  })

  it("escapes markup in names and addresses, and keeps line breaks out of the subject", async () => {
    const hostile = {
      ...order,
      display_id: 7,
      name: '<script>alert("x")</script>',
      shipping_address: { name: "<img src=x onerror=alert(1)>", lines: ["Calle <b>1</b>"] },
    }
    const mail = await renderEmail("order-placed", hostile)
    expect(mail.html).not.toContain("<script>")
    expect(mail.html).not.toContain("<img src=x")
    expect(mail.html).toContain("&lt;script&gt;")
    const transfer = await renderEmail("order-transfer", {
      display_id: "1\r\nBcc: x@evil.test",
      transfer_url: "http://x",
      code: "c",
    })
    expect(transfer.subject).not.toMatch(/[\r\n]/)
  })

  it("refuses an unknown template", async () => {
    await expect(renderEmail("nope", {})).rejects.toThrow(/Unknown e-mail template/)
  })
})
