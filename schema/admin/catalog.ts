import {
  bool,
  choice,
  createdAt,
  crud,
  field,
  int,
  link,
  list,
  longtext,
  metadata,
  num,
  ref,
  refs,
  search,
  shown,
  text,
  updatedAt,
} from "./fields.js"
import { byTitle, choicesOf, joined, rows, str } from "./records.js"
import type { Field, Label } from "./types.js"

/** Catálogo: products, their variants and prices, how they are grouped, and stock. */

const productStatus: Record<string, Label> = {
  draft: ["Borrador", "Draft"],
  proposed: ["Propuesto", "Proposed"],
  published: ["Publicado", "Published"],
  rejected: ["Rechazado", "Rejected"],
}

/** A price in a currency (the amount in major units). */
const priceFields = (): Record<string, Field> => ({
  id: text(["ID", "ID"], { show: false }),
  currency_code: text(["Moneda", "Currency"], { create: "required", maxLength: 3 }),
  amount: field("money", ["Importe", "Amount"], {
    create: "required",
    update: true,
    min: 0,
    currency: "currency_code",
  }),
})

const dimensions = (): Record<string, Field> => ({
  weight: num(["Peso (g)", "Weight (g)"], { nullable: true, min: 0 }),
  length: num(["Largo", "Length"], { nullable: true, min: 0, show: false }),
  height: num(["Alto", "Height"], { nullable: true, min: 0, show: false }),
  width: num(["Ancho", "Width"], { nullable: true, min: 0, show: false }),
  origin_country: text(["País de origen", "Country of origin"], { nullable: true, show: false }),
  hs_code: text(["Código arancelario", "HS code"], { nullable: true, show: false }),
  material: text(["Material", "Material"], { nullable: true, show: false }),
})

