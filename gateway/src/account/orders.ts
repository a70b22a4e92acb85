import { decodeCursor, pageInfo, pageSize } from "../common/page.js"
import { checkEmail } from "../common/text.js"
import { shopError } from "../errors.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"
import type { EngineList, EngineOrder } from "../medusa/types.js"
import type { Caller } from "./caller.js"
import { ORDER_FIELDS, toOrder } from "./order-shape.js"
import type { Receipts } from "./receipt.js"

export const orderNotFound = () => shopError("ORDER_NOT_FOUND")

/** A customer's orders, guest receipts, and order transfers (docs/product.md §7). */
export class OrderService {
  constructor(
    private readonly medusa: MedusaClient,
    private readonly receipts: Receipts
  ) {}

  async list(caller: Caller, args: { first?: number | null; after?: string | null }) {
    const { token } = await caller.requireCustomer()
    const limit = pageSize(args.first, 50, 10)
    const offset = decodeCursor(args.after)
    const { orders, count } = await this.medusa.get<{ orders: EngineOrder[] } & EngineList>("/store/orders", {
      token,
      query: { fields: ORDER_FIELDS, limit, offset, order: "-created_at" },
    })
    return { nodes: orders.map((o) => toOrder(o)), totalCount: count, pageInfo: pageInfo(offset, orders.length, count) }
  }

  /**
   * The order when the caller owns it or holds its receipt; NOT_FOUND otherwise (no hint
   * that it exists), ORDER_LINK_EXPIRED for a genuine e-mailed link past its date.
   */
  async get(caller: Caller, id: string, receipt?: string | null) {
    const order = await this.fetch(id)
    const check = this.receipts.check(order.id, receipt)
    if (check === "valid") return toOrder(order)
    const customer = await caller.customer()
    if (customer && order.customer_id === customer.id) return toOrder(order)
    if (check === "expired") throw shopError("ORDER_LINK_EXPIRED")
    throw orderNotFound()
  }

  /** The order a completed cart became, with its receipt for the shopper who completed it. */
  async placed(orderId: string) {
    return this.withReceipt(await this.fetch(orderId))
  }

  /**
   * An order the engine has just answered in the gateway's fields (ORDER_FIELDS: the cart's completion
   * asks for them), with its receipt for the shopper who completed it.
   */
  withReceipt(order: EngineOrder) {
    return toOrder(order, this.receipts.issue(order.id))
  }

  /**
   * Find my order: the engine e-mails the order's link to its address when the pair
   * names an order, and answers the same either way (so does this).
   */
  async requestLink(email: string, orderNumber: number): Promise<boolean> {
    const address = checkEmail(email)
    if (!Number.isInteger(orderNumber) || orderNumber < 1)
      throw shopError("INVALID_ORDER_NUMBER", undefined, { field: "orderNumber" })
    await this.medusa.post("/store/order-links", { body: { email: address, display_id: orderNumber } })
    return true
  }

  /**
   * Asks for an order placed with the customer's e-mail (as a guest) to move to
   * their account. The engine would take a request for anyone's order and answer
   * its details, so the gateway lets only the order's own e-mail ask.
   */
  async requestTransfer(caller: Caller, orderId: string) {
    const { token } = await this.claimant(caller, orderId)
    return this.transfer(`/store/orders/${encodeURIComponent(orderId)}/transfer/request`, token, {})
  }

  async cancelTransfer(caller: Caller, orderId: string) {
    const { token } = await this.claimant(caller, orderId)
    return this.transfer(`/store/orders/${encodeURIComponent(orderId)}/transfer/cancel`, token, {})
  }

  /** The signed-in customer whose e-mail placed the order (and who does not own it yet); NOT_FOUND otherwise. */
  private async claimant(caller: Caller, orderId: string) {
    const { customer, token } = await caller.requireCustomer()
    const order = await this.fetch(orderId)
    const sameEmail = (order.email ?? "").toLowerCase() === customer.email.toLowerCase()
    if (!sameEmail || order.customer_id === customer.id) throw orderNotFound()
    return { customer, token }
  }

  async acceptTransfer(caller: Caller, orderId: string, transferToken: string) {
    const { token } = await caller.requireCustomer()
    return this.byTransferCode(() =>
      this.transfer(`/store/orders/${encodeURIComponent(orderId)}/transfer/accept`, token, { token: transferToken })
    )
  }

  async declineTransfer(caller: Caller, orderId: string, transferToken: string) {
    await caller.requireCustomer()
    return this.byTransferCode(() =>
      this.transfer(`/store/orders/${encodeURIComponent(orderId)}/transfer/decline`, undefined, {
        token: transferToken,
      })
    )
  }

  /**
   * Accept and decline are authorised by the e-mail's code alone: a code the engine refuses
   * (wrong, used, withdrawn, or no request pending) is NOT_FOUND, as for anyone else's order —
   * never an input error that would tell a stranger the order exists.
   */
  private async byTransferCode<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      if (error instanceof EngineError && error.status >= 400 && error.status < 500) throw orderNotFound()
      throw error
    }
  }

  private async transfer(path: string, token: string | undefined, body: Record<string, unknown>) {
    const { order } = await this.medusa.post<{ order: EngineOrder }>(path, {
      token,
      body,
      query: { fields: ORDER_FIELDS },
    })
    return toOrder(order)
  }

  private async fetch(id: string): Promise<EngineOrder> {
    if (!id?.trim()) throw orderNotFound()
    try {
      const { order } = await this.medusa.get<{ order: EngineOrder }>(`/store/orders/${encodeURIComponent(id)}`, {
        query: { fields: ORDER_FIELDS },
      })
      return order
    } catch (error) {
      if (error instanceof EngineError && (error.status === 404 || error.status === 400)) throw orderNotFound()
      throw error
    }
  }
}
