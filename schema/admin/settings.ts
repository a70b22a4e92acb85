import {
  addressFields,
  bool,
  choice,
  createdAt,
  crud,
  date,
  email,
  field,
  id,
  link,
  list,
  metadata,
  num,
  object,
  ref,
  refs,
  search,
  shown,
  text,
  updatedAt,
} from "./fields.js"
import { inState, joined, str } from "./records.js"
import type { ResourceDefinition } from "./types.js"

/** Ajustes: the shop's setup — regions, taxes, shipping, locations, channels, keys, people, files and the engine's records. */

export const regions = crud({
  name: "regions",
  label: { one: ["Región", "Region"], many: ["Regiones", "Regions"] },
  group: "ajustes",
  icon: "Public",
  engine: {
    path: "/admin/regions",
    single: "region",
    plural: "regions",
    oneFields:
      "id,name,currency_code,automatic_taxes,is_tax_inclusive,metadata,created_at,updated_at,*countries,*payment_providers",
  },
  title: (r) => str(r.name),
  sort: ["name", "ASC"],
  fields: {
    name: text(["Nombre", "Name"], { create: "required", list: true, sortable: true }),
    currency_code: ref("currencies", ["Moneda", "Currency"], { create: "required", list: true }),
    countries: field("strings", ["Países (códigos)", "Countries (codes)"], {
      create: true,
      update: true,
      readKey: "iso_2",
      list: true,
    }),
    automatic_taxes: bool(["Impuestos automáticos", "Automatic taxes"]),
    is_tax_inclusive: bool(["Precios con impuestos", "Tax inclusive"]),
    payment_providers: field("strings", ["Proveedores de pago", "Payment providers"], {
      create: true,
      update: true,
      readKey: "id",
    }),
    created_at: createdAt(),
    metadata: metadata(),
  },
  filters: { q: search() },
})

export const currencies = crud({
  name: "currencies",
  label: { one: ["Moneda", "Currency"], many: ["Monedas", "Currencies"] },
  group: "ajustes",
  icon: "CurrencyExchange",
  engine: { path: "/admin/currencies", single: "currency", plural: "currencies", idField: "code" },
  operations: ["list", "show"],
  title: (r) => joined(" · ", r.code, r.name),
  sort: ["code", "ASC"],
  fields: {
    code: shown("text", ["Código", "Code"], { list: true, sortable: true }),
    name: shown("text", ["Nombre", "Name"], { list: true }),
    symbol: shown("text", ["Símbolo", "Symbol"], { list: true }),
    symbol_native: shown("text", ["Símbolo local", "Native symbol"]),
    decimal_digits: shown("integer", ["Decimales", "Decimals"]),
  },
  filters: { q: search() },
})

export const taxRegions = crud({
  name: "tax-regions",
  label: { one: ["Región fiscal", "Tax region"], many: ["Regiones fiscales", "Tax regions"] },
  group: "ajustes",
  icon: "AccountBalance",
  engine: {
    path: "/admin/tax-regions",
    single: "tax_region",
    plural: "tax_regions",
    listFields: "id,country_code,province_code,parent_id,provider_id,created_at",
    oneFields: "id,country_code,province_code,parent_id,provider_id,metadata,created_at,updated_at,*tax_rates",
  },
  title: (r) => joined(" ", r.country_code, r.province_code),
  fields: {
    country_code: text(["País (código)", "Country (code)"], {
      create: "required",
      update: false,
      list: true,
      maxLength: 2,
    }),
    province_code: text(["Provincia (código)", "Province (code)"], { list: true, nullable: true }),
    parent_id: ref("tax-regions", ["Región madre", "Parent region"], { update: false, nullable: true, list: true }),
    provider_id: ref("tax-providers", ["Proveedor de impuestos", "Tax provider"], { nullable: true }),
    tax_rates: list(["Tasas", "Rates"], {
      name: shown("text", ["Nombre", "Name"]),
      code: shown("text", ["Código", "Code"]),
      rate: field("percent", ["Tasa", "Rate"]),
      is_default: shown("boolean", ["Por defecto", "Default"]),
    }),
    created_at: createdAt({ list: true }),
    metadata: metadata(),
  },
  filters: {
    country_code: { type: "text", label: ["País (código)", "Country (code)"] },
    parent_id: { type: "reference", label: ["Región madre", "Parent region"], reference: "tax-regions" },
  },
})

