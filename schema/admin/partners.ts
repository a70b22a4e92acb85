import {
  addressFields,
  bool,
  choice,
  createdAt,
  crud,
  date,
  email,
  field,
  list,
  metadata,
  money,
  object,
  ref,
  search,
  shown,
  text,
  updatedAt,
} from "./fields.js"
import { inState, joined, str } from "./records.js"
import type { Label } from "./types.js"

/** Socios: partners, their personal stores, enrollments (engine routes of commerce/src/api/admin) and subscriptions. */

const partnerStatus: Record<string, Label> = { active: ["Activo", "Active"], inactive: ["Inactivo", "Inactive"] }
const enrollmentStatus: Record<string, Label> = {
  pending: ["Pendiente", "Pending"],
  completed: ["Completada", "Completed"],
  cancelled: ["Cancelada", "Cancelled"],
}
const subscriptionStatus: Record<string, Label> = {
  active: ["Activa", "Active"],
  paused: ["En pausa", "Paused"],
  cancelled: ["Cancelada", "Cancelled"],
}

export const partners = crud({
  name: "partners",
  label: { one: ["Socio", "Partner"], many: ["Socios", "Partners"] },
  group: "socios",
  icon: "Handshake",
  engine: { path: "/admin/partners", single: "partner", plural: "partners" },
  title: (r) => joined(" · ", r.code, r.name),
  fields: {
    code: text(["Código", "Code"], {
      list: true,
      sortable: true,
      pattern: "^[A-Za-z0-9-]{2,32}$",
      help: ["Vacío: se asigna VIT-nnnn", "Empty: a VIT-nnnn code is allocated"],
    }),
    name: text(["Nombre", "Name"], { create: "required", list: true, sortable: true }),
    email: email(["Correo electrónico", "E-mail"], { list: true, nullable: true }),
    phone: text(["Teléfono", "Phone"], { nullable: true }),
    status: choice(["Estado", "Status"], partnerStatus, { list: true }),
    sponsor_id: ref("partners", ["Patrocinador", "Sponsor"], { list: true, nullable: true }),
    customer_id: ref("customers", ["Cliente", "Customer"], { nullable: true }),
    joined_at: field("datetime", ["Se unió", "Joined"], { create: true, update: true, list: true, sortable: true }),
    personal_stores: list(["Tiendas personales", "Personal stores"], {
      name: shown("text", ["Nombre", "Name"]),
      title: shown("text", ["Título", "Title"]),
      active: shown("boolean", ["Activa", "Active"]),
    }),
    // Orders placed through the partner's personal-store links (newest 50; the engine's GET /admin/partners/:id).
    referred_orders: list(["Pedidos referidos", "Referred orders"], {
      order_id: field("reference", ["Pedido", "Order"], { reference: "orders" }),
      display_id: shown("integer", ["Número", "Number"]),
      email: shown("email", ["Correo electrónico", "E-mail"]),
      created_at: date(["Fecha", "Date"]),
    }),
    // What the partner's store brought (commerce/src/partners/figures.ts): the same figures the partner
    // sees on their own page, months in UTC, canceled orders left out.
    this_month_visits: shown("integer", ["Visitas por su enlace este mes", "Visits through the link this month"], {
      source: "figures.this_month.visits",
    }),
    this_month_orders: shown("integer", ["Pedidos referidos este mes", "Referred orders this month"], {
      source: "figures.this_month.orders",
    }),
    this_month_totals: list(
      ["Total referido este mes", "Referred total this month"],
      { amount: money(["Importe", "Amount"]) },
      { source: "figures.this_month.totals" }
    ),
    twelve_months_orders: shown("integer", ["Pedidos referidos en 12 meses", "Referred orders in 12 months"], {
      source: "figures.last_twelve_months.orders",
    }),
    twelve_months_totals: list(
      ["Total referido en 12 meses", "Referred total in 12 months"],
      { amount: money(["Importe", "Amount"]) },
      { source: "figures.last_twelve_months.totals" }
    ),
    recruits: shown("integer", ["Socios patrocinados", "Sponsored partners"], { source: "figures.recruits" }),
    referral_months: list(
      ["Pedidos referidos por mes", "Referred orders per month"],
      {
        month: shown("text", ["Mes", "Month"]),
        visits: shown("integer", ["Visitas", "Visits"]),
        orders: shown("integer", ["Pedidos", "Orders"]),
      },
      { source: "figures.months" }
    ),
    created_at: createdAt(),
    updated_at: updatedAt(),
    metadata: metadata(),
  },
  filters: {
    q: search(),
    status: { type: "enum", label: ["Estado", "Status"], choices: partnerStatus },
    sponsor_id: { type: "reference", label: ["Patrocinador", "Sponsor"], reference: "partners" },
  },
})

export const personalStores = crud({
  name: "personal-stores",
  label: { one: ["Tienda personal", "Personal store"], many: ["Tiendas personales", "Personal stores"] },
  group: "socios",
  icon: "Storefront",
  engine: { path: "/admin/personal-stores", single: "personal_store", plural: "personal_stores" },
  title: (r) => str(r.name),
  fields: {
    name: text(["Nombre (URL)", "Name (URL)"], {
      create: "required",
      list: true,
      sortable: true,
      pattern: "^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$",
    }),
    title: text(["Título", "Title"], { create: "required", list: true }),
    partner_id: ref("partners", ["Socio", "Partner"], { create: "required", list: true }),
    active: bool(["Activa", "Active"], { list: true }),
    created_at: createdAt({ list: true }),
    metadata: metadata(),
  },
  filters: {
    q: search(),
    partner_id: { type: "reference", label: ["Socio", "Partner"], reference: "partners" },
    active: { type: "boolean", label: ["Activa", "Active"] },
  },
})

