import type { CreateOrderDTO, CreateOrderLineItemDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  addOrRemoveCampaignPromotionsWorkflow,
  createApiKeysWorkflow,
  createCampaignsWorkflow,
  createCustomerAddressesWorkflow,
  createCustomerGroupsWorkflow,
  createInvitesWorkflow,
  createOrderWorkflow,
  createPriceListsWorkflow,
  createProductTagsWorkflow,
  createProductTypesWorkflow,
  createSalesChannelsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  linkCustomersToCustomerGroupWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  updateProductsWorkflow,
} from "@medusajs/medusa/core-flows"
import { PARTNER_MODULE } from "../../modules/partner"
import type PartnerModuleService from "../../modules/partner/service"
import { SEARCH_TUNING_MODULE } from "../../modules/search-tuning"
import type SearchTuningModuleService from "../../modules/search-tuning/service"
import { SUBSCRIPTION_MODULE } from "../../modules/subscription"
import type SubscriptionModuleService from "../../modules/subscription/service"
import { createEnrollmentsWorkflow } from "../../workflows/enrollments/create-enrollments"
import { createSubscriptionWorkflow } from "../../workflows/subscriptions/create-subscription"
import { demoOrders, luciaHome, luciaOffice, mateoGym, mateoHome, type DemoAddress } from "./history"

/**
 * Search rules a merchant adds after reading the misses: shoppers type a need, the catalog names
 * the ingredient. Made before the catalog is indexed, so the first index already applies them.
 */
export const demoSynonyms = [
  { term: "dormir", synonyms: ["melatonina", "manzanilla", "pasiflora", "relax noche"] },
  { term: "estrés", synonyms: ["ashwagandha", "adaptógeno", "magnesio"] },
  { term: "articulaciones", synonyms: ["colágeno", "omega 3"] },
  { term: "defensas", synonyms: ["vitamina c", "zinc", "probióticos"] },
]
/** Searches that found nothing (the shop records them as shoppers search; these came first). */
const demoMisses = ["melatonina", "cúrcuma", "keto", "colágeno marino", "creatina"]

/** The search rules and misses of the demo shop (no workflow exists for them: the module's own calls). */
export async function seedSearchTuning(container: MedusaContainer) {
  const tuning = container.resolve<SearchTuningModuleService>(SEARCH_TUNING_MODULE)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: rules } = await query.graph({
    entity: "search_synonym",
    fields: ["term"],
    filters: { term: demoSynonyms.map((s) => s.term) },
  })
  const newRules = demoSynonyms.filter((s) => !rules.some((r: { term: string }) => r.term === s.term))
  if (newRules.length) await tuning.createSearchSynonyms(newRules)
  const { data: misses } = await query.graph({
    entity: "search_miss",
    fields: ["query"],
    filters: { query: demoMisses },
  })
  for (const query of demoMisses.filter((q) => !misses.some((m: { query: string }) => m.query === q)))
    await tuning.recordMiss(query)
}

/** Product types and tags, given to the catalog's products by handle. */
const productTypes: Record<string, string[]> = {
  Suplemento: [
    "hc-fit",
    "renew-pro",
    "fibra-plus",
    "multivitaminico-diario",
    "omega-3-plus",
    "proteina-vegetal",
    "colageno-hidrolizado",
    "vitamina-c-zinc",
    "magnesio-citrato",
    "probiotico-balance",
    "maca-andina",
    "ashwagandha-calma",
  ],
  Bebida: [
    "te-verde-herbal",
    "vital-energy",
    "cafe-ganoderma",
    "pre-entreno-vital",
    "hidra-electrolitos",
    "infusion-relax-noche",
  ],
  "Cuidado personal": [
    "crema-facial-hidratante",
    "serum-vitamina-c",
    "gel-aloe-vera",
    "shampoo-biotina",
    "crema-corporal-karite",
    "protector-solar-fps50",
  ],
}
const productTags: Record<string, string[]> = {
  "sin azúcar": ["te-verde-herbal", "vital-energy", "hidra-electrolitos"],
  vegano: ["proteina-vegetal", "fibra-plus"],
  "más vendido": ["hc-fit", "omega-3-plus", "colageno-hidrolizado"],
}