export const taxRates = crud({
  name: "tax-rates",
  label: { one: ["Tasa de impuesto", "Tax rate"], many: ["Tasas de impuesto", "Tax rates"] },
  group: "ajustes",
  icon: "Percent",
  engine: {
    path: "/admin/tax-rates",
    single: "tax_rate",
    plural: "tax_rates",
    noIdFilter: true,
    listFields: "id,name,code,rate,tax_region_id,is_default,is_combinable,created_at",
  },
  title: (r) => (str(r.code) ? `${str(r.name)} (${str(r.code)})` : str(r.name)),
  fields: {
    name: text(["Nombre", "Name"], { create: "required", list: true, sortable: true }),
    code: text(["Código", "Code"], { create: "required", list: true }),
    rate: field("percent", ["Tasa (%)", "Rate (%)"], { create: true, update: true, list: true, nullable: true }),
    tax_region_id: ref("tax-regions", ["Región fiscal", "Tax region"], {
      create: "required",
      update: false,
      list: true,
    }),
    is_default: bool(["Por defecto", "Default"], { list: true }),
    is_combinable: bool(["Combinable", "Combinable"]),
    created_at: createdAt(),
    metadata: metadata(),
  },
  filters: {
    q: search(),
    tax_region_id: { type: "reference", label: ["Región fiscal", "Tax region"], reference: "tax-regions" },
  },
})

export const taxProviders: ResourceDefinition = {
  name: "tax-providers",
  label: { one: ["Proveedor de impuestos", "Tax provider"], many: ["Proveedores de impuestos", "Tax providers"] },
  group: "ajustes",
  icon: "Calculate",
  engine: { path: "/admin/tax-providers", single: "tax_provider", plural: "tax_providers", one: "list" },
  operations: ["list", "show"],
  title: (r) => str(r.id),
  fields: { id: id({ list: true }), is_enabled: shown("boolean", ["Activo", "Enabled"], { list: true }) },
}

export const shippingOptions = crud({
  name: "shipping-options",
  label: { one: ["Opción de envío", "Shipping option"], many: ["Opciones de envío", "Shipping options"] },
  group: "ajustes",
  icon: "LocalShipping",
  engine: {
    path: "/admin/shipping-options",
    single: "shipping_option",
    plural: "shipping_options",
    // The zone's countries: the product screen warns where a product's profile cannot ship (admin/src/products/shipping.ts).
    listFields:
      "id,name,price_type,provider_id,service_zone_id,shipping_profile_id,created_at,*prices,service_zone.geo_zones.country_code",
    oneFields:
      "id,name,price_type,provider_id,service_zone_id,shipping_profile_id,data,metadata,created_at,updated_at,*prices,*rules,*type,*service_zone",
  },
  title: (r) => str(r.name),
  fields: {
    name: text(["Nombre", "Name"], { create: "required", list: true, sortable: true }),
    price_type: choice(
      ["Precio", "Pricing"],
      { flat: ["Fijo", "Flat"], calculated: ["Calculado", "Calculated"] },
      { create: "required", list: true }
    ),
    service_zone_id: text(["Zona de servicio (id)", "Service zone (id)"], { create: "required", update: false }),
    service_zone: object(
      ["Zona de servicio", "Service zone"],
      { name: shown("text", ["Nombre", "Name"]) },
      { list: false }
    ),
    shipping_profile_id: ref("shipping-profiles", ["Perfil de envío", "Shipping profile"], {
      create: "required",
      list: true,
    }),
    provider_id: ref("fulfillment-providers", ["Proveedor", "Provider"], {
      create: "required",
      update: false,
      list: true,
    }),
    type: object(
      ["Tipo", "Type"],
      {
        label: text(["Nombre", "Label"], { create: "required" }),
        description: text(["Descripción", "Description"], { create: "required" }),
        code: text(["Código", "Code"], { create: "required" }),
      },
      { create: true }
    ),
    prices: list(
      ["Precios", "Prices"],
      {
        currency_code: text(["Moneda", "Currency"], { create: "required", maxLength: 3 }),
        amount: field("money", ["Importe", "Amount"], { create: "required", min: 0, currency: "currency_code" }),
      },
      { create: true, list: true }
    ),
    rules: list(["Reglas", "Rules"], {
      attribute: shown("text", ["Atributo", "Attribute"]),
      operator: shown("text", ["Operador", "Operator"]),
      value: shown("text", ["Valor", "Value"]),
    }),
    created_at: createdAt(),
    metadata: metadata({ nullable: false }),
  },
  filters: {
    q: search(),
    shipping_profile_id: {
      type: "reference",
      label: ["Perfil de envío", "Shipping profile"],
      reference: "shipping-profiles",
    },
  },
  actions: {
    rules: {
      label: ["Reglas", "Rules"],
      path: "/admin/shipping-options/:id/rules/batch",
      input: {
        create: list(["Reglas nuevas", "New rules"], {
          attribute: text(["Atributo", "Attribute"], {
            create: "required",
            help: ["p. ej. enabled_in_store, is_return", "e.g. enabled_in_store, is_return"],
          }),
          operator: choice(
            ["Operador", "Operator"],
            {
              eq: ["Igual a", "Equals"],
              ne: ["Distinto de", "Not equal"],
              in: ["En", "In"],
              gt: [">", ">"],
              gte: ["≥", "≥"],
              lt: ["<", "<"],
              lte: ["≤", "≤"],
            },
            { create: "required" }
          ),
          value: text(["Valor", "Value"], { create: "required" }),
        }),
        delete: field("strings", ["Reglas a quitar (ids)", "Rules to remove (ids)"]),
      },
    },
  },
})

