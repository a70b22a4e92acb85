/**
 * The shape of an admin resource definition: one entry per back-office entity.
 * From one definition the gateway builds its /admin-api routes (ra-data-simple-rest
 * dialect, gateway/src/admin-api/) and the back-office builds its screens
 * (admin/src/generator/). Data only: nothing here imports a server or a UI.
 */

/** Words shown to people: Spanish first, then English. */
export type Label = readonly [es: string, en: string]

/** A record as the engine answers it (JSON): definitions read it through typed functions, never path strings. */
export type Rec = Readonly<Record<string, unknown>>

/** A record's name on screens, in references and in titles (an empty answer falls back to the id). */
export type Title = (record: Rec) => string

/** Whether a flow applies to a record in its current state. */
export type Condition = (record: Rec) => boolean

/** A value computed from a record (and the flow's other inputs) when the caller leaves it out. */
export type Fill = (record: Rec, inputs: Rec) => unknown

/** A choice of an action input read from the record: the value sent and the words shown. */
export interface Choice {
  id: string
  name: string
}

/** How a value is read, written and shown. */
export type FieldType =
  | "id"
  | "text"
  | "longtext"
  | "email"
  | "url"
  | "number"
  | "integer"
  | "boolean"
  | "date"
  | "datetime"
  /** An amount in major units; shown with the currency named by `currency`. */
  | "money"
  /** A number from 0 to 100. */
  | "percent"
  /** One of `choices`. */
  | "enum"
  /** The id of a record of `reference`; shown as its name. */
  | "reference"
  /** Ids of records of `reference` (written as ids, or as `[{ id }]` when `objects`). */
  | "references"
  /** A list of strings. */
  | "strings"
  /** Free JSON (metadata). */
  | "json"
  /** An image URL. */
  | "image"
  /** A list of objects whose fields are `of`. */
  | "list"
  /** One object whose fields are `of`. */
  | "object"

export interface Field {
  type: FieldType
  label: Label
  /** Where the value sits in the engine's record when it is not the field's key (dotted path). */
  source?: string
  /** Read from this dotted path of the engine's record, written at the field's own key (a linked record's id: `shipping_profile.id`). */
  readFrom?: string
  /**
   * On create, when not given: the value at `value` (default its id) of the oldest record of
   * `resource` matching `filter` — the shipping profile the shop's shipping options use. The
   * form preselects it. (A product created without a profile, by any caller, gets the same one
   * from the engine: commerce/src/workflows/hooks/default-shipping-profile.ts.)
   */
  preset?: { resource: ResourceName; filter: Readonly<Record<string, string>>; value?: string }
  /** Accepted when creating; "required" when it must be given. */
  create?: boolean | "required"
  /** Accepted when updating; "always" when the engine wants it in every update (the form sends it unchanged). */
  update?: boolean | "always"
  /** May be written as null. */
  nullable?: boolean
  /** A column of the list screen. */
  list?: boolean
  /** Shown on the detail screen (default true). */
  show?: boolean
  /** The engine can order lists by it. */
  sortable?: boolean
  /** enum: the allowed values and their labels. */
  choices?: Readonly<Record<string, Label>>
  /** reference(s): the resource whose records the ids name. */
  reference?: ResourceName
  /** references: written as `[{ id }]` objects (and read from them). */
  objects?: boolean
  /** strings / references read from a list of objects: each object's key (countries → `iso_2`). */
  readKey?: string
  /** money: the record path of the currency code (default `currency_code`), or a fixed code ("usd"). */
  currency?: string
  /** list / object: the fields of each element. */
  of?: Readonly<Record<string, Field>>
  /** Limits checked before the engine sees the value. */
  min?: number
  max?: number
  maxLength?: number
  pattern?: string
  /** A short help text under the input. */
  help?: Label
  /** Default value of the create form. */
  default?: unknown
  /** Action inputs: the choices, read from the record the action works on. */
  choicesFrom?: (record: Rec) => readonly Choice[]
  /** Action inputs: the value this input starts with, read from the record. */
  defaultFrom?: (record: Rec) => unknown
}