/** The catalog's product types and tags, each created once and given to its products when they lack one. */
export async function seedProductTypesAndTags(container: MedusaContainer) {
  const productModule = container.resolve(Modules.PRODUCT)
  let types = await productModule.listProductTypes({}, { select: ["id", "value"], take: null })
  const newTypes = Object.keys(productTypes).filter((value) => !types.some((t) => t.value === value))
  if (newTypes.length) {
    await createProductTypesWorkflow(container).run({ input: { product_types: newTypes.map((value) => ({ value })) } })
    types = await productModule.listProductTypes({}, { select: ["id", "value"], take: null })
  }
  let tags = await productModule.listProductTags({}, { select: ["id", "value"], take: null })
  const newTags = Object.keys(productTags).filter((value) => !tags.some((t) => t.value === value))
  if (newTags.length) {
    await createProductTagsWorkflow(container).run({ input: { product_tags: newTags.map((value) => ({ value })) } })
    tags = await productModule.listProductTags({}, { select: ["id", "value"], take: null })
  }

  const handles = [...new Set([...Object.values(productTypes), ...Object.values(productTags)].flat())]
  const products = await productModule.listProducts(
    { handle: handles },
    { select: ["id", "handle", "type_id"], relations: ["tags"], take: null }
  )
  const updates = products.flatMap((product) => {
    const type = types.find((t) => productTypes[t.value]?.includes(product.handle))
    const wantedTags = tags.filter((t) => productTags[t.value]?.includes(product.handle)).map((t) => t.id)
    const hasTags = (product.tags ?? []).map((t) => t.id)
    const needsType = type && !product.type_id
    const needsTags = wantedTags.some((id) => !hasTags.includes(id))
    if (!needsType && !needsTags) return []
    return [
      {
        id: product.id,
        ...(needsType ? { type_id: type.id } : {}),
        ...(needsTags ? { tag_ids: [...new Set([...hasTags, ...wantedTags])] } : {}),
      },
    ]
  })
  if (updates.length) await updateProductsWorkflow(container).run({ input: { products: updates } })
}

/**
 * Where the shop's goods could also be: a pick-up point and a returns desk (no stock, not linked to
 * the storefront's channel, so they change nothing for shoppers), shipping profiles for goods that
 * need other handling, the channels staff sell through besides the storefront, and the keys the
 * shop's other apps use.
 */
export async function seedSetup(container: MedusaContainer, storefrontChannelId: string) {
  const stockLocations = container.resolve(Modules.STOCK_LOCATION)
  const locations = [
    {
      name: "Punto de retiro Doral",
      address: {
        address_1: "3801 NW 97th Ave",
        city: "Doral",
        province: "FL",
        postal_code: "33178",
        country_code: "US",
      },
    },
    {
      name: "Mesa de devoluciones Medellín",
      address: {
        address_1: "Carrera 48 # 10-45",
        city: "Medellín",
        province: "ANT",
        postal_code: "050021",
        country_code: "CO",
      },
    },
  ]
  const foundLocations = await stockLocations.listStockLocations({ name: locations.map((l) => l.name) })
  const newLocations = locations.filter((l) => !foundLocations.some((f) => f.name === l.name))
  if (newLocations.length) await createStockLocationsWorkflow(container).run({ input: { locations: newLocations } })

  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const profiles = ["Refrigerados", "Frágiles"]
  const foundProfiles = await fulfillment.listShippingProfiles({ name: profiles })
  const newProfiles = profiles.filter((name) => !foundProfiles.some((p) => p.name === name))
  if (newProfiles.length)
    await createShippingProfilesWorkflow(container).run({
      input: { data: newProfiles.map((name) => ({ name, type: "custom" })) },
    })

  const salesChannels = container.resolve(Modules.SALES_CHANNEL)
  const channels = [
    { name: "Venta telefónica", description: "Pedidos que el equipo toma por teléfono o WhatsApp" },
    { name: "Ferias y eventos", description: "Ventas en ferias de bienestar y eventos de socios" },
  ]
  const foundChannels = await salesChannels.listSalesChannels({ name: channels.map((c) => c.name) })
  const newChannels = channels.filter((c) => !foundChannels.some((f) => f.name === c.name))
  if (newChannels.length)
    await createSalesChannelsWorkflow(container).run({ input: { salesChannelsData: newChannels } })

  const apiKeys = container.resolve(Modules.API_KEY)
  const keyTitle = "App de socios (pruebas)"
  const [appKey] = await apiKeys.listApiKeys({ title: keyTitle })
  if (!appKey) {
    const { result } = await createApiKeysWorkflow(container).run({
      input: { api_keys: [{ title: keyTitle, type: "publishable", created_by: "seed" }] },
    })
    await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: result[0].id, add: [storefrontChannelId] } })
  }
  const eventsTitle = "Quiosco de ferias"
  const [eventsKey] = await apiKeys.listApiKeys({ title: eventsTitle })
  if (!eventsKey) {
    const [events] = await salesChannels.listSalesChannels({ name: "Ferias y eventos" })
    const { result } = await createApiKeysWorkflow(container).run({
      input: { api_keys: [{ title: eventsTitle, type: "publishable", created_by: "seed" }] },
    })
    await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: result[0].id, add: [events.id] } })
  }

  const invites = ["bodega@vitalia.test", "contabilidad@vitalia.test", "marketing@vitalia.test"]
  const userModule = container.resolve(Modules.USER)
  const foundInvites = await userModule.listInvites({ email: invites })
  const newInvites = invites.filter((email) => !foundInvites.some((i) => i.email === email))
  if (newInvites.length)
    await createInvitesWorkflow(container).run({ input: { invites: newInvites.map((email) => ({ email })) } })
}