export const shippingProfiles = crud({
  name: "shipping-profiles",
  label: { one: ["Perfil de envío", "Shipping profile"], many: ["Perfiles de envío", "Shipping profiles"] },
  group: "ajustes",
  icon: "Inventory",
  engine: { path: "/admin/shipping-profiles", single: "shipping_profile", plural: "shipping_profiles" },
  title: (r) => str(r.name),
  fields: {
    name: text(["Nombre", "Name"], { create: "required", list: true, sortable: true }),
    type: text(["Tipo", "Type"], { create: "required", list: true }),
    created_at: createdAt({ list: true }),
    metadata: metadata(),
  },
  // The engine takes `q` here and ignores it: the gateway searches the names itself.
  filters: { q: { ...search(), within: ["name", "type"] }, type: { type: "text", label: ["Tipo", "Type"] } },
})

export const fulfillmentProviders: ResourceDefinition = {
  name: "fulfillment-providers",
  label: {
    one: ["Proveedor logístico", "Fulfilment provider"],
    many: ["Proveedores logísticos", "Fulfilment providers"],
  },
  group: "ajustes",
  icon: "LocalShipping",
  engine: {
    path: "/admin/fulfillment-providers",
    single: "fulfillment_provider",
    plural: "fulfillment_providers",
    one: "list",
    attach: { options: { path: "/admin/fulfillment-providers/:id/options", key: "fulfillment_options" } },
  },
  operations: ["list", "show"],
  title: (r) => str(r.id),
  fields: {
    id: id({ list: true }),
    is_enabled: shown("boolean", ["Activo", "Enabled"], { list: true }),
    options: list(["Opciones", "Options"], { id: id(), is_return: shown("boolean", ["De devolución", "Return"]) }),
  },
}

export const fulfillmentSets: ResourceDefinition = {
  name: "fulfillment-sets",
  label: { one: ["Conjunto logístico", "Fulfilment set"], many: ["Conjuntos logísticos", "Fulfilment sets"] },
  group: "ajustes",
  icon: "Hub",
  hidden: true,
  // The engine lists fulfilment sets only inside their stock location; here they are changed and deleted.
  engine: {
    path: "/admin/fulfillment-sets",
    single: "fulfillment_set",
    plural: "fulfillment_sets",
    // The engine deletes an unknown set "successfully": whether it exists is read from the locations.
    existsIn: {
      path: "/admin/stock-locations",
      plural: "stock_locations",
      fields: "id,fulfillment_sets.id",
      at: "fulfillment_sets.id",
    },
  },
  operations: ["delete"],
  title: (r) => str(r.name),
  fields: { id: id(), name: shown("text", ["Nombre", "Name"]), type: shown("text", ["Tipo", "Type"]) },
  actions: {
    createServiceZone: {
      label: ["Agregar zona de servicio", "Add service zone"],
      path: "/admin/fulfillment-sets/:id/service-zones",
      input: {
        name: text(["Nombre", "Name"], { create: "required" }),
        geo_zones: list(["Zonas", "Zones"], {
          type: choice(
            ["Tipo", "Type"],
            { country: ["País", "Country"], province: ["Provincia", "Province"] },
            { create: "required" }
          ),
          country_code: text(["País (código)", "Country (code)"], { create: "required", maxLength: 2 }),
          province_code: text(["Provincia (código)", "Province (code)"]),
        }),
      },
    },
    updateServiceZone: {
      label: ["Cambiar zona de servicio", "Change service zone"],
      path: "/admin/fulfillment-sets/:id/service-zones/:zone_id",
      input: { zone_id: text(["Zona (id)", "Zone (id)"], { create: "required" }), name: text(["Nombre", "Name"]) },
    },
    deleteServiceZone: {
      label: ["Quitar zona de servicio", "Remove service zone"],
      method: "DELETE",
      path: "/admin/fulfillment-sets/:id/service-zones/:zone_id",
      input: { zone_id: text(["Zona (id)", "Zone (id)"], { create: "required" }) },
      danger: true,
    },
  },
}