export const products = crud({
  name: "products",
  label: { one: ["Producto", "Product"], many: ["Productos", "Products"] },
  group: "catalogo",
  icon: "Inventory2",
  engine: {
    path: "/admin/products",
    single: "product",
    plural: "products",
    listFields: "id,title,handle,status,thumbnail,collection_id,type_id,created_at,updated_at,variants.id",
    oneFields:
      "id,title,subtitle,handle,description,status,thumbnail,discountable,is_giftcard,collection_id,type_id,shipping_profile.id,weight,length,height,width,origin_country,hs_code,material,metadata,created_at,updated_at,*options,*options.values,*images,*tags,*categories,*sales_channels,*variants,*variants.prices,*variants.options",
  },
  title: (r) => str(r.title),
  fields: {
    thumbnail: field("image", ["Imagen", "Image"], { list: true, create: true, update: true, nullable: true }),
    title: text(["Nombre", "Title"], { create: "required", list: true, sortable: true }),
    subtitle: text(["Subtítulo", "Subtitle"], { nullable: true }),
    handle: text(["Identificador en la URL", "Handle"], {
      list: true,
      sortable: true,
      pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
    }),
    status: choice(["Estado", "Status"], productStatus, { list: true }),
    description: longtext(["Descripción", "Description"]),
    collection_id: ref("product-collections", ["Colección", "Collection"], { list: true, nullable: true }),
    type_id: ref("product-types", ["Tipo", "Type"], { nullable: true }),
    // Without one, an order of the product cannot be fulfilled ("does not match the shipping profile of the order item").
    shipping_profile_id: ref("shipping-profiles", ["Perfil de envío", "Shipping profile"], {
      readFrom: "shipping_profile.id",
      // The profile the shop ships with: its shipping options' (the engine also keeps an unused "Default Shipping Profile").
      preset: { resource: "shipping-options", filter: {}, value: "shipping_profile_id" },
      help: [
        "El de la tienda viene elegido: sin perfil, sus pedidos no se pueden preparar.",
        "The shop's is preselected: without a profile, its orders cannot be fulfilled.",
      ],
    }),
    categories: refs("product-categories", ["Categorías", "Categories"], { objects: true }),
    tags: refs("product-tags", ["Etiquetas", "Tags"], { objects: true }),
    sales_channels: refs("sales-channels", ["Canales de venta", "Sales channels"], { objects: true }),
    discountable: bool(["Admite descuentos", "Discountable"]),
    is_giftcard: bool(["Tarjeta de regalo", "Gift card"], { update: false, show: false }),
    ...dimensions(),
    images: list(
      ["Imágenes", "Images"],
      { url: text(["Enlace", "URL"], { create: "required" }) },
      { create: true, update: true }
    ),
    options: list(
      ["Opciones", "Options"],
      {
        title: text(["Opción", "Option"], { create: "required" }),
        values: field("strings", ["Valores", "Values"], { create: "required", readKey: "value" }),
      },
      { create: "required" }
    ),
    variants: list(
      ["Variantes", "Variants"],
      {
        title: text(["Variante", "Variant"], { create: "required" }),
        sku: text(["SKU", "SKU"]),
        manage_inventory: bool(["Controlar inventario", "Manage inventory"]),
        options: field("json", ["Opciones (opción: valor)", "Options (option: value)"], { create: true }),
        prices: list(["Precios", "Prices"], priceFields(), { create: "required" }),
      },
      { create: true }
    ),
    created_at: createdAt({ list: true }),
    updated_at: updatedAt(),
    metadata: metadata(),
  },
  filters: {
    q: search(),
    status: { type: "enum", label: ["Estado", "Status"], choices: productStatus, multiple: true, alwaysOn: true },
    collection_id: { type: "reference", label: ["Colección", "Collection"], reference: "product-collections" },
    category_id: { type: "reference", label: ["Categoría", "Category"], reference: "product-categories" },
    type_id: { type: "reference", label: ["Tipo", "Type"], reference: "product-types" },
    tag_id: { type: "reference", label: ["Etiqueta", "Tag"], reference: "product-tags" },
    sales_channel_id: { type: "reference", label: ["Canal de venta", "Sales channel"], reference: "sales-channels" },
  },
  actions: {
    import: {
      label: ["Importar CSV", "Import CSV"],
      collection: true,
      path: "/admin/products/imports",
      input: {
        file_key: text(["Archivo subido", "Uploaded file"], { create: "required" }),
        originalname: text(["Nombre del archivo", "File name"], { create: "required" }),
        extension: text(["Extensión", "Extension"], { create: "required" }),
        size: int(["Tamaño", "Size"], { create: "required", min: 0 }),
        mime_type: text(["Tipo", "Type"], { create: "required" }),
      },
    },
    confirmImport: {
      label: ["Confirmar importación", "Confirm import"],
      collection: true,
      path: "/admin/products/imports/:transaction_id/confirm",
      input: { transaction_id: text(["Importación", "Import"], { create: "required" }) },
    },
    export: { label: ["Exportar CSV", "Export CSV"], collection: true, path: "/admin/products/export" },
    // Options at any time (docs/product.md §7 products options; the engine's batch of 2.17+): new options, values added or removed, options removed.
    options: {
      label: ["Cambiar opciones", "Change options"],
      path: "/admin/products/:id/options/batch",
      input: {
        add: list(["Opciones nuevas", "New options"], {
          title: text(["Opción", "Option"], { create: "required" }),
          values: field("strings", ["Valores", "Values"], { create: "required" }),
        }),
        update: list(["Valores de una opción", "An option's values"], {
          product_option_id: field("enum", ["Opción", "Option"], {
            create: "required",
            choicesFrom: (record) => byTitle(rows(record, "options")),
          }),
          // New values as `{ value }` (a bare string names an existing value's id).
          add: list(["Agregar valores", "Add values"], { value: text(["Valor", "Value"], { create: "required" }) }),
          remove: field("strings", ["Quitar valores (ids)", "Remove values (ids)"], { create: true }),
        }),
        remove: field("strings", ["Quitar opciones (ids)", "Remove options (ids)"], { create: true }),
      },
    },
    renameOption: {
      label: ["Renombrar opción", "Rename option"],
      path: "/admin/product-options/:option_id",
      input: {
        option_id: field("enum", ["Opción", "Option"], {
          create: "required",
          choicesFrom: (record) => byTitle(rows(record, "options")),
        }),
        title: text(["Nombre nuevo", "New name"], { create: "required" }),
      },
    },
    // Bulk edit (docs/product.md §7 products batch): several products at once, e.g. their status.
    batch: {
      label: ["Cambiar varios productos", "Change several products"],
      collection: true,
      path: "/admin/products/batch",
      input: {
        update: list(["Productos", "Products"], {
          id: field("reference", ["Producto", "Product"], { reference: "products", create: "required" }),
          status: choice(["Estado", "Status"], productStatus),
          title: text(["Nombre", "Title"]),
        }),
        delete: field("strings", ["Borrar (ids)", "Delete (ids)"], { create: true }),
      },
    },
    // Bulk edit of variants and their prices (docs/product.md §7 variants batch): the price grid sends this.
    variantsBatch: {
      label: ["Cambiar variantes y precios", "Change variants and prices"],
      path: "/admin/products/:id/variants/batch",
      input: {
        update: list(["Variantes", "Variants"], {
          id: field("enum", ["Variante", "Variant"], {
            create: "required",
            choicesFrom: (record) => byTitle(rows(record, "variants")),
          }),
          title: text(["Variante", "Variant"]),
          sku: text(["SKU", "SKU"], { nullable: true }),
          prices: list(["Precios", "Prices"], priceFields(), { create: true }),
        }),
        delete: field("strings", ["Borrar variantes (ids)", "Delete variants (ids)"], { create: true }),
      },
    },
  },
})

