import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ItemData } from "../emails/data"
import type { Locale } from "../emails/format"
import { SUBSCRIPTION_MODULE } from "../modules/subscription"
import { dayOf } from "../modules/subscription/schedule"
import type SubscriptionModuleService from "../modules/subscription/service"
import { customerForEmail, customerGreeting } from "./customer-email"
import { sendShopEmail } from "./send"
import { publicUrl } from "./settings"

interface SubscriptionForEmail {
  id: string
  email: string
  customer_id: string
  next_run_at: Date | string
  items?: { variant_id: string; quantity: number }[]
}

async function load(container: MedusaContainer, subscriptionId: string) {
  const service = container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
  const [subscription] = (await service.listSubscriptions(
    { id: subscriptionId },
    { relations: ["items"] }
  )) as SubscriptionForEmail[]
  if (!subscription) return undefined
  const customer = await customerForEmail(container, { id: subscription.customer_id })
  return {
    subscription,
    greeting: customerGreeting(customer),
    url: `${publicUrl()}/account/subscription/${encodeURIComponent(subscription.id)}`,
  }
}

/** A failed run: the reason in the customer's language (without the engine's own words), once per period. */
export async function sendSubscriptionFailedEmail(
  container: MedusaContainer,
  subscriptionId: string,
  period: string,
  error: string
) {
  const found = await load(container, subscriptionId)
  if (!found) return
  const { subscription, greeting, url } = found
  await sendShopEmail(container, {
    template: "subscription-failed",
    to: subscription.email,
    data: { ...greeting, period, reason: reasonIn(error, greeting.locale), subscription_url: url },
    idempotencyKey: `subscription.run_failed:${subscription.id}:${period}:${subscription.email.toLowerCase()}`,
    resource: { type: "subscription", id: subscription.id },
    receiverId: subscription.customer_id,
    trigger: "subscription.run_failed",
  })
}

/** Failure reasons read "es / en (engine message)" (workflows/run-subscription/failure-message.ts). */
export function reasonIn(error: string, locale: Locale): string {
  const withoutEngine = error.replace(/\s*\([^()]*\)\s*$/, "")
  const [es, en] = withoutEngine.split(" / ")
  return (locale === "en" ? en : es) ?? es
}

/**
 * The reminder before a run: every active subscription whose next run falls within
 * `days` gets one per period, with what the order will hold (the scheduled job's work).
 */
export async function sendSubscriptionReminders(container: MedusaContainer, days: number, now = new Date()) {
  const service = container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
  const until = new Date(now.getTime() + days * 24 * 60 * 60 * 1000)
  const upcoming = (await service.listSubscriptions(
    { status: "active", next_run_at: { $gt: now, $lte: until } },
    { select: ["id"], take: 500 }
  )) as { id: string }[]
  for (const { id } of upcoming) {
    const found = await load(container, id)
    if (!found) continue
    const { subscription, greeting, url } = found
    const runOn = dayOf(subscription.next_run_at)
    await sendShopEmail(container, {
      template: "subscription-reminder",
      to: subscription.email,
      data: {
        ...greeting,
        run_on: runOn,
        items: await variantItems(container, subscription.items ?? []),
        subscription_url: url,
      },
      idempotencyKey: `subscription.reminder:${subscription.id}:${runOn}:${subscription.email.toLowerCase()}`,
      resource: { type: "subscription", id: subscription.id },
      receiverId: subscription.customer_id,
      trigger: "subscription.reminder",
    })
  }
  return upcoming.length
}

async function variantItems(
  container: MedusaContainer,
  items: { variant_id: string; quantity: number }[]
): Promise<ItemData[]> {
  if (!items.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_variant",
    fields: ["id", "title", "product.title"],
    filters: { id: items.map((i) => i.variant_id) },
  })
  const variants = new Map(
    (data as { id: string; title?: string | null; product?: { title: string } | null }[]).map((v) => [v.id, v])
  )
  return items.map((item) => {
    const variant = variants.get(item.variant_id)
    const title = variant?.product?.title ?? variant?.title ?? item.variant_id
    return {
      title,
      variant: variant?.title && variant.title !== title && variant.title !== "Default" ? variant.title : null,
      quantity: item.quantity,
    }
  })
}