export const serviceZones: ResourceDefinition = {
  name: "service-zones",
  label: { one: ["Zona de servicio", "Service zone"], many: ["Zonas de servicio", "Service zones"] },
  group: "ajustes",
  icon: "Hub",
  hidden: true,
  // Read by its id alone (commerce/src/api/admin/service-zones/[id]); made and changed through its fulfilment set.
  engine: { path: "/admin/service-zones", single: "service_zone", plural: "service_zones" },
  operations: ["show"],
  title: (r) => str(r.name),
  fields: {
    id: id(),
    name: shown("text", ["Nombre", "Name"]),
    fulfillment_set_id: shown("text", ["Conjunto logístico", "Fulfilment set"]),
    geo_zones: list(["Zonas", "Zones"], {
      type: shown("text", ["Tipo", "Type"]),
      country_code: shown("text", ["País", "Country"]),
      province_code: shown("text", ["Provincia", "Province"]),
    }),
  },
}

export const stockLocations = crud({
  name: "stock-locations",
  label: { one: ["Almacén", "Stock location"], many: ["Almacenes", "Stock locations"] },
  group: "ajustes",
  icon: "Warehouse",
  engine: {
    path: "/admin/stock-locations",
    single: "stock_location",
    plural: "stock_locations",
    oneFields:
      "id,name,metadata,created_at,updated_at,*address,*sales_channels,*fulfillment_sets,*fulfillment_providers,fulfillment_sets.service_zones.*",
  },
  title: (r) => str(r.name),
  fields: {
    name: text(["Nombre", "Name"], { create: "required", list: true, sortable: true }),
    address: object(["Dirección", "Address"], addressFields(), { create: true, update: true }),
    sales_channels: refs("sales-channels", ["Canales de venta", "Sales channels"], {
      objects: true,
      create: false,
      update: false,
    }),
    fulfillment_providers: refs("fulfillment-providers", ["Proveedores logísticos", "Fulfilment providers"], {
      objects: true,
      create: false,
      update: false,
    }),
    fulfillment_sets: list(["Conjuntos logísticos", "Fulfilment sets"], {
      id: id(),
      name: shown("text", ["Nombre", "Name"]),
      type: shown("text", ["Tipo", "Type"]),
    }),
    created_at: createdAt({ list: true }),
    metadata: metadata(),
  },
  filters: { q: search() },
  actions: {
    salesChannels: {
      label: ["Canales de venta", "Sales channels"],
      path: "/admin/stock-locations/:id/sales-channels",
      input: link("sales-channels", ["Agregar canales", "Add channels"], ["Quitar canales", "Remove channels"]),
    },
    fulfillmentProviders: {
      label: ["Proveedores logísticos", "Fulfilment providers"],
      path: "/admin/stock-locations/:id/fulfillment-providers",
      input: link(
        "fulfillment-providers",
        ["Agregar proveedores", "Add providers"],
        ["Quitar proveedores", "Remove providers"]
      ),
    },
    createFulfillmentSet: {
      label: ["Agregar conjunto logístico", "Add fulfilment set"],
      path: "/admin/stock-locations/:id/fulfillment-sets",
      input: {
        name: text(["Nombre", "Name"], { create: "required" }),
        type: choice(
          ["Tipo", "Type"],
          { shipping: ["Envío", "Shipping"], pickup: ["Recogida", "Pickup"] },
          { create: "required" }
        ),
      },
    },
  },
})

