import { describe, expect, it } from "vitest"
import { groups, resources } from "./index.js"
import type { Field, ResourceName } from "./types.js"

/** The definitions are data: these checks keep them consistent, so the generated API and screens never point nowhere. */
const names = new Set<string>(resources.map((r) => r.name))

function walk(fields: Readonly<Record<string, Field>>, visit: (path: string, field: Field) => void, prefix = "") {
  for (const [name, field] of Object.entries(fields)) {
    const path = prefix ? `${prefix}.${name}` : name
    visit(path, field)
    if (field.of) walk(field.of, visit, path)
  }
}

describe("admin definitions", () => {
  it("define every admin entity of docs/product.md §3 / §7 and ours", () => {
    const required = [
      "api-keys",
      "campaigns",
      "claims",
      "currencies",
      "customers",
      "customer-groups",
      "draft-orders",
      "exchanges",
      "fulfillments",
      "fulfillment-providers",
      "fulfillment-sets",
      "service-zones",
      "inventory-items",
      "invites",
      "notifications",
      "orders",
      "order-edits",
      "payments",
      "payment-collections",
      "plugins",
      "price-lists",
      "price-preferences",
      "products",
      "product-categories",
      "product-collections",
      "product-tags",
      "product-types",
      "product-variants",
      "promotions",
      "refund-reasons",
      "regions",
      "reservations",
      "returns",
      "return-reasons",
      "sales-channels",
      "shipping-options",
      "shipping-profiles",
      "stock-locations",
      "stores",
      "tax-providers",
      "tax-rates",
      "tax-regions",
      "uploads",
      "users",
      "workflow-executions",
      "partners",
      "personal-stores",
      "enrollments",
      "custom-promotions",
      "subscriptions",
    ]
    expect(required.filter((name) => !names.has(name))).toEqual([])
  })

  it("have unique URL-safe names, a menu group and both languages in every label", () => {
    expect(names.size).toBe(resources.length)
    const problems: string[] = []
    const group = new Set(groups.map((g) => g.id))
    for (const r of resources) {
      if (!/^[a-z]+(-[a-z]+)*$/.test(r.name)) problems.push(`${r.name}: name`)
      if (!group.has(r.group)) problems.push(`${r.name}: group ${r.group}`)
      if (!r.operations.length && !Object.keys(r.actions ?? {}).length) problems.push(`${r.name}: nothing to do`)
      for (const label of [r.label.one, r.label.many]) if (!label[0] || !label[1]) problems.push(`${r.name}: label`)
      const check = (where: string, fields: Readonly<Record<string, Field>>) =>
        walk(fields, (path, field) => {
          if (!field.label[0] || !field.label[1]) problems.push(`${r.name} ${where} ${path}: label`)
          if (field.choices)
            for (const [value, label] of Object.entries(field.choices))
              if (!label[0] || !label[1]) problems.push(`${r.name} ${path}=${value}: label`)
          if ((field.type === "reference" || field.type === "references") && !names.has(field.reference ?? ""))
            problems.push(`${r.name} ${where} ${path}: reference ${field.reference}`)
          if ((field.type === "list" || field.type === "object") && !field.of)
            problems.push(`${r.name} ${path}: no element fields`)
          if (field.choicesFrom && field.type !== "enum")
            problems.push(`${r.name} ${path}: choicesFrom on a ${field.type}`)
          if (field.type === "enum" && !field.choices && !field.choicesFrom)
            problems.push(`${r.name} ${path}: enum without choices`)
        })
      check("field", r.fields)
      for (const [name, action] of Object.entries(r.actions ?? {})) check(`action ${name}`, action.input ?? {})
    }
    expect(problems).toEqual([])
  })

  it("sort, filter and reference only what exists", () => {
    const problems: string[] = []
    for (const r of resources) {
      if (r.sort && r.sort[0] !== "id" && !r.fields[r.sort[0]]?.sortable)
        problems.push(`${r.name}: sorts by ${r.sort[0]}, which is not sortable`)
      if (typeof r.title({ id: "x" }) !== "string") problems.push(`${r.name}: title`)
      for (const [name, filter] of Object.entries(r.filters ?? {})) {
        if (filter.type === "reference" && !names.has(filter.reference ?? ""))
          problems.push(`${r.name} filter ${name}: reference ${filter.reference}`)
        if (filter.type === "enum" && !filter.choices) problems.push(`${r.name} filter ${name}: no choices`)
      }
      if (r.operations.includes("create") && !Object.values(r.fields).some((f) => f.create))
        problems.push(`${r.name}: creates with no field`)
      if (r.operations.includes("update") && !Object.values(r.fields).some((f) => f.update))
        problems.push(`${r.name}: updates no field`)
      if (!r.engine.path.startsWith("/admin/") || !r.engine.single || !r.engine.plural)
        problems.push(`${r.name}: engine`)
    }
    expect(problems).toEqual([])
  })

  it("give every action's path parameter an input, and collection actions no record", () => {
    const problems: string[] = []
    for (const r of resources) {
      for (const [name, action] of Object.entries(r.actions ?? {})) {
        if (!action.path.startsWith("/admin/")) problems.push(`${r.name}.${name}: path`)
        const params = [...action.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1])
        if (action.collection && params.includes("id")) problems.push(`${r.name}.${name}: a collection action with :id`)
        for (const param of params.filter((p) => p !== "id")) {
          const input = action.input?.[param]
          if (!input) problems.push(`${r.name}.${name}: no input for :${param}`)
          else if (input.create !== "required") problems.push(`${r.name}.${name}: :${param} must be required`)
        }
        if (action.opens && !names.has(action.opens.resource))
          problems.push(`${r.name}.${name}: opens ${action.opens.resource}`)
      }
    }
    expect(problems).toEqual([])
  })

  it("are exactly the names of ResourceName, the type every reference is checked against", () => {
    // A record over the union: the compiler fails here when a name is added to or dropped from it.
    const declared: Record<ResourceName, true> = {
      products: true,
      "product-variants": true,
      "product-categories": true,
      "product-collections": true,
      "product-tags": true,
      "product-types": true,
      "price-lists": true,
      "price-preferences": true,
      "inventory-items": true,
      reservations: true,
      customers: true,
      "customer-groups": true,
      partners: true,
      "personal-stores": true,
      enrollments: true,
      subscriptions: true,
      promotions: true,
      "custom-promotions": true,
      campaigns: true,
      "promotion-rule-attributes": true,
      "promotion-rule-values": true,
      orders: true,
      returns: true,
      exchanges: true,
      claims: true,
      "order-edits": true,
      "draft-orders": true,
      fulfillments: true,
      payments: true,
      "payment-providers": true,
      "payment-collections": true,
      "search-synonyms": true,
      "search-misses": true,
      regions: true,
      currencies: true,
      "tax-regions": true,
      "tax-rates": true,
      "tax-providers": true,
      "shipping-options": true,
      "shipping-profiles": true,
      "fulfillment-providers": true,
      "fulfillment-sets": true,
      "service-zones": true,
      "stock-locations": true,
      "sales-channels": true,
      "api-keys": true,
      stores: true,
      users: true,
      invites: true,
      notifications: true,
      "refund-reasons": true,
      "return-reasons": true,
      plugins: true,
      uploads: true,
      "workflow-executions": true,
    }
    expect([...names].sort()).toEqual(Object.keys(declared).sort())
  })

  it("build the common shape with crud(): every operation, an id first, newest first unless said", async () => {
    const { crud, text } = await import("./fields.js")
    const tags = crud({
      name: "product-tags",
      label: { one: ["Etiqueta", "Tag"], many: ["Etiquetas", "Tags"] },
      group: "catalogo",
      engine: { path: "/admin/product-tags", single: "product_tag", plural: "product_tags" },
      title: (r) => (typeof r.value === "string" ? r.value : ""),
      fields: { value: text(["Valor", "Value"]) },
    })
    expect(tags.operations).toEqual(["list", "show", "create", "update", "delete"])
    expect(tags.sort).toEqual(["created_at", "DESC"])
    expect(Object.keys(tags.fields)).toEqual(["id", "value"])
    expect(crud({ ...tags, operations: ["list"], sort: ["value", "ASC"] })).toMatchObject({
      operations: ["list"],
      sort: ["value", "ASC"],
    })
  })
})
