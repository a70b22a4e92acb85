import type { OrderData, SubscriptionFailedData, SubscriptionReminderData } from "../data"
import { longDate, type Locale, messagesFor } from "../format"
import { Items } from "../items"
import { Action, Layout, Paragraph } from "../layout"
import { OrderSummary } from "../order-summary"

/** Some days before a run: what the next order will hold, and that it can still change. */
export function SubscriptionReminder({ data, locale }: { data: SubscriptionReminderData; locale: Locale }) {
  const t = messagesFor(locale)
  const day = longDate(data.run_on, locale)
  return (
    <Layout locale={locale} preview={t.subscriptionReminder.intro(day)} title={t.subscriptionReminder.title}>
      <Paragraph>{t.greeting(data.name)}</Paragraph>
      <Paragraph>{t.subscriptionReminder.intro(day)}</Paragraph>
      <Items items={data.items} />
      <Paragraph>{t.subscriptionReminder.change}</Paragraph>
      <Action href={data.subscription_url} label={t.subscriptionReminder.action} />
    </Layout>
  )
}

/** A run placed its order: the order as placed, and its link. */
export function SubscriptionPlaced({ data, locale }: { data: OrderData; locale: Locale }) {
  const t = messagesFor(locale)
  return (
    <Layout locale={locale} preview={t.subscriptionPlaced.intro(data.display_id)} title={t.subscriptionPlaced.title}>
      <Paragraph>{t.greeting(data.name)}</Paragraph>
      <Paragraph>{t.subscriptionPlaced.intro(data.display_id)}</Paragraph>
      <OrderSummary order={data} locale={locale} />
      <Action href={data.order_url} label={t.order.view} />
    </Layout>
  )
}

/** A run failed: why, and what to fix. */
export function SubscriptionFailed({ data, locale }: { data: SubscriptionFailedData; locale: Locale }) {
  const t = messagesFor(locale).subscriptionFailed
  return (
    <Layout locale={locale} preview={t.intro(longDate(data.period, locale))} title={t.title}>
      <Paragraph>{messagesFor(locale).greeting(data.name)}</Paragraph>
      <Paragraph>{t.intro(longDate(data.period, locale))}</Paragraph>
      <Paragraph>
        {t.reason}: {data.reason}
      </Paragraph>
      <Paragraph>{t.fix}</Paragraph>
      <Action href={data.subscription_url} label={t.action} />
    </Layout>
  )
}
