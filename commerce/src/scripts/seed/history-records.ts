import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  addShippingMethodToCartWorkflow,
  beginClaimOrderWorkflow,
  beginExchangeOrderWorkflow,
  beginReceiveReturnWorkflow,
  beginReturnOrderWorkflow,
  capturePaymentWorkflow,
  completeCartWorkflow,
  confirmClaimRequestWorkflow,
  confirmExchangeRequestWorkflow,
  confirmReturnReceiveWorkflow,
  confirmReturnRequestWorkflow,
  createCartWorkflow,
  createOrderFulfillmentWorkflow,
  createOrderShipmentWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  createReturnReasonsWorkflow,
  markOrderFulfillmentAsDeliveredWorkflow,
  orderClaimAddNewItemWorkflow,
  orderClaimItemWorkflow,
  orderExchangeAddNewItemWorkflow,
  orderExchangeRequestItemReturnWorkflow,
  receiveItemReturnRequestWorkflow,
  requestItemReturnWorkflow,
} from "@medusajs/medusa/core-flows"
import { PARTNER_MODULE } from "../../modules/partner"
import type PartnerModuleService from "../../modules/partner/service"
import { recordEnrollmentWorkflow } from "../../workflows/record-enrollment"
import { demoOrders, returnReasons, type DemoOrder } from "./history"

/** Who placed the orders and where they ship from, found once for the whole history. */
interface Context {
  container: MedusaContainer
  regionIds: Map<string, string>
  salesChannelId: string
  locationId: string
  /** The flat standard option of each region's service zone, by region id. */
  standardOptionByRegion: Map<string, string>
  variantIds: Map<string, string>
  /** Accounts of the demo shoppers, by e-mail (guests have none: the cart makes their customer). */
  customerIds: Map<string, string>
  reasonIds: Map<string, string>
  stores: Map<string, { name: string; title: string; partner: { id: string; code: string; name: string } }>
  ownerId: string
}

/** Orders by their seed key, as the previous runs left them. */
type Existing = Map<string, string>

/**
 * The demo history of history.ts: each order placed through a cart completed by the engine, then
 * paid, fulfilled, shipped and delivered as its fate says, with its return, exchange or claim, and
 * the enrollments its orders carried. Orders found by their key are not placed again; every later
 * step first looks at what the order already has, so an interrupted run is finished by the next.
 *
 * Returns the ids of the orders by key.
 */
export async function seedHistory(container: MedusaContainer, ownerId: string): Promise<Map<string, string>> {
  const context = await loadContext(container, ownerId)
  const existing = await ordersBySeedKey(container)
  const ids = new Map<string, string>()
  // A few orders at a time: most of a workflow's time is spent waiting on the database, so orders
  // placed side by side take about half as long as one after another.
  const queue = [...demoOrders]
  const worker = async () => {
    for (let order = queue.shift(); order; order = queue.shift()) {
      const id = existing.get(order.key) ?? (await placeOrder(context, order))
      ids.set(order.key, id)
      await advance(context, order, id)
    }
  }
  await Promise.all(Array.from({ length: HISTORY_CONCURRENCY }, worker))
  return ids
}

const HISTORY_CONCURRENCY = 3