/** A filter of the list screen and of `GET /admin-api/<res>?filter={…}`. */
export interface Filter {
  type: "search" | "text" | "enum" | "reference" | "boolean" | "date" | "id"
  label: Label
  /** The engine's query parameter (default: the filter's key). */
  param?: string
  /** An operator of the engine's operator map ($gte, $lte, $eq, $ne, $ilike …). */
  op?: "$gte" | "$lte" | "$gt" | "$lt" | "$eq" | "$ne" | "$ilike"
  choices?: Readonly<Record<string, Label>>
  reference?: ResourceName
  /** Always shown on the list screen (not behind "add filter"). */
  alwaysOn?: boolean
  /**
   * The engine accepts the parameter but ignores it (shipping profiles' `q`): the gateway reads
   * the whole list and keeps the records whose named fields contain the text (any case).
   */
  within?: readonly string[]
  /** Several values allowed (sent as a list). */
  multiple?: boolean
}

/** A flow of docs/product.md §4 / call of docs/product.md §7 on one record (or on the collection). */
export interface Action {
  label: Label
  /** The engine call: method and path; `:id` is the record's id, `:name` an input's value. */
  method?: "POST" | "DELETE"
  path: string
  /** Form inputs; those named in the path fill it, the rest form the JSON body. */
  input?: Readonly<Record<string, Field>>
  /** Body values set by the definition, from the id of the record the flow runs on. */
  body?: (id: string) => Rec
  /** Body values the gateway computes from the record when the caller leaves them out. */
  fill?: Readonly<Record<string, Fill>>
  /** Ask before running (the question). */
  confirm?: Label
  /** Applies to the whole collection (`POST /admin-api/<res>/actions/<name>`), not one record. */
  collection?: boolean
  /** Shown only when the record matches. */
  when?: Condition
  /** Destructive: shown in red. */
  danger?: boolean
  /** After success the back-office opens this resource's record, whose id is at `idAt` (dotted keys) in the answer. */
  opens?: { resource: ResourceName; idAt: string }
}

export type Operation = "list" | "show" | "create" | "update" | "delete"

/** The menu sections of the back-office. */
export type Group = "ventas" | "catalogo" | "clientes" | "socios" | "promociones" | "ajustes"