export const salesChannels = crud({
  name: "sales-channels",
  label: { one: ["Canal de venta", "Sales channel"], many: ["Canales de venta", "Sales channels"] },
  group: "ajustes",
  icon: "Hub",
  engine: { path: "/admin/sales-channels", single: "sales_channel", plural: "sales_channels" },
  title: (r) => str(r.name),
  fields: {
    name: text(["Nombre", "Name"], { create: "required", list: true, sortable: true }),
    description: text(["Descripción", "Description"], { nullable: true, list: true }),
    is_disabled: bool(["Desactivado", "Disabled"], { list: true }),
    created_at: createdAt(),
    metadata: metadata(),
  },
  filters: { q: search() },
  actions: {
    products: {
      label: ["Productos del canal", "Channel products"],
      path: "/admin/sales-channels/:id/products",
      input: link("products", ["Agregar productos", "Add products"], ["Quitar productos", "Remove products"]),
    },
  },
})

export const apiKeys = crud({
  name: "api-keys",
  label: { one: ["Clave de API", "API key"], many: ["Claves de API", "API keys"] },
  group: "ajustes",
  icon: "Key",
  engine: {
    path: "/admin/api-keys",
    single: "api_key",
    plural: "api_keys",
    oneFields: "id,title,type,redacted,token,created_at,revoked_at,last_used_at,*sales_channels",
    // A secret key is answered whole once, when made; the engine keeps only its hash.
    revealedOnCreate: ["token"],
  },
  title: (r) => str(r.title),
  fields: {
    title: text(["Nombre", "Title"], { create: "required", list: true, sortable: true }),
    type: choice(
      ["Tipo", "Type"],
      { publishable: ["Publicable", "Publishable"], secret: ["Secreta", "Secret"] },
      { create: "required", update: false, list: true }
    ),
    redacted: shown("text", ["Clave", "Key"], { list: true }),
    sales_channels: refs("sales-channels", ["Canales de venta", "Sales channels"], {
      objects: true,
      create: false,
      update: false,
    }),
    created_at: createdAt({ list: true }),
    last_used_at: date(["Último uso", "Last used"]),
    revoked_at: date(["Revocada", "Revoked"], { list: true }),
  },
  filters: {
    q: search(),
    type: {
      type: "enum",
      label: ["Tipo", "Type"],
      choices: { publishable: ["Publicable", "Publishable"], secret: ["Secreta", "Secret"] },
    },
  },
  actions: {
    revoke: {
      label: ["Revocar", "Revoke"],
      path: "/admin/api-keys/:id/revoke",
      danger: true,
      confirm: ["¿Revocar la clave? Deja de funcionar.", "Revoke the key? It stops working."],
      when: inState({ revoked_at: [null] }),
    },
    salesChannels: {
      label: ["Canales de venta", "Sales channels"],
      path: "/admin/api-keys/:id/sales-channels",
      input: link("sales-channels", ["Agregar canales", "Add channels"], ["Quitar canales", "Remove channels"]),
    },
  },
})

export const stores: ResourceDefinition = {
  name: "stores",
  label: { one: ["Tienda", "Store"], many: ["Tiendas", "Stores"] },
  group: "ajustes",
  icon: "Store",
  engine: {
    path: "/admin/stores",
    single: "store",
    plural: "stores",
    oneFields:
      "id,name,default_region_id,default_sales_channel_id,default_location_id,metadata,created_at,updated_at,*supported_currencies",
  },
  operations: ["list", "show", "update"],
  title: (r) => str(r.name),
  fields: {
    id: id(),
    name: text(["Nombre", "Name"], { list: true }),
    default_region_id: ref("regions", ["Región por defecto", "Default region"], { list: true, nullable: true }),
    default_sales_channel_id: ref("sales-channels", ["Canal por defecto", "Default sales channel"], { nullable: true }),
    default_location_id: ref("stock-locations", ["Almacén por defecto", "Default location"], { nullable: true }),
    supported_currencies: list(["Monedas", "Currencies"], {
      currency_code: shown("text", ["Moneda", "Currency"]),
      is_default: shown("boolean", ["Por defecto", "Default"]),
    }),
    metadata: metadata(),
  },
}

