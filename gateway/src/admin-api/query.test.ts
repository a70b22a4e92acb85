import { describe, expect, it } from "vitest"
import type { ResourceDefinition } from "@vitalia/schema/admin/types"
import { contentRange, readListRequest } from "./query.js"

const orders: ResourceDefinition = {
  name: "orders",
  label: { one: ["Pedido", "Order"], many: ["Pedidos", "Orders"] },
  group: "ventas",
  engine: { path: "/admin/orders", single: "order", plural: "orders" },
  operations: ["list"],
  title: (r) => String(r.id),
  sort: ["created_at", "DESC"],
  fields: {
    id: { type: "id", label: ["ID", "ID"] },
    created_at: { type: "datetime", label: ["Creado", "Created"], sortable: true },
    total: { type: "money", label: ["Total", "Total"] },
  },
  filters: {
    q: { type: "search", label: ["Buscar", "Search"] },
    status: {
      type: "enum",
      label: ["Estado", "Status"],
      multiple: true,
      choices: { pending: ["P", "P"], canceled: ["C", "C"] },
    },
    created_after: { type: "date", label: ["Desde", "From"], param: "created_at", op: "$gte" },
    created_before: { type: "date", label: ["Hasta", "Until"], param: "created_at", op: "$lte" },
    currency: { type: "text", label: ["Moneda", "Currency"], param: "application_method.currency_code" },
  },
}

describe("simple-rest list requests", () => {
  it("turn range into offset and limit, sort into the engine's order", () => {
    expect(readListRequest(orders, { range: "[25,49]", sort: '["created_at","ASC"]' })).toMatchObject({
      offset: 25,
      limit: 25,
      order: "created_at",
    })
    expect(readListRequest(orders, { sort: '["created_at","DESC"]' })).toMatchObject({
      offset: 0,
      limit: 25,
      order: "-created_at",
    })
  })

  it("use the definition's default order, and accept id (react-admin's default)", () => {
    expect(readListRequest(orders, {}).order).toBe("-created_at")
    expect(readListRequest(orders, { sort: '["id","ASC"]' }).order).toBe("id")
  })

  it("map filters onto the engine's parameters and operators", () => {
    const request = readListRequest(orders, {
      filter: JSON.stringify({
        q: "lucia",
        status: ["pending"],
        created_after: "2026-01-01",
        created_before: "2026-02-01",
        currency: "usd",
      }),
    })
    expect(request.filters).toEqual({
      q: "lucia",
      status: ["pending"],
      created_at: { $gte: "2026-01-01", $lte: "2026-02-01" },
      application_method: { currency_code: "usd" },
    })
  })

  it("read filter.id as getMany", () => {
    expect(readListRequest(orders, { filter: '{"id":["a","b"]}' }).ids).toEqual(["a", "b"])
  })

  it("refuse undeclared sorts and filters, unknown choices, bad JSON and huge pages", () => {
    expect(() => readListRequest(orders, { sort: '["total","ASC"]' })).toThrow(/cannot be sorted by total/)
    expect(() => readListRequest(orders, { filter: '{"password":"x"}' })).toThrow(/Invalid filter/)
    expect(() => readListRequest(orders, { filter: '{"status":"stolen"}' })).toThrow(/Invalid filter/)
    expect(() => readListRequest(orders, { filter: "{nope" })).toThrow(/filter must be JSON/)
    expect(() => readListRequest(orders, { range: "[0,5000]" })).toThrow(/at most 500/)
    expect(() => readListRequest(orders, { range: "[5,1]" })).toThrow(/range/)
  })

  it("skip empty filter values", () => {
    expect(readListRequest(orders, { filter: '{"q":"","status":null}' }).filters).toEqual({})
  })
})

describe("Content-Range", () => {
  it("names the resource, the page and the total", () => {
    expect(contentRange("orders", 0, 25, 319)).toBe("orders 0-24/319")
    expect(contentRange("orders", 300, 19, 319)).toBe("orders 300-318/319")
    expect(contentRange("orders", 0, 0, 0)).toBe("orders */0")
  })
})
