import { Column, Row, Section, Text } from "@react-email/components"
import type { AddressData, OrderData, OrderLineData } from "./data"
import { money, type Locale, messagesFor } from "./format"
import { colours } from "./layout"

const cell = { fontSize: 14, lineHeight: "20px", padding: "6px 0", verticalAlign: "top" as const }
const small = { fontSize: 13, color: colours.muted, margin: 0, lineHeight: "18px" }

/** The order's lines (bundles with their products, gifts marked), its totals and where it goes. */
export function OrderSummary({ order, locale }: { order: OrderData; locale: Locale }) {
  const t = messagesFor(locale).order
  const price = (amount: number) => money(amount, order.currency_code, locale)
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
        <Total label={t.subtotal} value={price(order.subtotal)} />
        {order.discounts.map((discount, index) => (
          <Total key={`d${index}`} label={t.discount(discount.code)} value={`−${price(discount.amount)}`} />
        ))}
        {order.shipping_methods.map((method, index) => (
          <Total key={`s${index}`} label={t.shipping(method.name)} value={price(method.amount)} />
        ))}
        <Total label={t.taxes} value={price(order.tax_total)} />
        <Total label={t.total} value={price(order.total)} strong />
      </Section>
      {order.shipping_address && <Address title={t.shipTo} address={order.shipping_address} />}
    </Section>
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
