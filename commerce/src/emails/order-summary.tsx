import { Column, Row, Section, Text } from "@react-email/components"
import type { AddressData, OrderData, OrderLineData } from "./data"
import { money, type Locale, messagesFor } from "./format"
import { colours } from "./layout"
import { alignedRows, usePlainText } from "./plain-text"

const cell = { fontSize: 14, lineHeight: "20px", padding: "6px 0", verticalAlign: "top" as const }
const small = { fontSize: 13, color: colours.muted, margin: 0, lineHeight: "18px" }

/** The order's lines (bundles with their products, gifts marked), its totals and where it goes. */
export function OrderSummary({ order, locale }: { order: OrderData; locale: Locale }) {
  const t = messagesFor(locale).order
  const price = (amount: number) => money(amount, order.currency_code, locale)
  const totals: [string, string][] = [
    [t.subtotal, price(order.subtotal)],
    ...order.discounts.map((discount): [string, string] => [t.discount(discount.code), `−${price(discount.amount)}`]),
    ...order.shipping_methods.map((method): [string, string] => [t.shipping(method.name), price(method.amount)]),
    [t.taxes, price(order.tax_total)],
    [t.total, price(order.total)],
  ]
  if (usePlainText()) return <PlainOrderSummary order={order} locale={locale} totals={totals} />
  return (
    <Section>
      <table width="100%" cellPadding={0} cellSpacing={0} role="presentation" style={{ borderCollapse: "collapse" }}>
        <thead>
          <tr style={{ borderBottom: `1px solid ${colours.line}` }}>
            <th align="left" style={{ ...cell, color: colours.muted, fontWeight: 600 }}>
              {t.product}
            </th>
            <th align="center" style={{ ...cell, color: colours.muted, fontWeight: 600 }}>
              {t.quantity}
            </th>
            <th align="right" style={{ ...cell, color: colours.muted, fontWeight: 600 }}>
              {t.unitPrice}
            </th>
            <th align="right" style={{ ...cell, color: colours.muted, fontWeight: 600 }}>
              {t.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <Line key={index} line={line} locale={locale} price={price} />
          ))}
        </tbody>
      </table>
      <Section style={{ borderTop: `1px solid ${colours.line}`, marginTop: 8, paddingTop: 8 }}>
        {totals.map(([label, value], index) => (
          <Total key={index} label={label} value={value} strong={index === totals.length - 1} />
        ))}
      </Section>
      {order.shipping_address && <Address title={t.shipTo} address={order.shipping_address} />}
    </Section>
  )
}

/**
 * The order in the text part: one line per product ("1 × Kit de Inscripción Básico — $59.00"), a
 * bundle's products indented under it, then the totals with their amounts in one column. Preformatted,
 * so the reader's client keeps the line breaks and the alignment.
 */
function PlainOrderSummary({
  order,
  locale,
  totals,
}: {
  order: OrderData
  locale: Locale
  totals: [string, string][]
}) {
  const t = messagesFor(locale).order
  const price = (amount: number) => money(amount, order.currency_code, locale)
  const lines = order.lines.flatMap((line) => {
    const what = [line.title, line.variant ? `(${line.variant})` : "", line.gift ? `· ${t.gift}` : ""].filter(Boolean)
    const each = line.quantity > 1 ? ` (${t.each(price(line.unit_price))})` : ""
    return [
      `${line.quantity} × ${what.join(" ")} — ${price(line.total)}${each}`,
      ...(line.components?.length
        ? [
            `    ${t.includes}: ${line.components
              .map((c) => `${c.quantity} × ${c.title}${c.variant ? ` (${c.variant})` : ""}`)
              .join(", ")}`,
          ]
        : []),
    ]
  })
  return (
    <>
      <pre>{lines.join("\n")}</pre>
      <pre>{alignedRows(totals)}</pre>
      {order.shipping_address && <Address title={t.shipTo} address={order.shipping_address} />}
    </>
  )
}

function Line({ line, locale, price }: { line: OrderLineData; locale: Locale; price: (amount: number) => string }) {
  const t = messagesFor(locale).order
  return (
    <tr style={{ borderBottom: `1px solid ${colours.line}` }}>
      <td style={cell}>
        <strong>{line.title}</strong>
        {line.gift && (
          <span
            style={{
              marginLeft: 6,
              padding: "1px 6px",
              borderRadius: 4,
              backgroundColor: colours.accentSoft,
              fontSize: 12,
            }}
          >
            {" "}
            {t.gift}
          </span>
        )}
        {line.variant && <Text style={small}>{line.variant}</Text>}
        {line.components?.length ? (
          <Text style={small}>
            {t.includes}:{" "}
            {line.components.map((c) => `${c.quantity} × ${c.title}${c.variant ? ` (${c.variant})` : ""}`).join(", ")}
          </Text>
        ) : null}
      </td>
      <td align="center" style={cell}>
        {line.quantity}
      </td>
      <td align="right" style={cell}>
        {price(line.unit_price)}
      </td>
      <td align="right" style={cell}>
        {price(line.total)}
      </td>
    </tr>
  )
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const style = { fontSize: strong ? 16 : 14, fontWeight: strong ? 700 : 400, margin: "2px 0" }
  return (
    <Row>
      <Column>
        <Text style={style}>{label}</Text>
      </Column>
      <Column align="right">
        <Text style={style}>{value}</Text>
      </Column>
    </Row>
  )
}

export function Address({ title, address }: { title: string; address: AddressData }) {
  return (
    <Section style={{ marginTop: 16, padding: 12, backgroundColor: colours.brandSoft, borderRadius: 8 }}>
      <Text style={{ ...small, fontWeight: 600, color: colours.brandInk }}>{title}</Text>
      <Text style={{ fontSize: 14, lineHeight: "20px", margin: "4px 0 0" }}>
        {[address.name, ...address.lines].map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </Text>
    </Section>
  )
}
