import { Section, Text } from "@react-email/components"
import type { OrderPlacedData } from "../data"
import { longDate, money, type Locale, messagesFor } from "../format"
import { Action, colours, Layout, Paragraph } from "../layout"
import { OrderSummary } from "../order-summary"
import { usePlainText } from "../plain-text"

/** order.placed: the order as placed, how to pay it by bank transfer, and the link that opens it. */
export function OrderPlaced({ data, locale }: { data: OrderPlacedData; locale: Locale }) {
  const t = messagesFor(locale)
  return (
    <Layout locale={locale} preview={t.orderPlaced.intro(data.display_id)} title={t.orderPlaced.title}>
      <Paragraph>{t.greeting(data.name)}</Paragraph>
      <Paragraph>{t.orderPlaced.intro(data.display_id)}</Paragraph>
      <Text style={{ fontSize: 13, color: colours.muted, margin: "0 0 12px" }}>
        <strong>{t.order.number(data.display_id)}</strong> · {t.order.placedOn(longDate(data.placed_at, locale))}
      </Text>
      {data.bank_transfer && <BankTransfer data={data} locale={locale} />}
      <OrderSummary order={data} locale={locale} />
      <Action href={data.order_url} label={t.order.view} />
      {data.link_days ? (
        <Text style={{ fontSize: 12, color: colours.muted }}>{t.order.linkNote(data.link_days)}</Text>
      ) : null}
    </Layout>
  )
}

function BankTransfer({ data, locale }: { data: OrderPlacedData; locale: Locale }) {
  const t = messagesFor(locale).orderPlaced
  const bank = data.bank_transfer!
  const plain = usePlainText()
  const rows: [string, string][] = [
    [t.payAmount, money(data.total, data.currency_code, locale)],
    [t.payReference, String(data.display_id)],
    [t.payBank, bank.bank],
    [t.payHolder, bank.holder],
    [t.payAccount, bank.account],
  ]
  return (
    <Section style={{ border: `2px solid ${colours.brand}`, borderRadius: 8, padding: 16, margin: "0 0 16px" }}>
      <Text style={{ fontSize: 16, fontWeight: 700, margin: "0 0 6px", color: colours.brandInk }}>{t.payTitle}</Text>
      <Paragraph>{t.payIntro}</Paragraph>
      {plain ? (
        // One block in the text part: five short lines read as one set of details, not five paragraphs.
        <Text>
          {rows.map(([label, value], index) => (
            <span key={label}>
              {index > 0 && <br />}
              {label}: {value}
            </span>
          ))}
        </Text>
      ) : (
        rows.map(([label, value]) => (
          <Text key={label} style={{ fontSize: 14, margin: "2px 0" }}>
            {label}: <strong>{value}</strong>
          </Text>
        ))
      )}
      <Text style={{ fontSize: 14, margin: "10px 0 0" }}>{t.payProof(bank.proof_email)}</Text>
    </Section>
  )
}
