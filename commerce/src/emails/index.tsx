import { render } from "@react-email/components"
import type { ReactElement } from "react"
import type {
  EnrollmentData,
  OrderData,
  OrderNoticeData,
  OrderPlacedData,
  OrderTransferData,
  PasswordResetData,
  RefundData,
  SecurityNoticeData,
  ShipmentData,
  SubscriptionFailedData,
  SubscriptionReminderData,
  WelcomeData,
} from "./data"
import { headerSafe, localeOf, longDate, messagesFor, type Locale } from "./format"
import type { Messages } from "./messages/es"
import { PlainText } from "./plain-text"
import { EnrollmentRecorded, Welcome } from "./templates/account"
import { OrderCanceled, OrderDelivered, OrderLink, RefundIssued, ReturnReceived } from "./templates/order-notices"
import { OrderPlaced } from "./templates/order-placed"
import { OrderTransfer } from "./templates/order-transfer"
import { PasswordReset } from "./templates/password-reset"
import { SecurityNotice } from "./templates/security-notice"
import { ShipmentCreated } from "./templates/shipment-created"
import { SubscriptionFailed, SubscriptionPlaced, SubscriptionReminder } from "./templates/subscription"

interface Template<Data> {
  subject(t: Messages, data: Data, locale: Locale): string
  body(data: Data, locale: Locale): ReactElement
}

const template = <Data,>(definition: Template<Data>) => definition

/** Every e-mail the shop sends, by the name a notification records as its `template`. */
export const TEMPLATES = {
  "order-placed": template<OrderPlacedData>({
    subject: (t, d) => t.orderPlaced.subject(d.display_id),
    body: (d, locale) => <OrderPlaced data={d} locale={locale} />,
  }),
  "shipment-created": template<ShipmentData>({
    subject: (t, d) => t.shipmentCreated.subject(d.display_id),
    body: (d, locale) => <ShipmentCreated data={d} locale={locale} />,
  }),
  "order-link": template<OrderNoticeData & { link_days?: number | null }>({
    subject: (t, d) => t.orderLink.subject(d.display_id),
    body: (d, locale) => <OrderLink data={d} locale={locale} />,
  }),
  "order-canceled": template<OrderNoticeData>({
    subject: (t, d) => t.orderCanceled.subject(d.display_id),
    body: (d, locale) => <OrderCanceled data={d} locale={locale} />,
  }),
  "order-delivered": template<OrderNoticeData>({
    subject: (t, d) => t.orderDelivered.subject(d.display_id),
    body: (d, locale) => <OrderDelivered data={d} locale={locale} />,
  }),
  "return-received": template<OrderNoticeData>({
    subject: (t, d) => t.returnReceived.subject(d.display_id),
    body: (d, locale) => <ReturnReceived data={d} locale={locale} />,
  }),
  "refund-issued": template<RefundData>({
    subject: (t, d) => t.refundIssued.subject(d.display_id),
    body: (d, locale) => <RefundIssued data={d} locale={locale} />,
  }),
  welcome: template<WelcomeData>({
    subject: (t) => t.welcome.subject,
    body: (d, locale) => <Welcome data={d} locale={locale} />,
  }),
  "enrollment-recorded": template<EnrollmentData>({
    subject: (t) => t.enrollmentRecorded.subject,
    body: (d, locale) => <EnrollmentRecorded data={d} locale={locale} />,
  }),
  "subscription-reminder": template<SubscriptionReminderData>({
    subject: (t, d, locale) => t.subscriptionReminder.subject(longDate(d.run_on, locale)),
    body: (d, locale) => <SubscriptionReminder data={d} locale={locale} />,
  }),
  "subscription-placed": template<OrderData>({
    subject: (t, d) => t.subscriptionPlaced.subject(d.display_id),
    body: (d, locale) => <SubscriptionPlaced data={d} locale={locale} />,
  }),
  "subscription-failed": template<SubscriptionFailedData>({
    subject: (t) => t.subscriptionFailed.subject,
    body: (d, locale) => <SubscriptionFailed data={d} locale={locale} />,
  }),
  "password-reset": template<PasswordResetData>({
    subject: (t) => t.passwordReset.subject,
    body: (d, locale) => <PasswordReset data={d} locale={locale} />,
  }),
  "security-notice": template<SecurityNoticeData>({
    subject: (t, d) => t.securityNotice.subject[d.change],
    body: (d, locale) => <SecurityNotice data={d} locale={locale} />,
  }),
  "order-transfer": template<OrderTransferData>({
    subject: (t, d) => t.orderTransfer.subject(d.display_id),
    body: (d, locale) => <OrderTransfer data={d} locale={locale} />,
  }),
}

export type TemplateName = keyof typeof TEMPLATES
export type TemplateData<Name extends TemplateName> =
  (typeof TEMPLATES)[Name] extends Template<infer Data> ? Data : never

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

export const isTemplateName = (name: unknown): name is TemplateName =>
  typeof name === "string" && Object.hasOwn(TEMPLATES, name)

/**
 * The e-mail a notification stands for, in the language its data names (data.locale):
 * React escapes every value, so markup in a name or an address arrives as text.
 */
export async function renderEmail(name: string, data: Record<string, unknown>): Promise<RenderedEmail> {
  if (!isTemplateName(name)) throw new Error(`Unknown e-mail template: ${name}`)
  const locale = localeOf(data.locale)
  // Each template reads its own fields from the data its subscriber stored.
  const definition: Template<object> = TEMPLATES[name]
  const element = definition.body(data, locale)
  return {
    subject: headerSafe(definition.subject(messagesFor(locale), data, locale)),
    html: await render(element),
    // Headings keep their letters: a title in capitals reads as shouting in a text-only client.
    text: await render(<PlainText>{element}</PlainText>, {
      plainText: true,
      htmlToTextOptions: { selectors: [{ selector: "h1", options: { uppercase: false } }] },
    }),
  }
}
