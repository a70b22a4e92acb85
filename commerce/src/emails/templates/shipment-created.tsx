import { Link, Text } from "@react-email/components"
import type { ShipmentData } from "../data"
import { type Locale, messagesFor } from "../format"
import { Items } from "../items"
import { Action, colours, Layout, Paragraph } from "../layout"
import { usePlainText } from "../plain-text"

/** shipment.created: what is in the parcel, the carrier, and how to follow it. */
export function ShipmentCreated({ data, locale }: { data: ShipmentData; locale: Locale }) {
  const t = messagesFor(locale)
  const plain = usePlainText()
  return (
    <Layout locale={locale} preview={t.shipmentCreated.intro(data.display_id)} title={t.shipmentCreated.title}>
      <Paragraph>{t.greeting(data.name)}</Paragraph>
      <Paragraph>{t.shipmentCreated.intro(data.display_id)}</Paragraph>
      <Items items={data.items} />
      {data.carrier && (
        <Text style={{ fontSize: 14, margin: "14px 0 2px" }}>
          {t.shipmentCreated.carrier}: <strong>{data.carrier}</strong>
        </Text>
      )}
      {data.tracking.map((label, index) => (
        <Text key={index} style={{ fontSize: 14, margin: "2px 0" }}>
          {t.shipmentCreated.tracking}: <strong>{label.number}</strong>
          {label.url && plain ? (
            // The text part: the follow-up link on a line of its own, after what it does.
            <>
              <br />
              {t.shipmentCreated.track}:<br />
              {label.url}
            </>
          ) : label.url ? (
            <>
              {" · "}
              <Link href={label.url} style={{ color: colours.brand }}>
                {t.shipmentCreated.track}
              </Link>
            </>
          ) : null}
        </Text>
      ))}
      <Action href={data.order_url} label={t.order.view} />
    </Layout>
  )
}
