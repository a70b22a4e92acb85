import type { TemplateData, TemplateName } from "./index"

/**
 * One realistic message of every kind the shop sends, as its subscriber would store it: what the
 * tests render to hold the text part (emails.text.test.ts) and to measure the HTML in a browser
 * (tests/e2e/layout-guard.spec.ts). Long names and a bundle on purpose — they are what breaks layouts.
 */
const order = {
  locale: "es",
  name: "Valentina",
  display_id: 1042,
  placed_at: "2026-11-20T15:00:00.000Z",
  currency_code: "usd",
  lines: [
    { title: "Kit de Inscripción Básico", quantity: 1, unit_price: 59, total: 59 },
    {
      title: "Paquete DUO",
      variant: "Estándar",
      quantity: 1,
      unit_price: 120,
      total: 120,
      components: [
        { title: "HC FIT", quantity: 2 },
        { title: "RENEW PRO", variant: "Frutos rojos", quantity: 1 },
      ],
    },
    { title: "Omega 3 Plus", variant: "60 cápsulas", quantity: 2, unit_price: 24.5, total: 49 },
    { title: "RENEW PRO", quantity: 1, unit_price: 35, total: 0, gift: true },
  ],
  discounts: [{ code: "REGRESA20", amount: 24 }],
  shipping_methods: [{ name: "Envío estándar", amount: 8 }],
  subtotal: 228,
  tax_total: 0,
  total: 212,
  shipping_address: {
    name: "Valentina Quintero de la Cruz",
    lines: ["1200 Brickell Ave, Apt 4B", "Miami, FL 33131", "Estados Unidos"],
  },
  order_url: "http://localhost:8080/order-success/order_01JD8Y6K2ZQ?receipt=1767225600.q8mFJ0sXb3",
  link_days: 30,
}

const items = [
  { title: "Kit de Inscripción Básico", quantity: 1 },
  { title: "Omega 3 Plus", variant: "60 cápsulas", quantity: 2 },
]

export const SAMPLES: { [Name in TemplateName]: TemplateData<Name> } = {
  "order-placed": {
    ...order,
    bank_transfer: {
      bank: "Banco de Bogotá",
      holder: "Vitalia Bienestar S.A.S.",
      account: "Ahorros 0123-4567-89",
      proof_email: "pagos@vitalia.test",
    },
  },
  "shipment-created": {
    locale: "es",
    name: "Valentina",
    display_id: 1042,
    order_url: "http://localhost:8080/account/orders/order_01JD8Y6K2ZQ",
    items,
    carrier: "Servientrega",
    tracking: [{ number: "SV-2026-000184", url: "https://rastreo.example/SV-2026-000184" }],
  },
  "order-link": {
    locale: "es",
    name: "Valentina",
    display_id: 1042,
    order_url: order.order_url,
    items,
    link_days: 30,
  },
  "order-canceled": {
    locale: "es",
    name: "Valentina",
    display_id: 1042,
    order_url: "http://localhost:8080/account/orders/order_01JD8Y6K2ZQ",
    items,
  },
  "order-delivered": {
    locale: "es",
    name: "Valentina",
    display_id: 1042,
    order_url: "http://localhost:8080/account/orders/order_01JD8Y6K2ZQ",
    items,
  },
  "return-received": {
    locale: "es",
    name: "Valentina",
    display_id: 1042,
    order_url: "http://localhost:8080/account/orders/order_01JD8Y6K2ZQ",
    items: [{ title: "Omega 3 Plus", variant: "60 cápsulas", quantity: 1 }],
  },
  "refund-issued": {
    locale: "es",
    name: "Valentina",
    display_id: 1042,
    order_url: "http://localhost:8080/account/orders/order_01JD8Y6K2ZQ",
    amount: 24.5,
    currency_code: "usd",
    provider_id: "pp_system_default",
  },
  welcome: { locale: "es", name: "Valentina", account_url: "http://localhost:8080/account" },
  "enrollment-recorded": {
    locale: "es",
    name: "Valentina",
    partner_code: "VIT-0042",
    store_url: "http://localhost:8080/enrollment?store=valentina",
  },
  "subscription-reminder": {
    locale: "es",
    name: "Valentina",
    run_on: "2026-12-01",
    items: [{ title: "Omega 3 Plus", variant: "60 cápsulas", quantity: 2 }],
    subscription_url: "http://localhost:8080/account/subscription/sub_01JD8Z",
  },
  "subscription-placed": {
    ...order,
    lines: [{ title: "Omega 3 Plus", variant: "60 cápsulas", quantity: 2, unit_price: 24.5, total: 49 }],
    discounts: [],
    subtotal: 49,
    total: 57,
    order_url: "http://localhost:8080/account/orders/order_01JD9A",
    link_days: null,
  },
  "subscription-failed": {
    locale: "es",
    name: "Valentina",
    period: "2026-12-01",
    reason: "Ya no hay existencias de Omega 3 Plus (60 cápsulas).",
    subscription_url: "http://localhost:8080/account/subscription/sub_01JD8Z",
  },
  "password-reset": {
    locale: "es",
    name: "Valentina",
    reset_url: "http://localhost:8080/reset-password?token=eyJhbGciOi.x9&email=valentina%40vitalia.test",
  },
  "security-notice": {
    locale: "es",
    name: "Valentina",
    change: "password_changed",
    actor_type: "customer",
    changed_at: "2026-11-26T14:05:00.000Z",
  },
  "order-transfer": {
    locale: "es",
    name: "Valentina",
    display_id: 1042,
    transfer_url: "http://localhost:8080/account/orders/order_01JD8Y6K2ZQ?transfer=trf_7Q2XK9",
    code: "trf_7Q2XK9",
  },
}
