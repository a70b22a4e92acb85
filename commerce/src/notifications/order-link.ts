import { createHmac } from "node:crypto"
import { mailSettings, publicUrl } from "./settings"

/**
 * The link an e-mail gives to open an order. A customer's order opens in their
 * account (/account/orders/:id, after signing in); a guest's opens without an
 * account at /order-success/:id?receipt=<expires>.<signature>, an HMAC-SHA256 of
 * `order:<id>:<expires>` with ORDER_LINK_SECRET that the gateway checks
 * (gateway/src/account/receipt.ts) — so the link works for `ORDER_LINK_DAYS` days
 * and nobody can make one for another order.
 */
export function orderLink(order: { id: string }, isGuest: boolean, now = Date.now()) {
  if (!isGuest) return { url: `${publicUrl()}/account/orders/${encodeURIComponent(order.id)}`, days: null }
  const { orderLinkSecret, orderLinkDays } = mailSettings()
  const expires = Math.floor(now / 1000) + orderLinkDays * 24 * 60 * 60
  const signature = createHmac("sha256", orderLinkSecret).update(`order:${order.id}:${expires}`).digest("base64url")
  const receipt = `${expires}.${signature}`
  return {
    url: `${publicUrl()}/order-success/${encodeURIComponent(order.id)}?${new URLSearchParams({ receipt }).toString()}`,
    days: orderLinkDays,
  }
}