/** The demo shoppers' saved addresses (account pages, checkout), each once. */
export async function seedAddresses(container: MedusaContainer) {
  const customers = container.resolve(Modules.CUSTOMER)
  const book: Record<string, { address: DemoAddress; name: string; shipping: boolean; billing: boolean }[]> = {
    "lucia@vitalia.test": [
      { address: luciaHome, name: "Casa", shipping: true, billing: true },
      { address: luciaOffice, name: "Oficina", shipping: false, billing: false },
    ],
    "mateo@vitalia.test": [
      { address: mateoHome, name: "Casa", shipping: false, billing: true },
      { address: mateoGym, name: "Gimnasio", shipping: true, billing: false },
    ],
  }
  const accounts = await customers.listCustomers(
    { email: Object.keys(book), has_account: true },
    { select: ["id", "email"], relations: ["addresses"] }
  )
  const addresses = accounts.flatMap((customer) =>
    (book[customer.email] ?? [])
      .filter(({ address }) => !(customer.addresses ?? []).some((a) => a.address_1 === address.address_1))
      .map(({ address, name, shipping, billing }) => ({
        ...address,
        customer_id: customer.id,
        address_name: name,
        is_default_shipping: shipping,
        is_default_billing: billing,
      }))
  )
  if (addresses.length) await createCustomerAddressesWorkflow(container).run({ input: { addresses } })
}

/**
 * Customer groups — "Socios" holds the shoppers who enrolled as partners, and gets the partners'
 * price list — and the campaigns that hold the shop's promotions.
 */
export async function seedMarketing(container: MedusaContainer) {
  const customers = container.resolve(Modules.CUSTOMER)
  const partners = container.resolve<PartnerModuleService>(PARTNER_MODULE)
  const groups = ["Socios", "Clientes frecuentes", "Mayoristas"]
  let foundGroups = await customers.listCustomerGroups({ name: { $in: groups } }, { relations: ["customers"] })
  const newGroups = groups.filter((name) => !foundGroups.some((g) => g.name === name))
  if (newGroups.length) {
    await createCustomerGroupsWorkflow(container).run({
      input: { customersData: newGroups.map((name) => ({ name, created_by: "seed" })) },
    })
    foundGroups = await customers.listCustomerGroups({ name: { $in: groups } }, { relations: ["customers"] })
  }
  const group = (name: string) => foundGroups.find((g) => g.name === name)!
  const members = async (name: string, ids: string[]) => {
    const missing = ids.filter((id) => !(group(name).customers ?? []).some((c) => c.id === id))
    if (missing.length)
      await linkCustomersToCustomerGroupWorkflow(container).run({ input: { id: group(name).id, add: missing } })
  }
  // The demo shoppers who enrolled (history.ts), once they are partners: not every partner the shop
  // makes later, which staff add themselves.
  const enrolled = await customers.listCustomers(
    { email: { $in: demoOrders.filter((o) => o.enrolls).map((o) => o.email) } },
    { select: ["id"] }
  )
  const partnerCustomers = (
    await partners.listPartners({ customer_id: enrolled.map((c) => c.id) }, { select: ["customer_id"] })
  ).map((p) => p.customer_id!)
  await members("Socios", partnerCustomers)
  const frequent = await customers.listCustomers(
    {
      email: {
        $in: ["lucia@vitalia.test", "mateo@vitalia.test", "julian.vargas@vitalia.test", "natalia.rios@vitalia.test"],
      },
    },
    { select: ["id"] }
  )
  await members(
    "Clientes frecuentes",
    frequent.map((c) => c.id)
  )
  const wholesale = await customers.listCustomers({ email: "gabriel.nunez@vitalia.test" }, { select: ["id"] })
  await members(
    "Mayoristas",
    wholesale.map((c) => c.id)
  )

  await seedPriceLists(container, group("Socios").id, group("Mayoristas").id)
  await seedCampaigns(container)
}

