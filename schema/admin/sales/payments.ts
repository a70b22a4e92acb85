import { createdAt, crud, date, field, id, list, money, num, ref, shown, text } from "../fields.js"
import { str } from "../records.js"
import type { ResourceDefinition } from "../types.js"

/** Payments, payment collections and the payment providers. */
export const payments = crud({
  name: "payments",
  label: { one: ["Pago", "Payment"], many: ["Pagos", "Payments"] },
  group: "ventas",
  icon: "Payments",
  engine: {
    path: "/admin/payments",
    single: "payment",
    plural: "payments",
    listFields: "id,amount,currency_code,provider_id,captured_at,canceled_at,created_at,payment_collection_id",
    oneFields:
      "id,amount,currency_code,provider_id,captured_at,canceled_at,created_at,payment_collection_id,*captures,*refunds",
  },
  operations: ["list", "show"],
  title: (r) => str(r.id),
  fields: {
    id: id({ list: true }),
    amount: money(["Importe", "Amount"], { list: true }),
    currency_code: shown("text", ["Moneda", "Currency"]),
    provider_id: shown("text", ["Proveedor", "Provider"], { list: true }),
    payment_collection_id: shown("text", ["Cobro", "Payment collection"]),
    captured_at: date(["Cobrado", "Captured"], { list: true }),
    canceled_at: date(["Cancelado", "Canceled"]),
    captures: list(["Cobros", "Captures"], {
      amount: money(["Importe", "Amount"]),
      created_at: date(["Fecha", "Date"]),
    }),
    refunds: list(["Reembolsos", "Refunds"], {
      amount: money(["Importe", "Amount"]),
      note: shown("text", ["Nota", "Note"]),
      created_at: date(["Fecha", "Date"]),
    }),
    created_at: createdAt({ list: true }),
  },
  actions: {
    capture: {
      label: ["Cobrar", "Capture"],
      path: "/admin/payments/:id/capture",
      input: { amount: num(["Importe (vacío: todo)", "Amount (empty: all)"], { min: 0 }) },
    },
    refund: {
      label: ["Reembolsar", "Refund"],
      path: "/admin/payments/:id/refund",
      input: {
        amount: num(["Importe", "Amount"], { min: 0 }),
        refund_reason_id: field("reference", ["Motivo", "Reason"], { reference: "refund-reasons" }),
        note: text(["Nota", "Note"]),
      },
      danger: true,
    },
  },
})

export const paymentProviders: ResourceDefinition = {
  name: "payment-providers",
  label: { one: ["Proveedor de pago", "Payment provider"], many: ["Proveedores de pago", "Payment providers"] },
  group: "ajustes",
  icon: "AccountBalance",
  engine: {
    path: "/admin/payments/payment-providers",
    single: "payment_provider",
    plural: "payment_providers",
    one: "list",
  },
  operations: ["list", "show"],
  title: (r) => str(r.id),
  fields: { id: id({ list: true }), is_enabled: shown("boolean", ["Activo", "Enabled"], { list: true }) },
}

export const paymentCollections: ResourceDefinition = {
  name: "payment-collections",
  label: { one: ["Cobro", "Payment collection"], many: ["Cobros", "Payment collections"] },
  group: "ventas",
  icon: "RequestQuote",
  hidden: true,
  engine: { path: "/admin/payment-collections", single: "payment_collection", plural: "payment_collections" },
  operations: ["create", "delete"],
  title: (r) => str(r.id),
  fields: {
    id: id(),
    order_id: ref("orders", ["Pedido", "Order"], { create: "required" }),
    amount: money(["Importe", "Amount"], { create: "required", min: 0 }),
  },
  actions: {
    markPaid: {
      label: ["Marcar pagado", "Mark as paid"],
      path: "/admin/payment-collections/:id/mark-as-paid",
      input: { order_id: field("reference", ["Pedido", "Order"], { reference: "orders", create: "required" }) },
    },
  },
}
