import {
  bool,
  choice,
  createdAt,
  crud,
  field,
  id,
  int,
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
import { str } from "./records.js"
import type { Action, Field, Label, ResourceDefinition } from "./types.js"

/** Promociones: the engine's promotions, our custom (gated) promotions kept in their metadata, campaigns. */

const promotionStatus: Record<string, Label> = {
  draft: ["Borrador", "Draft"],
  active: ["Activa", "Active"],
  inactive: ["Inactiva", "Inactive"],
}
const promotionType: Record<string, Label> = {
  standard: ["Estándar", "Standard"],
  buyget: ["Compra y lleva", "Buy X get Y"],
}
const ruleOperator: Record<string, Label> = {
  in: ["En", "In"],
  eq: ["Igual a", "Equals"],
  ne: ["Distinto de", "Not equal"],
  gt: ["Mayor que", "Greater than"],
  gte: ["Mayor o igual", "At least"],
  lt: ["Menor que", "Less than"],
  lte: ["Menor o igual", "At most"],
}

/** Which orders count for a last-order promotion (gateway/src/promotions/last-order.ts). */
const lastOrderWindow: Record<string, Label> = {
  before: ["Anterior al corte (cliente que regresa)", "Before the cut-off (returning customer)"],
  within: ["Posterior al corte (cliente reciente)", "After the cut-off (recent customer)"],
}

/** How a promotion discounts (application_method). */
const applicationMethod = (required: boolean): Field =>
  object(
    ["Descuento", "Discount"],
    {
      type: choice(
        ["Tipo de descuento", "Discount type"],
        { percentage: ["Porcentaje", "Percentage"], fixed: ["Importe fijo", "Fixed amount"] },
        { create: required ? "required" : true }
      ),
      target_type: choice(
        ["Se aplica a", "Applies to"],
        { items: ["Artículos", "Items"], order: ["Pedido", "Order"], shipping_methods: ["Envío", "Shipping"] },
        { create: required ? "required" : true }
      ),
      allocation: choice(["Reparto", "Allocation"], {
        each: ["A cada uno", "Each"],
        across: ["Entre todos", "Across"],
        once: ["Una vez", "Once"],
      }),
      value: num(["Valor", "Value"], { create: required ? "required" : true, min: 0 }),
      currency_code: text(["Moneda (importe fijo)", "Currency (fixed amount)"], { nullable: true, maxLength: 3 }),
      max_quantity: int(["Cantidad máxima", "Max quantity"], { nullable: true, min: 0 }),
      buy_rules_min_quantity: int(["Mínimo a comprar", "Minimum to buy"], { nullable: true, min: 0 }),
      apply_to_quantity: int(["Cantidad a regalar", "Quantity to apply to"], { nullable: true, min: 0 }),
    },
    { create: required ? "required" : true, update: true }
  )

const rulesShown = (label: Label, source: string): Field =>
  list(
    label,
    {
      attribute: shown("text", ["Atributo", "Attribute"]),
      operator: field("enum", ["Operador", "Operator"], { choices: ruleOperator }),
      values: field("strings", ["Valores", "Values"], { readKey: "value" }),
    },
    { source }
  )

/** POST /admin/promotions/:id/<kind>/batch — create and delete rules (docs/product.md §7: rule lists create, update, delete with rule_ids). */
const ruleBatch = (kind: "rules" | "target-rules" | "buy-rules", label: Label): Action => ({
  label,
  path: `/admin/promotions/:id/${kind}/batch`,
  input: {
    create: list(["Reglas nuevas", "New rules"], {
      attribute: text(["Atributo", "Attribute"], {
        create: "required",
        help: ["p. ej. items.variant_id, region.id", "e.g. items.variant_id, region.id"],
      }),
      operator: choice(["Operador", "Operator"], ruleOperator, { create: "required" }),
      values: field("strings", ["Valores", "Values"], { create: "required" }),
    }),
    update: list(["Reglas a cambiar", "Rules to change"], {
      id: text(["Regla (id)", "Rule (id)"], { create: "required" }),
      operator: choice(["Operador", "Operator"], ruleOperator),
      values: field("strings", ["Valores", "Values"], { create: "required" }),
    }),
    delete: field("strings", ["Reglas a quitar (ids)", "Rules to remove (ids)"]),
  },
})

const promotionEngine = {
  path: "/admin/promotions",
  single: "promotion",
  plural: "promotions",
  listFields:
    "id,code,type,status,is_automatic,campaign_id,limit,used,metadata,created_at,updated_at,*application_method",
  oneFields:
    "id,code,type,status,is_automatic,is_tax_inclusive,campaign_id,limit,used,metadata,created_at,updated_at,*application_method,*rules,rules.values.*,*application_method.target_rules,application_method.target_rules.values.*,*application_method.buy_rules,application_method.buy_rules.values.*",
}

const promotionFields = (): Record<string, Field> => ({
  id: id(),
  code: text(["Código", "Code"], { create: "required", list: true, sortable: true }),
  type: choice(["Tipo", "Type"], promotionType, { create: "required", list: true }),
  status: choice(["Estado", "Status"], promotionStatus, { list: true }),
  is_automatic: bool(["Automática", "Automatic"], { list: true }),
  is_tax_inclusive: bool(["Con impuestos", "Tax inclusive"], { show: false }),
  campaign_id: ref("campaigns", ["Campaña", "Campaign"], { nullable: true }),
  limit: int(["Usos máximos", "Usage limit"], { nullable: true, min: 1 }),
  used: shown("integer", ["Usos", "Used"], { list: true }),
  application_method: applicationMethod(true),
  rules: rulesShown(["Condiciones", "Conditions"], "rules"),
  target_rules: rulesShown(["A qué se aplica", "What it applies to"], "application_method.target_rules"),
  buy_rules: rulesShown(["Qué hay que comprar", "What must be bought"], "application_method.buy_rules"),
  created_at: createdAt({ list: true }),
  updated_at: updatedAt(),
})

const ruleActions = (): Record<string, Action> => ({
  rules: ruleBatch("rules", ["Condiciones", "Conditions"]),
  targetRules: ruleBatch("target-rules", ["A qué se aplica", "What it applies to"]),
  buyRules: ruleBatch("buy-rules", ["Qué hay que comprar", "What must be bought"]),
})

export const promotions: ResourceDefinition = {
  name: "promotions",
  label: { one: ["Promoción", "Promotion"], many: ["Promociones", "Promotions"] },
  group: "promociones",
  icon: "Discount",
  engine: promotionEngine,
  operations: ["list", "show", "create", "update", "delete"],
  title: (r) => str(r.code),
  sort: ["created_at", "DESC"],
  fields: { ...promotionFields(), metadata: metadata() },
  filters: { q: search(), campaign_id: { type: "reference", label: ["Campaña", "Campaign"], reference: "campaigns" } },
  actions: ruleActions(),
}

/** Our gated promotions (docs/architecture.md "Where each rule lives"): a promotion whose metadata says who may have it; the gateway enforces it. */
export const customPromotions: ResourceDefinition = {
  name: "custom-promotions",
  label: { one: ["Promoción de socios", "Partner promotion"], many: ["Promociones de socios", "Partner promotions"] },
  group: "promociones",
  icon: "CardGiftcard",
  engine: { ...promotionEngine, only: { "metadata.custom": true }, createDefaults: { metadata: { custom: true } } },
  operations: ["list", "show", "create", "update", "delete"],
  title: (r) => str(r.code),
  sort: ["created_at", "DESC"],
  fields: {
    ...promotionFields(),
    requires_enrollment: bool(["Solo socios inscritos", "Enrolled partners only"], {
      source: "metadata.requires_enrollment",
      list: true,
    }),
    requires_last_order: bool(["Exige un pedido anterior", "Requires a previous order"], {
      source: "metadata.requires_last_order",
      list: true,
    }),
    requires_last_order_days: int(["Días del corte (hoy − N)", "Cut-off in days (today − N)"], {
      source: "metadata.requires_last_order_days",
      nullable: true,
      min: 1,
      help: ["Por defecto 50", "Default 50"],
    }),
    last_order_window: choice(["Qué pedido cuenta", "Which order counts"], lastOrderWindow, {
      source: "metadata.last_order_window",
      nullable: true,
      help: [
        "Por defecto, un pedido anterior al corte: una oferta para clientes que regresan",
        "By default an order before the cut-off: an offer for returning customers",
      ],
    }),
    auto_apply: bool(["Se aplica sola", "Applied automatically"], { source: "metadata.auto_apply", list: true }),
    title_es: text(["Nombre para clientes (español)", "Name shoppers see (Spanish)"], {
      source: "metadata.title_es",
      nullable: true,
      list: true,
    }),
    title_en: text(["Nombre para clientes (inglés)", "Name shoppers see (English)"], {
      source: "metadata.title_en",
      nullable: true,
    }),
    message_es: text(["Mensaje (español)", "Message (Spanish)"], { source: "metadata.message_es", nullable: true }),
    message_en: text(["Mensaje (inglés)", "Message (English)"], { source: "metadata.message_en", nullable: true }),
  },
  filters: { q: search() },
  actions: ruleActions(),
}

export const campaigns = crud({
  name: "campaigns",
  label: { one: ["Campaña", "Campaign"], many: ["Campañas", "Campaigns"] },
  group: "promociones",
  icon: "Campaign",
  engine: {
    path: "/admin/campaigns",
    single: "campaign",
    plural: "campaigns",
    noIdFilter: true,
    oneFields: "id,name,campaign_identifier,description,starts_at,ends_at,created_at,updated_at,*budget,*promotions",
  },
  title: (r) => str(r.name),
  fields: {
    name: text(["Nombre", "Name"], { create: "required", list: true, sortable: true }),
    campaign_identifier: text(["Identificador", "Identifier"], { create: "required", list: true }),
    description: text(["Descripción", "Description"], { nullable: true }),
    starts_at: field("datetime", ["Desde", "Starts"], { create: true, update: true, nullable: true, list: true }),
    ends_at: field("datetime", ["Hasta", "Ends"], { create: true, update: true, nullable: true, list: true }),
    budget: object(
      ["Presupuesto", "Budget"],
      {
        type: choice(["Tipo", "Type"], { spend: ["Gasto", "Spend"], usage: ["Usos", "Usage"] }, { create: "required" }),
        limit: num(["Límite", "Limit"], { nullable: true, min: 0 }),
        currency_code: text(["Moneda (gasto)", "Currency (spend)"], { nullable: true, maxLength: 3 }),
      },
      { create: true, nullable: true }
    ),
    promotions: refs("promotions", ["Promociones", "Promotions"], { objects: true, create: false, update: false }),
    created_at: createdAt(),
  },
  filters: { q: search() },
  actions: {
    promotions: {
      label: ["Promociones de la campaña", "Campaign promotions"],
      path: "/admin/campaigns/:id/promotions",
      input: link("promotions", ["Agregar promociones", "Add promotions"], ["Quitar promociones", "Remove promotions"]),
    },
  },
})

const ruleTypes: Record<string, Label> = {
  rules: ["Condiciones", "Conditions"],
  "target-rules": ["A qué se aplica", "What it applies to"],
  "buy-rules": ["Qué hay que comprar", "What must be bought"],
}

/** What a promotion rule may look at (GET /admin/promotions/rule-attribute-options/:rule_type). */
export const promotionRuleAttributes: ResourceDefinition = {
  name: "promotion-rule-attributes",
  label: { one: ["Atributo de regla", "Rule attribute"], many: ["Atributos de reglas", "Rule attributes"] },
  group: "promociones",
  icon: "Rule",
  hidden: true,
  engine: {
    path: "/admin/promotions/rule-attribute-options/:rule_type",
    single: "attribute",
    plural: "attributes",
    unpaged: true,
    one: "list",
    listQuery: {},
  },
  operations: ["list"],
  title: (r) => str(r.label),
  fields: {
    id: id({ list: true }),
    label: shown("text", ["Nombre", "Label"], { list: true }),
    value: shown("text", ["Atributo", "Attribute"], { list: true }),
    field_type: shown("text", ["Tipo", "Type"], { list: true }),
  },
  filters: {
    rule_type: { type: "enum", label: ["Tipo de regla", "Rule type"], choices: ruleTypes, alwaysOn: true },
    promotion_type: { type: "enum", label: ["Tipo de promoción", "Promotion type"], choices: promotionType },
  },
}

/** The values a rule attribute may take (GET /admin/promotions/rule-value-options/:rule_type/:attribute). */
export const promotionRuleValues: ResourceDefinition = {
  name: "promotion-rule-values",
  label: { one: ["Valor de regla", "Rule value"], many: ["Valores de reglas", "Rule values"] },
  group: "promociones",
  icon: "Rule",
  hidden: true,
  engine: {
    path: "/admin/promotions/rule-value-options/:rule_type/:attribute",
    single: "value",
    plural: "values",
    idField: "value",
    unordered: true,
  },
  operations: ["list"],
  title: (r) => str(r.label),
  fields: {
    id: id(),
    value: shown("text", ["Valor", "Value"], { list: true }),
    label: shown("text", ["Nombre", "Label"], { list: true }),
  },
  filters: {
    rule_type: { type: "enum", label: ["Tipo de regla", "Rule type"], choices: ruleTypes, alwaysOn: true },
    attribute: { type: "text", label: ["Atributo", "Attribute"], alwaysOn: true },
    q: search(),
  },
}

export const marketing = [promotions, customPromotions, campaigns, promotionRuleAttributes, promotionRuleValues]