export const productVariants = crud({
  name: "product-variants",
  label: { one: ["Variante", "Variant"], many: ["Variantes", "Variants"] },
  group: "catalogo",
  icon: "Style",
  engine: {
    path: "/admin/product-variants",
    single: "variant",
    plural: "variants",
    create: "/admin/products/:product_id/variants",
    // The engine answers a new variant with its product: the new variant is the one not there before.
    createdIn: "product.variants",
    one: "/admin/products/:product_id/variants/:id",
    parent: { param: "product_id", field: "product_id", lookup: "/admin/product-variants" },
    listFields: "id,title,sku,product_id,manage_inventory,created_at,updated_at,*prices",
    oneFields:
      "id,title,sku,barcode,ean,upc,product_id,manage_inventory,allow_backorder,weight,metadata,created_at,updated_at,*prices,*options",
  },
  title: (r) => joined(" · ", r.sku, r.title),
  fields: {
    product_id: ref("products", ["Producto", "Product"], { list: true, create: "required", update: false }),
    title: text(["Variante", "Variant"], { create: "required", list: true, sortable: true }),
    sku: text(["SKU", "SKU"], { list: true, sortable: true, nullable: true }),
    barcode: text(["Código de barras", "Barcode"], { nullable: true, show: false }),
    manage_inventory: bool(["Controlar inventario", "Manage inventory"], { list: true }),
    allow_backorder: bool(["Vender sin existencias", "Allow backorder"]),
    weight: num(["Peso (g)", "Weight (g)"], { nullable: true, min: 0 }),
    prices: list(["Precios", "Prices"], priceFields(), { create: "required", update: true, list: true }),
    options: field("json", ["Opciones (opción: valor)", "Options (option: value)"], { create: true, show: false }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    metadata: metadata(),
  },
  filters: {
    q: search(),
    sku: { type: "text", label: ["SKU", "SKU"] },
    manage_inventory: { type: "boolean", label: ["Controlar inventario", "Manage inventory"] },
  },
})

export const productCategories = crud({
  name: "product-categories",
  label: { one: ["Categoría", "Category"], many: ["Categorías", "Categories"] },
  group: "catalogo",
  icon: "Category",
  engine: { path: "/admin/product-categories", single: "product_category", plural: "product_categories" },
  title: (r) => str(r.name),
  sort: ["rank", "ASC"],
  fields: {
    name: text(["Nombre", "Name"], { create: "required", list: true, sortable: true }),
    handle: text(["Identificador en la URL", "Handle"], { list: true, sortable: true }),
    description: text(["Descripción", "Description"]),
    parent_category_id: ref("product-categories", ["Categoría madre", "Parent category"], {
      list: true,
      nullable: true,
    }),
    is_active: bool(["Activa", "Active"], { list: true }),
    is_internal: bool(["Interna", "Internal"]),
    rank: int(["Orden", "Rank"], { min: 0, sortable: true }),
    created_at: createdAt({ list: true }),
    updated_at: updatedAt(),
    metadata: metadata(),
  },
  filters: {
    q: search(),
    is_active: { type: "boolean", label: ["Activa", "Active"] },
    parent_category_id: {
      type: "reference",
      label: ["Categoría madre", "Parent category"],
      reference: "product-categories",
    },
  },
  actions: {
    products: {
      label: ["Productos de la categoría", "Category products"],
      path: "/admin/product-categories/:id/products",
      input: link("products", ["Agregar productos", "Add products"], ["Quitar productos", "Remove products"]),
    },
  },
})

export const productCollections = crud({
  name: "product-collections",
  label: { one: ["Colección", "Collection"], many: ["Colecciones", "Collections"] },
  group: "catalogo",
  icon: "CollectionsBookmark",
  engine: { path: "/admin/collections", single: "collection", plural: "collections" },
  title: (r) => str(r.title),
  fields: {
    title: text(["Nombre", "Title"], { create: "required", list: true, sortable: true }),
    handle: text(["Identificador en la URL", "Handle"], { list: true, sortable: true }),
    created_at: createdAt({ list: true }),
    updated_at: updatedAt(),
    metadata: metadata(),
  },
  filters: { q: search() },
  actions: {
    products: {
      label: ["Productos de la colección", "Collection products"],
      path: "/admin/collections/:id/products",
      input: link("products", ["Agregar productos", "Add products"], ["Quitar productos", "Remove products"]),
    },
  },
})

export const productTags = crud({
  name: "product-tags",
  label: { one: ["Etiqueta", "Tag"], many: ["Etiquetas", "Tags"] },
  group: "catalogo",
  icon: "LocalOffer",
  engine: { path: "/admin/product-tags", single: "product_tag", plural: "product_tags" },
  title: (r) => str(r.value),
  sort: ["value", "ASC"],
  fields: {
    value: text(["Etiqueta", "Tag"], { create: "required", list: true, sortable: true }),
    created_at: createdAt({ list: true }),
    metadata: metadata(),
  },
  filters: { q: search() },
})

export const productTypes = crud({
  name: "product-types",
  label: { one: ["Tipo de producto", "Product type"], many: ["Tipos de producto", "Product types"] },
  group: "catalogo",
  icon: "Label",
  engine: { path: "/admin/product-types", single: "product_type", plural: "product_types" },
  title: (r) => str(r.value),
  sort: ["value", "ASC"],
  fields: {
    value: text(["Tipo", "Type"], { create: "required", list: true, sortable: true }),
    created_at: createdAt({ list: true }),
    metadata: metadata(),
  },
  filters: { q: search() },
})

export const priceLists = crud({
  name: "price-lists",
  label: { one: ["Lista de precios", "Price list"], many: ["Listas de precios", "Price lists"] },
  group: "catalogo",
  icon: "PriceChange",
  engine: {
    path: "/admin/price-lists",
    single: "price_list",
    plural: "price_lists",
    // The engine's own detail leaves the prices out: asked for, with each price's variant.
    oneFields:
      "id,title,description,status,type,starts_at,ends_at,created_at,updated_at,metadata,price_list_rules.value,price_list_rules.attribute,prices.id,prices.currency_code,prices.amount,prices.min_quantity,prices.max_quantity,prices.price_set.variant.id",
  },
  title: (r) => str(r.title),
  fields: {
    title: text(["Nombre", "Title"], { create: "required", list: true, sortable: true }),
    description: text(["Descripción", "Description"], { create: "required" }),
    status: choice(
      ["Estado", "Status"],
      { active: ["Activa", "Active"], draft: ["Borrador", "Draft"] },
      { list: true }
    ),
    type: choice(
      ["Tipo", "Type"],
      { sale: ["Oferta", "Sale"], override: ["Reemplaza precios", "Override"] },
      { list: true }
    ),
    starts_at: field("datetime", ["Desde", "Starts"], { create: true, update: true, nullable: true, list: true }),
    ends_at: field("datetime", ["Hasta", "Ends"], { create: true, update: true, nullable: true, list: true }),
    prices: list(["Precios", "Prices"], {
      variant_id: field("reference", ["Variante", "Variant"], { reference: "product-variants" }),
      currency_code: shown("text", ["Moneda", "Currency"]),
      amount: field("money", ["Importe", "Amount"], { currency: "currency_code" }),
    }),
    created_at: createdAt(),
    metadata: metadata(),
  },
  filters: { q: search() },
  actions: {
    prices: {
      label: ["Cambiar precios", "Change prices"],
      path: "/admin/price-lists/:id/prices/batch",
      input: {
        create: list(["Precios nuevos", "New prices"], {
          variant_id: field("reference", ["Variante", "Variant"], {
            reference: "product-variants",
            create: "required",
          }),
          currency_code: text(["Moneda", "Currency"], { create: "required", maxLength: 3 }),
          amount: num(["Importe", "Amount"], { create: "required", min: 0 }),
        }),
        delete: field("strings", ["Quitar precios (ids)", "Remove prices (ids)"]),
      },
    },
    removeProducts: {
      label: ["Quitar productos", "Remove products"],
      path: "/admin/price-lists/:id/products",
      input: { remove: refs("products", ["Productos", "Products"]) },
    },
  },
})

export const pricePreferences = crud({
  name: "price-preferences",
  label: { one: ["Preferencia de precio", "Price preference"], many: ["Preferencias de precio", "Price preferences"] },
  group: "ajustes",
  icon: "Tune",
  engine: { path: "/admin/price-preferences", single: "price_preference", plural: "price_preferences" },
  title: (r) => joined(": ", r.attribute, r.value),
  fields: {
    attribute: choice(
      ["Según", "By"],
      { region_id: ["Región", "Region"], currency_code: ["Moneda", "Currency"] },
      { create: "required", list: true }
    ),
    value: text(["Valor", "Value"], { create: "required", list: true }),
    is_tax_inclusive: bool(["Precios con impuestos", "Tax inclusive"], { list: true }),
    created_at: createdAt(),
  },
})

export const inventoryItems = crud({
  name: "inventory-items",
  label: { one: ["Artículo de inventario", "Inventory item"], many: ["Inventario", "Inventory"] },
  group: "catalogo",
  icon: "Warehouse",
  engine: {
    path: "/admin/inventory-items",
    single: "inventory_item",
    plural: "inventory_items",
    // The stock grid shows each item's level at every location: read with the list.
    listFields: "id,sku,title,stocked_quantity,reserved_quantity,created_at,updated_at,*location_levels",
    oneFields:
      "id,sku,title,description,requires_shipping,weight,stocked_quantity,reserved_quantity,metadata,created_at,updated_at,*location_levels",
  },
  title: (r) => str(r.sku),
  sort: ["sku", "ASC"],
  fields: {
    sku: text(["SKU", "SKU"], { list: true, sortable: true, nullable: true }),
    title: text(["Nombre", "Title"], { list: true, nullable: true }),
    description: text(["Descripción", "Description"], { nullable: true }),
    requires_shipping: bool(["Requiere envío", "Requires shipping"]),
    weight: num(["Peso (g)", "Weight (g)"], { nullable: true, min: 0 }),
    stocked_quantity: shown("integer", ["En existencia", "In stock"], { list: true }),
    reserved_quantity: shown("integer", ["Reservado", "Reserved"], { list: true }),
    location_levels: list(["Existencias por almacén", "Stock by location"], {
      location_id: field("reference", ["Almacén", "Location"], { reference: "stock-locations" }),
      stocked_quantity: shown("integer", ["En existencia", "In stock"]),
      reserved_quantity: shown("integer", ["Reservado", "Reserved"]),
      incoming_quantity: shown("integer", ["Por llegar", "Incoming"]),
      available_quantity: shown("integer", ["Disponible", "Available"]),
    }),
    created_at: createdAt(),
    metadata: metadata(),
  },
  filters: { q: search(), sku: { type: "text", label: ["SKU", "SKU"] } },
  actions: {
    // Bulk stock (docs/product.md §7 POST /admin/inventory-items/location-levels/batch): the stock grid sends this.
    levelsBatch: {
      label: ["Ajustar existencias en bloque", "Set stock in bulk"],
      collection: true,
      path: "/admin/inventory-items/location-levels/batch",
      input: {
        update: list(["Existencias", "Stock"], {
          inventory_item_id: field("reference", ["Artículo", "Item"], {
            reference: "inventory-items",
            create: "required",
          }),
          location_id: field("reference", ["Almacén", "Location"], {
            reference: "stock-locations",
            create: "required",
          }),
          stocked_quantity: int(["En existencia", "In stock"], { min: 0 }),
          incoming_quantity: int(["Por llegar", "Incoming"], { min: 0 }),
        }),
        create: list(["Almacenes nuevos", "New locations"], {
          inventory_item_id: field("reference", ["Artículo", "Item"], {
            reference: "inventory-items",
            create: "required",
          }),
          location_id: field("reference", ["Almacén", "Location"], {
            reference: "stock-locations",
            create: "required",
          }),
          stocked_quantity: int(["En existencia", "In stock"], { min: 0 }),
        }),
      },
    },
    setLevel: {
      label: ["Ajustar existencias", "Set stock"],
      path: "/admin/inventory-items/:id/location-levels/:location_id",
      input: {
        location_id: field("enum", ["Almacén", "Location"], {
          create: "required",
          choicesFrom: (record) => choicesOf(rows(record, "location_levels"), (level) => level.location_id),
        }),
        stocked_quantity: int(["En existencia", "In stock"], { create: "required", min: 0 }),
        incoming_quantity: int(["Por llegar", "Incoming"], { min: 0 }),
      },
    },
    addLevel: {
      label: ["Agregar almacén", "Add location"],
      path: "/admin/inventory-items/:id/location-levels",
      input: {
        location_id: field("reference", ["Almacén", "Location"], { reference: "stock-locations", create: "required" }),
        stocked_quantity: int(["En existencia", "In stock"], { min: 0 }),
      },
    },
    removeLevel: {
      label: ["Quitar almacén", "Remove location"],
      method: "DELETE",
      path: "/admin/inventory-items/:id/location-levels/:location_id",
      input: {
        location_id: field("enum", ["Almacén", "Location"], {
          create: "required",
          choicesFrom: (record) => choicesOf(rows(record, "location_levels"), (level) => level.location_id),
        }),
      },
      danger: true,
    },
  },
})

export const reservations = crud({
  name: "reservations",
  label: { one: ["Reserva", "Reservation"], many: ["Reservas", "Reservations"] },
  group: "catalogo",
  icon: "BookmarkAdded",
  engine: { path: "/admin/reservations", single: "reservation", plural: "reservations", noIdFilter: true },
  title: (r) => str(r.id),
  fields: {
    inventory_item_id: ref("inventory-items", ["Artículo de inventario", "Inventory item"], {
      create: "required",
      update: false,
      list: true,
    }),
    location_id: ref("stock-locations", ["Almacén", "Location"], { create: "required", list: true }),
    quantity: int(["Cantidad", "Quantity"], { create: "required", min: 1, list: true }),
    line_item_id: text(["Línea de pedido", "Order line"], { update: false, nullable: true }),
    description: text(["Descripción", "Description"], { nullable: true }),
    created_at: createdAt({ list: true }),
    metadata: metadata(),
  },
})

export const catalog = [
  products,
  productVariants,
  productCategories,
  productCollections,
  productTags,
  productTypes,
  priceLists,
  inventoryItems,
  reservations,
  pricePreferences,
]