/** How the resource maps onto the engine's admin API. */
export interface Engine {
  /** Base path: list and create at `path`, one record at `path/:id` (unless `one` says otherwise). */
  path: string
  /** The answer's keys: one record and a list (`{ product }`, `{ products, count, offset, limit }`). */
  single: string
  plural: string
  /** Path of one record when not `path/:id` (`:id` and `:<parent>` are replaced); "list" when the engine has none (found in the list). */
  one?: string
  /** Path of create when not `path` (`:<parent>` is replaced). */
  create?: string
  /** Path of delete when not the record's path (order edits: `/admin/order-edits/:id`, shown from the order's preview). */
  remove?: string
  /**
   * The create answer is the parent (`{ product }` for a new variant): the new record is the
   * element of this list in the answer that was not there before (`product.variants`).
   */
  createdIn?: string
  /** The engine's list breaks ties in its order by id itself (our own order list route): a page is read as the engine answers it, in one call. */
  tiesBroken?: boolean
  /** The engine cannot order this list (it fails on `order`): the gateway reads it whole and orders it. */
  unordered?: boolean
  /** The engine's list cannot be filtered by id (campaigns, tax rates…): getMany reads each record. */
  noIdFilter?: boolean
  /**
   * The engine has no route to read one record, and deletes an unknown id "successfully":
   * whether an id exists is read from this list (`path`, its `plural` key, `fields`), at `at`.
   */
  existsIn?: { path: string; plural: string; fields: string; at: string }
  /**
   * Fields the engine answers only when the record is created and never again (a secret API key's
   * `token`, shown once): kept from the create answer in the record the create returns.
   */
  revealedOnCreate?: readonly string[]
  /** Where the new record's id sits in the create answer when it is not `<single>.id` (order edits: `order_change.order_id`). */
  createdId?: string
  /**
   * Fields the answer of `one` lacks, read from another route (`:id` replaced) under `key`: an order
   * edit's preview has no number, status or currency, its order has.
   */
  complete?: Readonly<{ path: string; key: string; fields: readonly string[] }>
  /** Lists read with one record from other calls: field → path (`:id` replaced) and the answer's key. */
  attach?: Readonly<Record<string, { path: string; key: string }>>
  /** `fields` asked of the engine for lists and for one record (default: the engine's own). */
  listFields?: string
  oneFields?: string
  /** The record's id is another field (currencies: `code`). */
  idField?: string
  /**
   * Nested under a parent (`/admin/products/:product_id/variants/:id`): the parent id is the
   * record's `field`, looked up with a list call at `lookup` filtered by id, or given on create.
   */
  parent?: { param: string; field: string; lookup: string }
  /** The list answer has no count (the engine returns everything at once). */
  unpaged?: boolean
  /** Shown only where these record values match (the engine cannot filter on them): filtered by the gateway. */
  only?: Readonly<Record<string, unknown>>
  /** Body values always sent on create (e.g. metadata.custom of custom promotions). */
  createDefaults?: Readonly<Record<string, unknown>>
  /** Query parameters always sent on lists. */
  listQuery?: Readonly<Record<string, string>>
}

export interface ResourceDefinition {
  /** The URL name: /admin-api/<name>, /admin#/<name> — one of ResourceName for the shop's own entities (definitions.test.ts). */
  name: string
  /** Singular and plural, in Spanish and English. */
  label: { one: Label; many: Label }
  group: Group
  /** A Material icon's name (admin/src/generator/icons.ts). */
  icon?: string
  engine: Engine
  operations: readonly Operation[]
  /** What names a record: `(r) => text(r.title)`. */
  title: Title
  fields: Readonly<Record<string, Field>>
  filters?: Readonly<Record<string, Filter>>
  /** Default order of lists. */
  sort?: readonly [field: string, order: "ASC" | "DESC"]
  actions?: Readonly<Record<string, Action>>
  /** Hidden from the menu (reached from other screens). */
  hidden?: boolean
}

/**
 * Every resource's URL name. References, presets and `opens` name one of these, so a link to an
 * entity that does not exist does not compile (definitions.test.ts checks the list against the
 * definitions).
 */
export type ResourceName =
  | "products"
  | "product-variants"
  | "product-categories"
  | "product-collections"
  | "product-tags"
  | "product-types"
  | "price-lists"
  | "price-preferences"
  | "inventory-items"
  | "reservations"
  | "customers"
  | "customer-groups"
  | "partners"
  | "personal-stores"
  | "enrollments"
  | "subscriptions"
  | "promotions"
  | "custom-promotions"
  | "campaigns"
  | "promotion-rule-attributes"
  | "promotion-rule-values"
  | "orders"
  | "returns"
  | "exchanges"
  | "claims"
  | "order-edits"
  | "draft-orders"
  | "fulfillments"
  | "payments"
  | "payment-providers"
  | "payment-collections"
  | "search-synonyms"
  | "search-misses"
  | "regions"
  | "currencies"
  | "tax-regions"
  | "tax-rates"
  | "tax-providers"
  | "shipping-options"
  | "shipping-profiles"
  | "fulfillment-providers"
  | "fulfillment-sets"
  | "service-zones"
  | "stock-locations"
  | "sales-channels"
  | "api-keys"
  | "stores"
  | "users"
  | "invites"
  | "notifications"
  | "refund-reasons"
  | "return-reasons"
  | "plugins"
  | "uploads"
  | "workflow-executions"