export const users = crud({
  name: "users",
  label: { one: ["Administrador", "Administrator"], many: ["Administradores", "Administrators"] },
  group: "ajustes",
  icon: "AdminPanelSettings",
  // `/admin-api/users/me` is the signed-in administrator (GET /admin/users/me).
  engine: { path: "/admin/users", single: "user", plural: "users" },
  operations: ["list", "show", "update", "delete"],
  title: (r) => joined(" ", r.first_name, r.last_name) || str(r.email),
  fields: {
    email: shown("email", ["Correo electrónico", "E-mail"], { list: true, sortable: true }),
    first_name: text(["Nombre", "First name"], { list: true, sortable: true, nullable: true }),
    last_name: text(["Apellido", "Last name"], { list: true, sortable: true, nullable: true }),
    avatar_url: field("image", ["Foto", "Avatar"], { update: true, nullable: true }),
    created_at: createdAt({ list: true }),
    metadata: metadata({ create: false }),
  },
  filters: { q: search() },
})

export const invites = crud({
  name: "invites",
  label: { one: ["Invitación", "Invite"], many: ["Invitaciones", "Invites"] },
  group: "ajustes",
  icon: "PersonAdd",
  engine: { path: "/admin/invites", single: "invite", plural: "invites" },
  operations: ["list", "show", "create", "delete"],
  title: (r) => str(r.email),
  fields: {
    email: email(["Correo electrónico", "E-mail"], { create: "required", update: false, list: true, sortable: true }),
    accepted: shown("boolean", ["Aceptada", "Accepted"], { list: true }),
    expires_at: date(["Vence", "Expires"], { list: true }),
    token: shown("text", ["Código de la invitación", "Invite token"], {
      help: ["Se entrega a la persona invitada", "Give it to the invitee"],
    }),
    created_at: createdAt({ list: true }),
    metadata: metadata({ update: false }),
  },
  filters: { q: search() },
  actions: {
    resend: { label: ["Reenviar", "Resend"], path: "/admin/invites/:id/resend", when: inState({ accepted: [false] }) },
  },
})

/** The shop's e-mails as the engine's notification records (commerce/src/notifications, docs/emails.md). */
export const notifications = crud({
  name: "notifications",
  label: { one: ["Notificación", "Notification"], many: ["Notificaciones", "Notifications"] },
  group: "ajustes",
  icon: "Notifications",
  engine: {
    // The shop's own route: each role lists only what its role reads, links shown as "sent" (commerce/src/api/admin/emails).
    path: "/admin/emails",
    single: "email",
    plural: "emails",
    listFields:
      "id,to,channel,template,status,trigger_type,resource_type,resource_id,original_notification_id,created_at",
    oneFields:
      "id,to,channel,template,status,trigger_type,resource_type,resource_id,receiver_id,original_notification_id,data,created_at",
  },
  operations: ["list", "show"],
  title: (r) => str(r.template),
  fields: {
    to: shown("text", ["Para", "To"], { list: true }),
    channel: shown("text", ["Canal", "Channel"]),
    template: shown("text", ["Plantilla", "Template"], { list: true }),
    status: shown("enum", ["Estado", "Status"], {
      list: true,
      choices: {
        pending: ["Enviando", "Sending"],
        success: ["Enviada", "Sent"],
        failure: ["Falló (se reintenta)", "Failed (retried)"],
      },
    }),
    trigger_type: shown("text", ["Evento", "Event"], { list: true }),
    resource_type: shown("enum", ["Tipo de registro", "Record type"], {
      list: true,
      choices: {
        order: ["Pedido", "Order"],
        customer: ["Cliente", "Customer"],
        subscription: ["Suscripción", "Subscription"],
        auth: ["Inicio de sesión", "Sign-in"],
      },
    }),
    resource_id: shown("text", ["Sobre", "About"]),
    original_notification_id: shown("text", ["Reenvío de", "Sent again for"], {
      help: ["Reintento o reenvío de esta notificación", "A retry or resend of this notification"],
    }),
    data: shown("json", ["Datos", "Data"]),
    created_at: createdAt({ list: true }),
  },
  filters: { q: search() },
  actions: {
    resend: {
      label: ["Reenviar", "Resend"],
      path: "/admin/emails/:id/resend",
      confirm: ["¿Enviar este correo otra vez?", "Send this e-mail again?"],
    },
    /** The rendered e-mail (subject, HTML, plain text): the detail screen shows it (admin/src/notifications). */
    preview: { label: ["Vista previa", "Preview"], path: "/admin/emails/:id/preview" },
  },
})