async function seedPriceLists(container: MedusaContainer, partnersGroupId: string, wholesaleGroupId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const now = new Date()
  const lists = [
    {
      title: "Precios de socios",
      description: "15 % menos para los socios en los productos de consumo diario.",
      type: "sale" as const,
      status: "active" as const,
      rules: { "customer.groups.id": [partnersGroupId] } as Record<string, string[]>,
      skus: ["HC-FIT-VAINILLA", "HC-FIT-CHOCOLATE", "OMEGA-3-PLUS-60", "COLAGENO-NATURAL", "MULTIVITAMINICO-30"],
      off: 0.15,
    },
    {
      title: "Mayoristas 2026",
      description: "Precio por volumen para tiendas naturistas (20 % menos).",
      type: "override" as const,
      status: "active" as const,
      rules: { "customer.groups.id": [wholesaleGroupId] } as Record<string, string[]>,
      skus: ["CAFE-GANODERMA-20", "CAFE-GANODERMA-40", "TE-VERDE-HERBAL-60"],
      off: 0.2,
    },
    {
      title: "Black Friday",
      description: "Preparada para el viernes de descuentos: todavía en borrador.",
      type: "sale" as const,
      status: "draft" as const,
      starts_at: new Date(Date.UTC(now.getUTCFullYear(), 10, 27)).toISOString(),
      ends_at: new Date(Date.UTC(now.getUTCFullYear(), 10, 30, 23, 59)).toISOString(),
      rules: {} as Record<string, string[]>,
      skus: ["PROTEINA-VEGETAL-VAINILLA-1KG", "PROTEINA-VEGETAL-CHOCOLATE-1KG", "SERUM-VITAMINA-C-30ML"],
      off: 0.3,
    },
  ]
  const { data: foundRows } = await query.graph({
    entity: "price_list",
    fields: ["title"],
    filters: { title: lists.map((l) => l.title) },
  })
  // Query's answers are typed only from the types `medusa develop` generates, which this repository does not keep.
  const found = foundRows as { title: string }[]
  const missing = lists.filter((l) => !found.some((f) => f.title === l.title))
  if (!missing.length) return
  const { data: variantRows } = await query.graph({
    entity: "product_variant",
    fields: ["id", "sku", "prices.amount", "prices.currency_code"],
    filters: { sku: missing.flatMap((l) => l.skus) },
  })
  const variants = variantRows as {
    id: string
    sku: string
    prices?: { amount: number; currency_code: string }[] | null
  }[]
  await createPriceListsWorkflow(container).run({
    input: {
      price_lists_data: missing.map(({ skus, off, ...list }) => ({
        ...list,
        prices: variants
          .filter((v) => skus.includes(v.sku))
          .flatMap((v) =>
            (v.prices ?? []).map((p) => ({
              variant_id: v.id,
              currency_code: p.currency_code,
              // Whole units in currencies without cents, two decimals elsewhere.
              amount:
                p.currency_code === "cop"
                  ? Math.round(p.amount * (1 - off))
                  : Math.round(p.amount * (1 - off) * 100) / 100,
            }))
          ),
      })),
    },
  })
}

