import { describe, expect, it } from "vitest"
import { REFUSAL_TEXTS } from "./admin.js"

describe("refusals say the cause and the way out, naming the record", () => {
  it("a record whose stock is held: units, orders and hand-made reservations, in the right number", () => {
    expect(REFUSAL_TEXTS.reserved("Té Verde Herbal", 3, 2, 0).es).toBe(
      "Té Verde Herbal tiene 3 unidades reservadas en 2 pedidos: complétalos o cancélalos antes de borrarlo."
    )
    expect(REFUSAL_TEXTS.reserved("Té Verde Herbal", 1, 1, 0)).toEqual({
      es: "Té Verde Herbal tiene 1 unidad reservada en 1 pedido: complétalo o cancélalo antes de borrarlo.",
      en: "Té Verde Herbal has 1 unit reserved in 1 order: complete or cancel it before deleting it.",
    })
    expect(REFUSAL_TEXTS.reserved("TE-30", 2, 0, 1).es).toBe(
      "TE-30 tiene 2 unidades reservadas en 1 reserva: bórrala en Reservas antes de borrarlo."
    )
    expect(REFUSAL_TEXTS.reserved("TE-30", 5, 2, 1).es).toBe(
      "TE-30 tiene 5 unidades reservadas en 2 pedidos y 1 reserva: completa o cancela los pedidos y borra las reservas antes de borrarlo."
    )
  })
})
