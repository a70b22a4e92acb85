import type { ReactNode } from "react"
import type { OrderNoticeData, RefundData } from "../data"
import { money, type Locale, messagesFor } from "../format"
import { Items } from "../items"
import { Action, Layout, Paragraph } from "../layout"

/** What happened to an order, its products when they matter, and the link to it. */
function OrderNotice({
  data,
  locale,
  title,
  intro,
  children,
}: {
  data: OrderNoticeData
  locale: Locale
  title: string
  intro: string
  children?: ReactNode
}) {
  const t = messagesFor(locale)
  return (
    <Layout locale={locale} preview={intro} title={title}>
      <Paragraph>{t.greeting(data.name)}</Paragraph>
      <Paragraph>{intro}</Paragraph>
      {data.items?.length ? <Items items={data.items} /> : null}
      {children}
      <Action href={data.order_url} label={t.order.view} />
    </Layout>
  )
}

/** Find my order: the link again. */
export function OrderLink({ data, locale }: { data: OrderNoticeData & { link_days?: number | null }; locale: Locale }) {
  const t = messagesFor(locale)
  return (
    <OrderNotice data={data} locale={locale} title={t.orderLink.title} intro={t.orderLink.intro(data.display_id)}>
      {data.link_days ? <Paragraph>{t.order.linkNote(data.link_days)}</Paragraph> : null}
      <Paragraph>{t.orderLink.ignore}</Paragraph>
    </OrderNotice>
  )
}

/** order.canceled */
export function OrderCanceled({ data, locale }: { data: OrderNoticeData; locale: Locale }) {
  const t = messagesFor(locale).orderCanceled
  return <OrderNotice data={data} locale={locale} title={t.title} intro={t.intro(data.display_id)} />
}

/** delivery.created */
export function OrderDelivered({ data, locale }: { data: OrderNoticeData; locale: Locale }) {
  const t = messagesFor(locale).orderDelivered
  return <OrderNotice data={data} locale={locale} title={t.title} intro={t.intro(data.display_id)} />
}

/** order.return_received: what came back. */
export function ReturnReceived({ data, locale }: { data: OrderNoticeData; locale: Locale }) {
  const t = messagesFor(locale).returnReceived
  return (
    <OrderNotice data={data} locale={locale} title={t.title} intro={t.intro(data.display_id)}>
      <Paragraph>{t.refundNote}</Paragraph>
    </OrderNotice>
  )
}

/** payment.refunded: how much, and how it comes back. */
export function RefundIssued({ data, locale }: { data: RefundData; locale: Locale }) {
  const t = messagesFor(locale).refundIssued
  const method = t.methods[data.provider_id ?? ""] ?? t.methodOther
  return (
    <OrderNotice
      data={data}
      locale={locale}
      title={t.title}
      intro={t.intro(money(data.amount, data.currency_code, locale), data.display_id)}
    >
      <Paragraph>{t.method(method)}</Paragraph>
      <Paragraph>{t.note}</Paragraph>
    </OrderNotice>
  )
}