async function loadContext(container: MedusaContainer, ownerId: string): Promise<Context> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [store] = await container.resolve(Modules.STORE).listStores({}, { select: ["default_sales_channel_id"] })
  const regions = await container.resolve(Modules.REGION).listRegions({}, { select: ["id", "name"] })
  const regionIds = new Map(regions.map((r) => [r.name, r.id]))

  const { data: locationRows } = await query.graph({
    entity: "stock_location",
    fields: ["id", "name"],
    filters: { name: "Bodega central Miami" },
  })
  const { data: optionRows } = await query.graph({
    entity: "shipping_option",
    fields: ["id", "type.code", "service_zone.name"],
  })
  // Query's answers are typed only from the types `medusa develop` generates, which this repository does not keep.
  const locations = locationRows as { id: string; name: string }[]
  const options = optionRows as {
    id: string
    type?: { code: string } | null
    service_zone?: { name: string } | null
  }[]
  const standardOptionByRegion = new Map<string, string>()
  for (const region of regions) {
    const option = options.find((o) => o.type?.code === "standard" && o.service_zone?.name === `Zona ${region.name}`)
    if (option) standardOptionByRegion.set(region.id, option.id)
  }

  const skus = [
    ...new Set(
      demoOrders.flatMap((o) => [
        ...o.items.map(([sku]) => sku),
        ...(o.after && "newSku" in o.after ? [o.after.newSku] : []),
      ])
    ),
  ]
  const variants = await container
    .resolve(Modules.PRODUCT)
    .listProductVariants({ sku: skus }, { select: ["id", "sku"], take: null })
  const variantIds = new Map(variants.map((v) => [v.sku!, v.id]))
  const missing = skus.filter((sku) => !variantIds.has(sku))
  if (missing.length) throw new Error(`Demo orders name variants that are not in the catalog: ${missing.join(", ")}`)

  const accounts = await container
    .resolve(Modules.CUSTOMER)
    .listCustomers(
      { email: [...new Set(demoOrders.map((o) => o.email))], has_account: true },
      { select: ["id", "email"] }
    )

  const partners = container.resolve<PartnerModuleService>(PARTNER_MODULE)
  const storeNames = [...new Set(demoOrders.flatMap((o) => (o.store ? [o.store] : [])))]
  const personalStores = await partners.listPersonalStores(
    { name: storeNames },
    { select: ["name", "title", "partner.id", "partner.code", "partner.name"], relations: ["partner"] }
  )

  return {
    container,
    regionIds,
    salesChannelId: store.default_sales_channel_id!,
    locationId: locations[0].id,
    standardOptionByRegion,
    variantIds,
    customerIds: new Map(accounts.map((c) => [c.email, c.id])),
    reasonIds: await seedReturnReasons(container),
    stores: new Map(personalStores.map((s) => [s.name, s])),
    ownerId,
  }
}

/** The shop's return reasons, created once; their ids by value. */
async function seedReturnReasons(container: MedusaContainer): Promise<Map<string, string>> {
  const orderModule = container.resolve(Modules.ORDER)
  const values = returnReasons.map((r) => r.value)
  let reasons = await orderModule.listReturnReasons({ value: values }, { select: ["id", "value"] })
  const missing = returnReasons.filter((r) => !reasons.some((e) => e.value === r.value))
  if (missing.length) {
    await createReturnReasonsWorkflow(container).run({ input: { data: missing } })
    reasons = await orderModule.listReturnReasons({ value: values }, { select: ["id", "value"] })
  }
  return new Map(reasons.map((r) => [r.value, r.id]))
}

async function ordersBySeedKey(container: MedusaContainer): Promise<Existing> {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const rows = (await pg("order")
    .select("id", pg.raw(`metadata->>'seed' as key`))
    .whereRaw(`metadata->>'seed' is not null`)
    .whereNull("deleted_at")) as { id: string; key: string }[]
  return new Map(rows.map((r) => [r.key, r.id]))
}