/** Campaigns holding the promotions: one for newcomers, one for partners' enrollment offers, one to bring buyers back. */
async function seedCampaigns(container: MedusaContainer) {
  const promotionModule = container.resolve(Modules.PROMOTION)
  const campaigns = [
    {
      name: "Bienvenida",
      campaign_identifier: "bienvenida",
      description: "Cupones para la primera compra en la tienda.",
      codes: [] as string[],
      public: true,
    },
    {
      name: "Inscripción de socios",
      campaign_identifier: "inscripcion-socios",
      description: "Ofertas para quien se inscribe como socio con su primera compra.",
      codes: ["FREEMEMBERSHIP2", "FITRENEWENROLLMENT"],
      public: false,
    },
    {
      name: "Regresa",
      campaign_identifier: "regresa",
      description: "Descuento para quien vuelve a comprar después de un tiempo.",
      codes: ["REGRESA20"],
      public: false,
    },
  ]
  let found = await promotionModule.listCampaigns(
    { campaign_identifier: campaigns.map((c) => c.campaign_identifier) },
    { relations: ["promotions"] }
  )
  const missing = campaigns.filter((c) => !found.some((f) => f.campaign_identifier === c.campaign_identifier))
  if (missing.length) {
    await createCampaignsWorkflow(container).run({
      input: {
        campaignsData: missing.map(({ name, campaign_identifier, description }) => ({
          name,
          campaign_identifier,
          description,
          // Open-ended: a campaign that ends stops its promotions from applying.
          starts_at: new Date("2025-01-01T00:00:00Z"),
        })),
      },
    })
    found = await promotionModule.listCampaigns(
      { campaign_identifier: campaigns.map((c) => c.campaign_identifier) },
      { relations: ["promotions"] }
    )
  }
  const promotions = await promotionModule.listPromotions({}, { select: ["id", "code", "metadata", "campaign_id"] })
  for (const campaign of campaigns) {
    const record = found.find((f) => f.campaign_identifier === campaign.campaign_identifier)!
    const codes = campaign.public ? promotions.filter((p) => !p.metadata?.custom).map((p) => p.code) : campaign.codes
    const add = promotions.filter((p) => codes.includes(p.code) && !p.campaign_id).map((p) => p.id)
    if (add.length) await addOrRemoveCampaignPromotionsWorkflow(container).run({ input: { id: record.id, add } })
  }
}

/**
 * Autoship for the demo shoppers and a partner, starting next month (the scheduled job places
 * their orders on that day, not while the shop starts), a pending enrollment that has not
 * bought yet, and draft orders staff took by WhatsApp.
 */
export async function seedAccountRecords(container: MedusaContainer) {
  const customers = container.resolve(Modules.CUSTOMER)
  const regions = container.resolve(Modules.REGION)
  const product = container.resolve(Modules.PRODUCT)
  const subscriptions = container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
  const partners = container.resolve<PartnerModuleService>(PARTNER_MODULE)

  const regionId = async (name: string) => (await regions.listRegions({ name }, { select: ["id"] }))[0].id
  const variantId = async (sku: string) => (await product.listProductVariants({ sku }, { select: ["id"] }))[0].id
  const customer = async (email: string) =>
    (
      await customers.listCustomers(
        { email },
        { select: ["id", "email", "has_account"], order: { has_account: "DESC" } }
      )
    )[0]
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

  const autoships = [
    {
      email: "lucia@vitalia.test",
      region: "Colombia",
      address: luciaHome,
      sku: "COLAGENO-NATURAL",
      months: 1,
      days: 12,
    },
    {
      email: "mateo@vitalia.test",
      region: "Estados Unidos",
      address: mateoGym,
      sku: "PROTEINA-VEGETAL-CHOCOLATE-1KG",
      months: 1,
      days: 20,
    },
    {
      email: "camila.torres@vitalia.test",
      region: "Estados Unidos",
      address: {
        first_name: "Camila",
        last_name: "Torres",
        address_1: "50 Biscayne Blvd",
        city: "Miami",
        province: "FL",
        postal_code: "33131",
        country_code: "us",
        phone: "+1 305 555 0311",
      },
      sku: "HC-FIT-CHOCOLATE",
      months: 2,
      days: 26,
    },
  ]
  for (const autoship of autoships) {
    const buyer = await customer(autoship.email)
    if (!buyer) continue
    const [existing] = await subscriptions.listSubscriptions({ customer_id: buyer.id }, { select: ["id"] })
    if (existing) continue
    await createSubscriptionWorkflow(container).run({
      input: {
        customer_id: buyer.id,
        email: buyer.email,
        region_id: await regionId(autoship.region),
        interval_months: autoship.months,
        items: [{ variant_id: await variantId(autoship.sku), quantity: 1 }],
        shipping_address: autoship.address,
        start_on: inDays(autoship.days),
      },
    })
  }

  // Someone who chose Diego as sponsor and has not placed the enrollment order yet.
  const pendingEmail = "tomas.herrera@vitalia.test"
  const [pending] = await partners.listEnrollments({ email: pendingEmail }, { select: ["id"] })
  if (!pending) {
    const [diego] = await partners.listPartners({ code: "VIT-0002" }, { select: ["id"] })
    const [diegoStore] = await partners.listPersonalStores({ name: "diego" }, { select: ["id"] })
    await createEnrollmentsWorkflow(container).run({
      input: {
        enrollments: [
          { email: pendingEmail, status: "pending", sponsor_id: diego.id, personal_store_id: diegoStore?.id },
        ],
      },
    })
  }

  await seedDraftOrders(container, regionId, variantId, customer)
}

