import type { ApiKeyDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createSalesChannelsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import { DEFAULT_CURRENCY, STORE_CURRENCIES } from "./regions"

export const SALES_CHANNEL_NAME = "Tienda Vitalia"
/** The gateway finds its publishable key by this title (scripts/lib/engine.ts). */
export const PUBLISHABLE_KEY_TITLE = "Vitalia Gateway"

/** Store name and currencies, the storefront sales channel and its publishable key. */
export async function seedStore(container: MedusaContainer) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const storeModule = container.resolve(Modules.STORE)
  const salesChannelModule = container.resolve(Modules.SALES_CHANNEL)

  let [salesChannel] = await salesChannelModule.listSalesChannels({ name: SALES_CHANNEL_NAME })
  if (!salesChannel) {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: {
        salesChannelsData: [
          { name: SALES_CHANNEL_NAME, description: "Tienda en línea y tiendas personales de socios" },
        ],
      },
    })
    salesChannel = result[0]
  }

  const [store] = await storeModule.listStores({}, { relations: ["supported_currencies"] })
  const currencies = store.supported_currencies?.map((c) => c.currency_code).sort() ?? []
  const wanted = [...STORE_CURRENCIES].sort()
  const defaultCurrency = store.supported_currencies?.find((c) => c.is_default)?.currency_code
  if (
    store.name !== "Vitalia" ||
    store.default_sales_channel_id !== salesChannel.id ||
    defaultCurrency !== DEFAULT_CURRENCY ||
    currencies.join() !== wanted.join()
  ) {
    await updateStoresWorkflow(container).run({
      input: {
        selector: { id: store.id },
        update: {
          name: "Vitalia",
          default_sales_channel_id: salesChannel.id,
          supported_currencies: STORE_CURRENCIES.map((currency_code) => ({
            currency_code,
            is_default: currency_code === DEFAULT_CURRENCY,
          })),
        },
      },
    })
  }

  const { data: keyRows } = await query.graph({
    entity: "api_key",
    fields: ["id", "title", "sales_channels.id"],
    filters: { title: PUBLISHABLE_KEY_TITLE, type: "publishable" },
  })
  // Query's answers are typed only from the types `medusa develop` generates, which this repository does not keep.
  const keys = keyRows as (Pick<ApiKeyDTO, "id" | "title"> & { sales_channels?: ({ id?: string } | null)[] | null })[]
  let key = keys.at(0)
  if (!key) {
    const { result } = await createApiKeysWorkflow(container).run({
      input: { api_keys: [{ title: PUBLISHABLE_KEY_TITLE, type: "publishable", created_by: "seed" }] },
    })
    key = { ...result[0], sales_channels: [] }
  }
  if (!key.sales_channels?.some((sc) => sc?.id === salesChannel.id)) {
    await linkSalesChannelsToApiKeyWorkflow(container).run({
      input: { id: key.id, add: [salesChannel.id] },
    })
  }

  return { salesChannel }
}