/** A cart as the storefront makes it — shopper, address, lines, the store's referral — completed by the engine. */
async function placeOrder(context: Context, order: DemoOrder): Promise<string> {
  const { container } = context
  const regionId = context.regionIds.get(order.region)
  if (!regionId) throw new Error(`No region ${order.region}`)
  const store = order.store ? context.stores.get(order.store) : undefined
  if (order.store && !store) throw new Error(`No personal store ${order.store}`)
  const metadata: Record<string, unknown> = { seed: order.key }
  if (store) {
    // As the gateway writes them when a shopper arrives through `?store=` (gateway/src/enrollment/service.ts).
    metadata.referral = {
      partner_id: store.partner.id,
      partner_code: store.partner.code,
      partner_name: store.partner.name,
      personal_store_name: store.name,
      personal_store_title: store.title,
    }
    if (order.enrolls)
      metadata.enrollment = {
        sponsor_partner_id: store.partner.id,
        sponsor_code: store.partner.code,
        sponsor_name: store.partner.name,
        personal_store_name: store.name,
      }
  }

  const { result: cart } = await createCartWorkflow(container).run({
    input: {
      region_id: regionId,
      sales_channel_id: context.salesChannelId,
      email: order.email,
      customer_id: context.customerIds.get(order.email),
      shipping_address: order.address,
      billing_address: order.address,
      items: order.items.map(([sku, quantity]) => ({ variant_id: context.variantIds.get(sku)!, quantity })),
      metadata,
    },
  })
  await addShippingMethodToCartWorkflow(container).run({
    input: { cart_id: cart.id, options: [{ id: context.standardOptionByRegion.get(regionId)! }] },
  })
  const { result: collection } = await createPaymentCollectionForCartWorkflow(container).run({
    input: { cart_id: cart.id },
  })
  await createPaymentSessionsWorkflow(container).run({
    input: { payment_collection_id: collection.id, provider_id: "pp_system_default" },
  })
  const { result } = await completeCartWorkflow(container).run({ input: { id: cart.id } })

  // The order is dated when the shopper bought it, so partner figures spread over the past months.
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await pg("order")
    .where({ id: result.id })
    .update({ created_at: pg.raw(`now() - make_interval(days => ?)`, [order.daysAgo]) })

  if (order.enrolls) {
    // The order.placed subscriber records it too; the workflow is idempotent per order, and
    // running it here makes sure the enrollment exists before the seed ends.
    await recordEnrollmentWorkflow(container).run({ input: { order_id: result.id } })
  }
  return result.id
}

/** An order as advance() reads it. */
interface AdvancedOrder {
  id: string
  items: { id: string; variant_sku: string | null }[]
  fulfillments: { id: string; shipped_at: Date | string | null; delivered_at: Date | string | null }[]
  payment_collections?: { payments?: { id: string; captured_at: Date | string | null }[] | null }[] | null
}

