import { Text } from "@react-email/components"
import type { OrderTransferData } from "../data"
import { type Locale, messagesFor } from "../format"
import { Action, Layout, Paragraph } from "../layout"

/** order.transfer_requested: the code and the link that accepts or declines the transfer. */
export function OrderTransfer({ data, locale }: { data: OrderTransferData; locale: Locale }) {
  const t = messagesFor(locale)
  return (
    <Layout locale={locale} preview={t.orderTransfer.intro(data.display_id)} title={t.orderTransfer.title}>
      <Paragraph>{t.greeting(data.name)}</Paragraph>
      <Paragraph>{t.orderTransfer.intro(data.display_id)}</Paragraph>
      <Action href={data.transfer_url} label={t.orderTransfer.action} />
      <Text style={{ fontSize: 14 }}>
        {t.orderTransfer.code}: <code>{data.code}</code>
      </Text>
      <Paragraph>{t.orderTransfer.ignore}</Paragraph>
    </Layout>
  )
}
