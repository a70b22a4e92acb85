import type { ExecArgs, RegionDTO, StoreDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

/**
 * Adds orders straight through the order module, in batches — for measuring the back-office's
 * order list with a big history (bench/growth.ts), where completing carts one by one (~1.4 orders/s
 * here) would take hours. `medusa exec ./src/scripts/generate-orders.ts <count>`.
 *
 * Each order is a real order of the order module: the US region and currency, the store's default
 * sales channel, a shopper's e-mail and address, one to three lines of real variants at their prices,
 * a standard shipping method, statuses as the module keeps them. Not made: payments, fulfilments and
 * inventory reservations (no cart was completed), so these orders show as not paid and not
 * fulfilled. All carry metadata.generated_by = "bench/growth".
 */
/** A variant as the query below reads it. */
interface VariantRow {
  id: string
  sku: string | null
  title: string
  product: { id: string; title: string; handle: string; thumbnail: string | null } | null
  prices?: { amount: number; currency_code: string }[] | null
}

/** A variant of a product with its price in US dollars. */
interface PricedVariant {
  variant: VariantRow & { product: NonNullable<VariantRow["product"]> }
  price: number
}

export default async function generateOrders({ container, args }: ExecArgs) {
  const count = Number(args?.[0] ?? 1000)
  if (!Number.isInteger(count) || count < 1 || count > 100_000)
    throw new Error(`Give a number of orders between 1 and 100000, not ${args?.[0]}`)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const orders = container.resolve(Modules.ORDER)

  const { data: regionRows } = await query.graph({
    entity: "region",
    fields: ["id", "currency_code"],
    filters: { currency_code: "usd" },
  })
  const { data: storeRows } = await query.graph({ entity: "store", fields: ["default_sales_channel_id"] })
  const { data: variantRows } = await query.graph({
    entity: "product_variant",
    fields: [
      "id",
      "sku",
      "title",
      "product.id",
      "product.title",
      "product.handle",
      "product.thumbnail",
      "prices.amount",
      "prices.currency_code",
    ],
    pagination: { take: 50 },
  })
  // Query's answers are typed only from the types `medusa develop` generates, which this repository does not keep.
  const regions = regionRows as Pick<RegionDTO, "id" | "currency_code">[]
  const stores = storeRows as Pick<StoreDTO, "default_sales_channel_id">[]
  const variants = variantRows as VariantRow[]
  const priced = variants
    .map((variant) => ({
      variant,
      price: (variant.prices ?? []).find((p) => p.currency_code === "usd")?.amount,
    }))
    .filter((v): v is PricedVariant => typeof v.price === "number" && Boolean(v.variant.product))
  if (!regions[0] || !priced.length) throw new Error("Seed the shop first: no US region or no priced variants")

  const address = (n: number) => ({
    first_name: ["Lucía", "Mateo", "Sofía", "Daniel", "Valentina"][n % 5],
    last_name: ["Gómez", "Pérez", "Rodríguez", "Martínez", "López"][n % 5],
    address_1: `${100 + (n % 900)} Brickell Ave`,
    city: "Miami",
    province: "FL",
    postal_code: "33131",
    country_code: "us",
  })
  const started = Date.now()
  const BATCH = 100
  for (let done = 0; done < count; done += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) => {
      const n = done + i
      const lines = priced.slice(n % priced.length, (n % priced.length) + 1 + (n % 3))
      return {
        region_id: regions[0].id,
        currency_code: "usd",
        sales_channel_id: stores[0]?.default_sales_channel_id ?? undefined,
        email: `cliente-${n % 500}@vitalia.test`,
        status: "pending",
        shipping_address: address(n),
        billing_address: address(n),
        items: lines.map(({ variant, price }) => ({
          title: variant.title,
          product_id: variant.product.id,
          product_title: variant.product.title,
          product_handle: variant.product.handle,
          thumbnail: variant.product.thumbnail ?? undefined,
          variant_id: variant.id,
          variant_sku: variant.sku ?? undefined,
          quantity: 1 + (n % 2),
          unit_price: price,
        })),
        shipping_methods: [{ name: "Estándar", amount: 5 }],
        metadata: { generated_by: "bench/growth" },
      }
    })
    await orders.createOrders(batch)
    if ((done / BATCH) % 10 === 9 || done + BATCH >= count)
      logger.info(
        `orders: ${Math.min(done + BATCH, count)} / ${count} (${Math.round((Date.now() - started) / 1000)} s)`
      )
  }
}