async function seedDraftOrders(
  container: MedusaContainer,
  regionId: (name: string) => Promise<string>,
  variantId: (sku: string) => Promise<string>,
  customer: (email: string) => Promise<{ id: string; email: string } | undefined>
) {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  // Taken by WhatsApp, sold from the storefront's stock: the storefront's channel has the warehouse.
  const [store] = await container.resolve(Modules.STORE).listStores({}, { select: ["default_sales_channel_id"] })
  const drafts = [
    {
      key: "borrador-mateo",
      email: "mateo@vitalia.test",
      region: "Estados Unidos",
      address: mateoHome,
      items: [
        ["OMEGA-3-PLUS-120", 1],
        ["MAGNESIO-CITRATO-120", 1],
      ] as const,
    },
    {
      key: "borrador-lucia",
      email: "lucia@vitalia.test",
      region: "Colombia",
      address: luciaOffice,
      items: [["INFUSION-RELAX-NOCHE-20", 3]] as const,
    },
    {
      key: "borrador-gabriel",
      email: "gabriel.nunez@vitalia.test",
      region: "Estados Unidos",
      address: {
        first_name: "Gabriel",
        last_name: "Núñez",
        address_1: "7500 NW 25th St",
        city: "Miami",
        province: "FL",
        postal_code: "33122",
        country_code: "us",
        phone: "+1 305 555 0321",
      },
      items: [
        ["CAFE-GANODERMA-40", 6],
        ["TE-VERDE-HERBAL-60", 4],
      ] as const,
    },
  ]
  const rows = (await pg("order")
    .select(pg.raw(`metadata->>'seed' as key`))
    .whereRaw(`metadata->>'seed' is not null`)
    .where({ is_draft_order: true })
    .whereNull("deleted_at")) as { key: string }[]
  for (const draft of drafts.filter((d) => !rows.some((r) => r.key === d.key))) {
    const buyer = await customer(draft.email)
    // CreateOrderDTO leaves out is_draft_order, which the order module stores all the same.
    const input: CreateOrderDTO & { is_draft_order: boolean } = {
      status: "draft",
      is_draft_order: true,
      region_id: await regionId(draft.region),
      sales_channel_id: store.default_sales_channel_id,
      email: draft.email,
      customer_id: buyer?.id,
      shipping_address: draft.address,
      billing_address: draft.address,
      no_notification: true,
      // CreateOrderDTO asks each line's title and price; the workflow reads both from the variant.
      items: (await Promise.all(
        draft.items.map(async ([sku, quantity]) => ({ variant_id: await variantId(sku), quantity }))
      )) as CreateOrderLineItemDTO[],
      metadata: { seed: draft.key },
    }
    await createOrderWorkflow(container).run({ input })
  }
}
