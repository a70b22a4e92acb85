import { describe, expect, it } from "vitest"
import { renderEmail, TEMPLATES, type TemplateName } from "./index"
import { SAMPLES } from "./samples"

/**
 * The plain-text part of every e-mail the shop sends, held as the shopper reads it (issue #38):
 * a product a line ("1 × Kit de Inscripción Básico — $59.00"), the totals in one column, every link
 * alone on its line. Each kind's text is a file under __text__/ — read it once as the shopper would,
 * then it is held; a change to a template shows up here as a diff to read again
 * (`npx vitest run --project unit commerce/src/emails/emails.text.test.ts -u` accepts it).
 */
const names = Object.keys(TEMPLATES) as TemplateName[]

describe("the e-mails' text part", () => {
  it("has a sample for every kind of e-mail", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...names].sort())
  })

  for (const name of names) {
    it(`${name}: reads as the shopper reads it`, async () => {
      const mail = await renderEmail(name, SAMPLES[name] as unknown as Record<string, unknown>)
      await expect(`Asunto: ${mail.subject}\n\n${mail.text}\n`).toMatchFileSnapshot(`./__text__/${name}.es.txt`)
    })
  }

  it("order-placed in English, for a shopper who chose English", async () => {
    const mail = await renderEmail("order-placed", { ...SAMPLES["order-placed"], locale: "en" })
    await expect(`Subject: ${mail.subject}\n\n${mail.text}\n`).toMatchFileSnapshot("./__text__/order-placed.en.txt")
  })

  it("puts each link on a line of its own and each order line on one line", async () => {
    for (const name of names) {
      const { text } = await renderEmail(name, SAMPLES[name] as unknown as Record<string, unknown>)
      for (const line of text.split("\n")) {
        // A link is the whole line: nothing before it to read as part of the address.
        if (/https?:\/\//.test(line)) expect(line, `${name}: "${line}"`).toMatch(/^https?:\/\/\S+$/)
      }
      // The table's headings never run into the first product.
      expect(text, name).not.toMatch(/ProductoCant\./)
    }
    const { text } = await renderEmail("order-placed", SAMPLES["order-placed"] as unknown as Record<string, unknown>)
    expect(text).toContain("\n1 × Kit de Inscripción Básico — $59.00\n")
    expect(text).toContain("\n2 × Omega 3 Plus (60 cápsulas) — $49.00 ($24.50 c/u)\n")
    // The amounts end in one column.
    const totals = text.split("\n").filter((line) => /^(Subtotal|Descuento|Envío|Impuestos|Total)\b/.test(line))
    expect(totals).toHaveLength(5)
    expect(new Set(totals.map((line) => line.length)).size).toBe(1)
  })
})
