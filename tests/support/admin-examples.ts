import type { ResourceName } from "@vitalia/schema/admin/types"

/**
 * A valid create body and update changes for each admin entity the walk in
 * tests/integration/admin-api.test.ts creates or updates through /admin-api. Test fixtures,
 * not part of the definitions: `unique` is the run's suffix, `first(resource)` the id of that
 * resource's oldest record.
 */
export interface Run {
  unique: string
  first(resource: ResourceName): Promise<string>
}

type Body = Record<string, unknown>

export interface Example {
  create?: (run: Run) => Body | Promise<Body>
  update?: (run: Run) => Body
  /** Flows the engine wants run before a record may be deleted (an API key is revoked first). */
  beforeDelete?: readonly string[]
}

/** A draft promotion: `value` % off the whole order. */
const percentOff = (code: string, value: number) => ({
  code,
  type: "standard",
  status: "draft",
  application_method: { type: "percentage", target_type: "order", allocation: "across", value },
})

export const examples: Partial<Record<ResourceName, Example>> = {
  products: {
    create: ({ unique }) => ({
      title: `Producto de prueba ${unique}`,
      handle: `producto-prueba-${unique}`,
      status: "draft",
      options: [{ title: "Tamaño", values: ["Único"] }],
      variants: [
        {
          title: "Único",
          sku: `PRUEBA-${unique}`,
          options: { Tamaño: "Único" },
          prices: [{ currency_code: "usd", amount: 12.5 }],
        },
      ],
    }),
    update: () => ({ subtitle: "Cambiado por la prueba" }),
  },
  "product-categories": {
    create: ({ unique }) => ({
      name: `Categoría ${unique}`,
      handle: `categoria-${unique}`,
      is_active: true,
    }),
    update: () => ({ description: "Cambiada por la prueba" }),
  },
  "product-collections": {
    create: ({ unique }) => ({
      title: `Colección ${unique}`,
      handle: `coleccion-${unique}`,
    }),
    update: ({ unique }) => ({ title: `Colección cambiada ${unique}` }),
  },
  "product-tags": {
    create: ({ unique }) => ({ value: `etiqueta-${unique}` }),
    update: ({ unique }) => ({ value: `etiqueta-cambiada-${unique}` }),
  },
  "product-types": {
    create: ({ unique }) => ({ value: `Tipo ${unique}` }),
    update: ({ unique }) => ({ value: `Tipo cambiado ${unique}` }),
  },
  "price-lists": {
    create: ({ unique }) => ({
      title: `Lista ${unique}`,
      description: "Creada por la prueba",
      status: "draft",
      type: "sale",
    }),
    update: () => ({ description: "Cambiada por la prueba" }),
  },
  "price-preferences": {
    create: () => ({
      attribute: "currency_code",
      value: "pen",
      is_tax_inclusive: false,
    }),
    update: () => ({ is_tax_inclusive: true }),
  },
  "inventory-items": {
    create: ({ unique }) => ({
      sku: `INV-${unique}`,
      title: `Inventario de prueba ${unique}`,
    }),
    update: ({ unique }) => ({ title: `Inventario cambiado ${unique}` }),
  },
  reservations: {
    create: async ({ first }) => ({
      inventory_item_id: await first("inventory-items"),
      location_id: await first("stock-locations"),
      quantity: 1,
      description: "Reserva de prueba",
    }),
    update: () => ({ quantity: 2 }),
  },
  customers: {
    create: ({ unique }) => ({
      email: `cliente.${unique}@vitalia.test`,
      first_name: "Prueba",
      last_name: "Admin",
    }),
    update: () => ({ phone: "+57 300 000 0000" }),
  },
  "customer-groups": {
    create: ({ unique }) => ({ name: `Grupo ${unique}` }),
    update: ({ unique }) => ({ name: `Grupo cambiado ${unique}` }),
  },
  partners: {
    create: ({ unique }) => ({
      name: `Socia de prueba ${unique}`,
      email: `socia.${unique}@vitalia.test`,
      status: "active",
    }),
    update: () => ({ phone: "+57 301 000 0000" }),
  },
  "personal-stores": {
    create: async ({ unique, first }) => ({
      name: `tienda-${unique}`,
      title: "Tienda de prueba",
      partner_id: await first("partners"),
      active: true,
    }),
    update: () => ({ title: "Tienda cambiada" }),
  },
  enrollments: {
    create: async ({ unique, first }) => ({
      email: `inscripcion.${unique}@vitalia.test`,
      status: "pending",
      sponsor_id: await first("partners"),
    }),
    update: () => ({ status: "cancelled" }),
  },
  promotions: {
    create: ({ unique }) => percentOff(`PRUEBA${unique}`, 10),
    update: () => ({ status: "inactive" }),
  },
  "custom-promotions": {
    create: ({ unique }) => ({
      ...percentOff(`SOCIOS${unique}`, 5),
      requires_enrollment: true,
      auto_apply: false,
      message_es: "Solo para socios",
    }),
    update: () => ({ requires_last_order: true, requires_last_order_days: 30 }),
  },
  campaigns: {
    create: ({ unique }) => ({
      name: `Campaña ${unique}`,
      campaign_identifier: `campana-${unique}`,
    }),
    update: () => ({ description: "Cambiada por la prueba" }),
  },
  orders: {
    update: () => ({ metadata: { nota: "revisado" } }),
  },
  "draft-orders": {
    create: async ({ unique, first }) => ({
      region_id: await first("regions"),
      email: `borrador.${unique}@vitalia.test`,
    }),
    update: ({ unique }) => ({
      email: `borrador.cambiado.${unique}@vitalia.test`,
    }),
  },
  "search-synonyms": {
    create: ({ unique }) => ({
      term: `prueba${unique}`,
      synonyms: ["colageno"],
    }),
    update: () => ({ synonyms: ["colageno", "biotina"] }),
  },
  regions: {
    create: ({ unique }) => ({
      name: `Región de prueba ${unique}`,
      currency_code: "pen",
      countries: [],
    }),
    update: ({ unique }) => ({ name: `Región cambiada ${unique}` }),
  },
  "tax-regions": {
    create: async ({ first }) => ({
      country_code: "is",
      provider_id: await first("tax-providers"),
    }),
    update: () => ({ metadata: { nota: "prueba" } }),
  },
  "tax-rates": {
    create: async ({ unique, first }) => ({
      name: "IVA de prueba",
      code: `IVA-${unique}`,
      rate: 7,
      tax_region_id: await first("tax-regions"),
    }),
    update: () => ({ rate: 8 }),
  },
  "shipping-options": {
    update: () => ({ name: "Envío cambiado por la prueba" }),
  },
  "shipping-profiles": {
    create: ({ unique }) => ({ name: `Perfil ${unique}`, type: "default" }),
    update: ({ unique }) => ({ name: `Perfil cambiado ${unique}` }),
  },
  "stock-locations": {
    create: ({ unique }) => ({
      name: `Almacén de prueba ${unique}`,
      address: { address_1: "Calle 1", city: "Lima", country_code: "pe" },
    }),
    update: ({ unique }) => ({ name: `Almacén cambiado ${unique}` }),
  },
  "sales-channels": {
    create: ({ unique }) => ({
      name: `Canal ${unique}`,
      description: "Creado por la prueba",
    }),
    update: () => ({ description: "Cambiado por la prueba" }),
  },
  "api-keys": {
    create: ({ unique }) => ({
      title: `Clave de prueba ${unique}`,
      type: "publishable",
    }),
    update: ({ unique }) => ({ title: `Clave cambiada ${unique}` }),
    beforeDelete: ["revoke"],
  },
  stores: {
    update: () => ({ metadata: { nota: "prueba" } }),
  },
  users: {
    update: () => ({ last_name: "Administradora" }),
  },
  invites: {
    create: ({ unique }) => ({ email: `invitada.${unique}@vitalia.test` }),
  },
  "refund-reasons": {
    create: ({ unique }) => ({
      label: `Motivo ${unique}`,
      code: `motivo_${unique}`,
    }),
    update: () => ({ description: "Cambiado por la prueba" }),
  },
  "return-reasons": {
    create: ({ unique }) => ({
      value: `motivo_${unique}`,
      label: `Motivo ${unique}`,
    }),
    update: ({ unique }) => ({
      value: `motivo_${unique}`,
      label: `Motivo cambiado ${unique}`,
    }),
  },
}