export const refundReasons = crud({
  name: "refund-reasons",
  label: { one: ["Motivo de reembolso", "Refund reason"], many: ["Motivos de reembolso", "Refund reasons"] },
  group: "ajustes",
  icon: "MoneyOff",
  engine: { path: "/admin/refund-reasons", single: "refund_reason", plural: "refund_reasons" },
  title: (r) => str(r.label),
  fields: {
    label: text(["Nombre", "Label"], { create: "required", list: true, sortable: true }),
    code: text(["Código", "Code"], { create: "required", list: true }),
    description: text(["Descripción", "Description"], { nullable: true }),
    created_at: createdAt(),
  },
})

export const returnReasons = crud({
  name: "return-reasons",
  label: { one: ["Motivo de devolución", "Return reason"], many: ["Motivos de devolución", "Return reasons"] },
  group: "ajustes",
  icon: "KeyboardReturn",
  engine: { path: "/admin/return-reasons", single: "return_reason", plural: "return_reasons" },
  title: (r) => str(r.label),
  fields: {
    // The engine wants both in every update.
    value: text(["Código", "Value"], { create: "required", update: "always", list: true, sortable: true }),
    label: text(["Nombre", "Label"], { create: "required", update: "always", list: true }),
    description: text(["Descripción", "Description"], { nullable: true }),
    created_at: createdAt(),
    metadata: metadata(),
  },
})

export const plugins: ResourceDefinition = {
  name: "plugins",
  label: { one: ["Complemento", "Plugin"], many: ["Complementos", "Plugins"] },
  group: "ajustes",
  icon: "Extension",
  engine: { path: "/admin/plugins", single: "plugin", plural: "plugins", idField: "name", unpaged: true, one: "list" },
  operations: ["list", "show"],
  title: (r) => str(r.name),
  fields: { id: id(), name: shown("text", ["Nombre", "Name"], { list: true }) },
}

export const uploads: ResourceDefinition = {
  name: "uploads",
  label: { one: ["Archivo", "File"], many: ["Archivos", "Files"] },
  group: "ajustes",
  icon: "UploadFile",
  hidden: true,
  // Files are sent as multipart to POST /admin-api/uploads (gateway/src/admin-api/uploads.ts).
  engine: { path: "/admin/uploads", single: "file", plural: "files" },
  operations: ["show", "delete"],
  title: (r) => str(r.id),
  fields: { id: id(), url: shown("url", ["Enlace", "URL"]) },
  actions: {
    presign: {
      label: ["Pedir enlace de subida", "Ask for an upload URL"],
      collection: true,
      path: "/admin/uploads/presigned-urls",
      input: {
        originalname: text(["Nombre del archivo", "File name"], { create: "required" }),
        mime_type: text(["Tipo", "Type"], { create: "required" }),
        size: num(["Tamaño", "Size"], { create: "required", min: 0 }),
      },
    },
  },
}

export const workflowExecutions = crud({
  name: "workflow-executions",
  label: { one: ["Ejecución de flujo", "Workflow execution"], many: ["Ejecuciones de flujos", "Workflow executions"] },
  group: "ajustes",
  icon: "AccountTree",
  engine: {
    path: "/admin/workflows-executions",
    single: "workflow_execution",
    plural: "workflow_executions",
    noIdFilter: true,
  },
  operations: ["list", "show"],
  title: (r) => str(r.workflow_id),
  fields: {
    workflow_id: shown("text", ["Flujo", "Workflow"], { list: true }),
    transaction_id: shown("text", ["Transacción", "Transaction"], { list: true }),
    state: shown("text", ["Estado", "State"], { list: true }),
    execution: shown("json", ["Ejecución", "Execution"]),
    created_at: createdAt({ list: true }),
    updated_at: updatedAt(),
  },
  filters: {
    transaction_id: { type: "text", label: ["Transacción", "Transaction"] },
    workflow_id: { type: "text", label: ["Flujo", "Workflow"] },
  },
})

export const setup = [
  stores,
  regions,
  currencies,
  taxRegions,
  taxRates,
  taxProviders,
  stockLocations,
  fulfillmentSets,
  serviceZones,
  fulfillmentProviders,
  shippingOptions,
  shippingProfiles,
  salesChannels,
  apiKeys,
  users,
  invites,
  notifications,
  refundReasons,
  returnReasons,
  plugins,
  uploads,
  workflowExecutions,
]