/** Payment, fulfilment, shipment, delivery and what came after, each done only when the order lacks it. */
async function advance(context: Context, order: DemoOrder, orderId: string) {
  const { container } = context
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const read = async () =>
    (
      await query.graph({
        entity: "order",
        fields: [
          "id",
          "items.id",
          "items.variant_sku",
          "fulfillments.id",
          "fulfillments.shipped_at",
          "fulfillments.delivered_at",
          "payment_collections.payments.id",
          "payment_collections.payments.captured_at",
        ],
        filters: { id: orderId },
      })
    ).data[0] as AdvancedOrder

  let current = await read()
  if (order.fate === "pending") return
  // Every line whole, in the quantities the shopper bought (the seed's own list).
  const lines = (o: AdvancedOrder) =>
    o.items.map((i) => ({ id: i.id, quantity: order.items.find(([sku]) => sku === i.variant_sku)![1] }))

  for (const payment of current.payment_collections?.flatMap((c) => c.payments ?? []) ?? []) {
    if (!payment.captured_at)
      await capturePaymentWorkflow(container).run({ input: { payment_id: payment.id, captured_by: context.ownerId } })
  }

  let fulfillment = current.fulfillments?.[0]
  if (!fulfillment) {
    await createOrderFulfillmentWorkflow(container).run({
      input: {
        order_id: orderId,
        location_id: context.locationId,
        created_by: context.ownerId,
        items: lines(current),
      },
    })
    current = await read()
    fulfillment = current.fulfillments[0]
  }
  if (!fulfillment.shipped_at) {
    await createOrderShipmentWorkflow(container).run({
      input: {
        order_id: orderId,
        fulfillment_id: fulfillment.id,
        created_by: context.ownerId,
        items: lines(current),
        labels: [
          {
            tracking_number: `BLN${order.key.replace(/\W/g, "").toUpperCase()}`,
            tracking_url: "https://ballena.example/rastreo",
            label_url: "https://ballena.example/etiqueta",
          },
        ],
      },
    })
  }
  if (order.fate === "shipped") return
  if (!fulfillment.delivered_at) {
    await markOrderFulfillmentAsDeliveredWorkflow(container).run({
      input: { orderId, fulfillmentId: fulfillment.id },
    })
  }

  const after = order.after
  if (!after) return
  const any = async (entity: "return" | "order_exchange" | "order_claim", filters: Record<string, unknown>) =>
    (await query.graph({ entity, fields: ["id"], filters: { order_id: orderId, ...filters } })).data.length > 0
  const item = current.items.find((i) => i.variant_sku === after.sku)
  if (!item) throw new Error(`Order ${order.key} has no ${after.sku}`)
  if (after.kind === "return" && !(await any("return", { exchange_id: null, claim_id: null }))) {
    const { result: change } = await beginReturnOrderWorkflow(container).run({
      input: {
        order_id: orderId,
        location_id: context.locationId,
        created_by: context.ownerId,
        description: after.note,
      },
    })
    const returnId = change.return_id
    await requestItemReturnWorkflow(container).run({
      input: {
        return_id: returnId,
        items: [
          { id: item.id, quantity: after.quantity, reason_id: context.reasonIds.get(after.reason), note: after.note },
        ],
      },
    })
    await confirmReturnRequestWorkflow(container).run({
      input: { return_id: returnId, confirmed_by: context.ownerId },
    })
    if (after.received) {
      await beginReceiveReturnWorkflow(container).run({
        input: { return_id: returnId, created_by: context.ownerId, description: "Recibido en bodega" },
      })
      await receiveItemReturnRequestWorkflow(container).run({
        input: { return_id: returnId, items: [{ id: item.id, quantity: after.quantity }] },
      })
      await confirmReturnReceiveWorkflow(container).run({
        input: { return_id: returnId, confirmed_by: context.ownerId },
      })
    }
  }
  if (after.kind === "exchange" && !(await any("order_exchange", {}))) {
    await beginExchangeOrderWorkflow(container).run({
      input: { order_id: orderId, created_by: context.ownerId, description: after.note },
    })
    const exchange = await openChange(container, "order_exchange", orderId)
    await orderExchangeRequestItemReturnWorkflow(container).run({
      input: {
        exchange_id: exchange.id,
        return_id: exchange.return_id!,
        location_id: context.locationId,
        items: [{ id: item.id, quantity: 1, reason_id: context.reasonIds.get(after.reason), note: after.note }],
      },
    })
    await orderExchangeAddNewItemWorkflow(container).run({
      input: { exchange_id: exchange.id, items: [{ variant_id: context.variantIds.get(after.newSku)!, quantity: 1 }] },
    })
    await confirmExchangeRequestWorkflow(container).run({
      input: { exchange_id: exchange.id, confirmed_by: context.ownerId },
    })
  }
  if (after.kind === "claim" && !(await any("order_claim", {}))) {
    await beginClaimOrderWorkflow(container).run({
      input: { order_id: orderId, type: after.type, created_by: context.ownerId, description: after.note },
    })
    const claim = await openChange(container, "order_claim", orderId)
    await orderClaimItemWorkflow(container).run({
      input: {
        claim_id: claim.id,
        items: [{ id: item.id, quantity: 1, reason: after.reason, internal_note: after.note }],
      },
    })
    if (after.type === "replace") {
      await orderClaimAddNewItemWorkflow(container).run({
        input: { claim_id: claim.id, items: [{ variant_id: context.variantIds.get(after.sku)!, quantity: 1 }] },
      })
    }
    await confirmClaimRequestWorkflow(container).run({ input: { claim_id: claim.id, confirmed_by: context.ownerId } })
  }
}

/** The exchange or claim just begun on the order (its newest). */
async function openChange(container: MedusaContainer, entity: "order_exchange" | "order_claim", orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity,
    fields: ["id", "return_id", "created_at"],
    filters: { order_id: orderId },
  })
  const changes = data as { id: string; return_id: string | undefined; created_at: Date | string }[]
  const newest = [...changes].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))[0]
  if (!newest) throw new Error(`No ${entity} was begun on ${orderId}`)
  return newest
}
