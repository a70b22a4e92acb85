import { render } from "@react-email/components"
import type { ReactElement } from "react"
import type { OrderPlacedData, OrderTransferData, PasswordResetData, ShipmentData } from "./data"
import { headerSafe, localeOf, messagesFor, type Locale } from "./format"
import type { Messages } from "./messages/es"
import { OrderPlaced } from "./templates/order-placed"
import { OrderTransfer } from "./templates/order-transfer"
import { PasswordReset } from "./templates/password-reset"
import { ShipmentCreated } from "./templates/shipment-created"

interface Template<Data> {
  subject(t: Messages, data: Data): string
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
  "password-reset": template<PasswordResetData>({
    subject: (t) => t.passwordReset.subject,
    body: (d, locale) => <PasswordReset data={d} locale={locale} />,
  }),
  "order-transfer": template<OrderTransferData>({
    subject: (t, d) => t.orderTransfer.subject(d.display_id),
    body: (d, locale) => <OrderTransfer data={d} locale={locale} />,
  }),
}

export type TemplateName = keyof typeof TEMPLATES
export type TemplateData<Name extends TemplateName> = (typeof TEMPLATES)[Name] extends Template<infer Data> ? Data : never

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

export const isTemplateName = (name: unknown): name is TemplateName => typeof name === "string" && Object.hasOwn(TEMPLATES, name)

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
    subject: headerSafe(definition.subject(messagesFor(locale), data)),
    html: await render(element),
    text: await render(element, { plainText: true }),
  }
}
