/**
 * What a failed run tells the customer (and the admin): the reason in Spanish
 * and English where we know it, and the engine's own words in parentheses.
 */
const KNOWN: [RegExp, string][] = [
  [
    /inventory|stock/i,
    "No hay existencias suficientes de un producto de tu suscripción. / An item of your subscription is out of stock.",
  ],
  [
    /price/i,
    "Un producto de tu suscripción ya no tiene precio en tu región. / An item of your subscription no longer has a price in your region.",
  ],
  [
    /payment|provider/i,
    "No pudimos cobrar con el medio de pago de tu suscripción. / The subscription's payment method could not be used.",
  ],
  [
    /variant|product/i,
    "Un producto de tu suscripción ya no está a la venta. / An item of your subscription is no longer sold.",
  ],
]

export function failureMessage(engineMessage: string): string {
  // Our own steps already speak both languages ("es / en").
  if (/ \/ /.test(engineMessage)) return engineMessage
  const known = KNOWN.find(([pattern]) => pattern.test(engineMessage))?.[1]
  const reason =
    known ??
    "No pudimos crear el pedido de tu suscripción; lo intentaremos de nuevo. / We could not place your subscription's order; we will try again."
  return `${reason} (${engineMessage})`
}