export const enrollments = crud({
  name: "enrollments",
  label: { one: ["Inscripción", "Enrollment"], many: ["Inscripciones", "Enrollments"] },
  group: "socios",
  icon: "HowToReg",
  engine: { path: "/admin/enrollments", single: "enrollment", plural: "enrollments" },
  title: (r) => str(r.email),
  fields: {
    email: email(["Correo electrónico", "E-mail"], { list: true, nullable: true }),
    status: choice(["Estado", "Status"], enrollmentStatus, { list: true }),
    partner_id: ref("partners", ["Socio nuevo", "New partner"], { list: true, nullable: true }),
    sponsor_id: ref("partners", ["Patrocinador", "Sponsor"], { list: true, nullable: true }),
    personal_store_id: ref("personal-stores", ["Tienda personal", "Personal store"], { nullable: true }),
    customer_id: ref("customers", ["Cliente", "Customer"], { nullable: true }),
    order_id: ref("orders", ["Pedido", "Order"], { nullable: true }),
    completed_at: field("datetime", ["Completada", "Completed"], {
      create: true,
      update: true,
      nullable: true,
      list: true,
    }),
    created_at: createdAt({ list: true }),
    metadata: metadata(),
  },
  filters: {
    q: search(),
    status: { type: "enum", label: ["Estado", "Status"], choices: enrollmentStatus, multiple: true },
    sponsor_id: { type: "reference", label: ["Patrocinador", "Sponsor"], reference: "partners" },
  },
})

/** Autoship (the subscription module's admin routes): read, and changed only through the same steps a customer has. */
export const subscriptions = crud({
  name: "subscriptions",
  label: { one: ["Suscripción", "Subscription"], many: ["Suscripciones", "Subscriptions"] },
  group: "socios",
  icon: "Autorenew",
  engine: { path: "/admin/subscriptions", single: "subscription", plural: "subscriptions" },
  operations: ["list", "show"],
  title: (r) => str(r.email),
  fields: {
    email: shown("email", ["Correo electrónico", "E-mail"], { list: true }),
    customer_id: ref("customers", ["Cliente", "Customer"], { list: true, create: false, update: false }),
    region_id: ref("regions", ["Región", "Region"], { create: false, update: false }),
    status: choice(["Estado", "Status"], subscriptionStatus, { list: true, create: false, update: false }),
    interval_months: shown("integer", ["Cada (meses)", "Every (months)"], { list: true }),
    next_run_at: date(["Próximo pedido", "Next order"], { list: true, sortable: true }),
    shipping_address: object(["Dirección de envío", "Shipping address"], addressFields()),
    items: list(["Artículos", "Items"], {
      variant_id: field("reference", ["Variante", "Variant"], { reference: "product-variants" }),
      quantity: shown("integer", ["Cantidad", "Quantity"]),
    }),
    runs: list(["Pedidos generados", "Orders placed"], {
      period: shown("text", ["Periodo", "Period"]),
      status: shown("text", ["Resultado", "Outcome"]),
      order_id: field("reference", ["Pedido", "Order"], { reference: "orders" }),
      error: shown("text", ["Error", "Error"]),
      created_at: date(["Fecha", "Date"]),
    }),
    failure_count: shown("integer", ["Fallos", "Failures"]),
    last_error: shown("text", ["Último error", "Last error"]),
    paused_at: date(["En pausa desde", "Paused at"]),
    cancelled_at: date(["Cancelada", "Cancelled"]),
    created_at: createdAt({ list: true }),
  },
  filters: {
    status: { type: "enum", label: ["Estado", "Status"], choices: subscriptionStatus, multiple: true, alwaysOn: true },
    customer_id: { type: "reference", label: ["Cliente", "Customer"], reference: "customers" },
    region_id: { type: "reference", label: ["Región", "Region"], reference: "regions" },
  },
  actions: {
    pause: {
      label: ["Pausar", "Pause"],
      path: "/admin/subscriptions/:id/pause",
      when: inState({ status: ["active"] }),
    },
    resume: {
      label: ["Reanudar", "Resume"],
      path: "/admin/subscriptions/:id/resume",
      when: inState({ status: ["paused"] }),
    },
    skip: {
      label: ["Saltar el próximo pedido", "Skip the next order"],
      path: "/admin/subscriptions/:id/skip",
      when: inState({ status: ["active"] }),
    },
    run: {
      label: ["Generar el pedido ahora", "Place the order now"],
      path: "/admin/subscriptions/:id/run",
      when: inState({ status: ["active"] }),
      confirm: ["¿Generar ya el pedido de este periodo?", "Place this period's order now?"],
    },
    requestRun: {
      label: ["Generar el pedido en segundo plano", "Place the order in the background"],
      path: "/admin/subscriptions/:id/request-run",
      when: inState({ status: ["active"] }),
      confirm: [
        "¿Pedir a los procesos de fondo el pedido de este periodo?",
        "Hand this period's order to the background workers?",
      ],
    },
    cancel: {
      label: ["Cancelar suscripción", "Cancel subscription"],
      path: "/admin/subscriptions/:id/cancel",
      danger: true,
      confirm: ["¿Cancelar la suscripción?", "Cancel the subscription?"],
      when: inState({ status: ["active", "paused"] }),
    },
    runDue: {
      label: ["Generar los pedidos pendientes", "Place every due order"],
      collection: true,
      path: "/admin/subscriptions/run-due",
      confirm: [
        "¿Generar ahora los pedidos de todas las suscripciones vencidas?",
        "Place every due subscription's order now?",
      ],
    },
  },
})

export const membership = [partners, personalStores, enrollments, subscriptions]
