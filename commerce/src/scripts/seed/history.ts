/**
 * The demo shop's history (docs/operations.md, "Demo data"): who bought what, when, through which
 * partner's store, and what happened to it afterwards. The records are made from this list by the
 * engine's own workflows (history-records.ts), so every order is a completed cart with its payment,
 * reservations, fulfilment, shipment, delivery, return, exchange or claim as the engine keeps them.
 *
 * Keys (`metadata.seed`) name each order so that a second run finds it instead of placing it again.
 * Dates are days before the seed runs, so the partner figures always cover the past months.
 */

export type Fate = "pending" | "shipped" | "delivered"

export interface DemoAddress {
  first_name: string
  last_name: string
  address_1: string
  city: string
  province: string
  postal_code: string
  country_code: string
  phone: string
}

/** What happened after delivery: a return (requested or received), an exchange or a claim. */
export type AfterDelivery =
  | { kind: "return"; sku: string; quantity: number; reason: string; note: string; received: boolean }
  | { kind: "exchange"; sku: string; reason: string; note: string; newSku: string }
  | {
      kind: "claim"
      sku: string
      type: "refund" | "replace"
      reason: "production_failure" | "missing_item"
      note: string
    }

export interface DemoOrder {
  key: string
  email: string
  region: string
  address: DemoAddress
  items: [sku: string, quantity: number][]
  daysAgo: number
  fate: Fate
  /** The personal store the shopper arrived through (`?store=`), recorded as the storefront does. */
  store?: string
  /** The shopper enrolled as a partner with this order, sponsored by the store's partner. */
  enrolls?: boolean
  after?: AfterDelivery
}

/** Return reasons of the shop, by value (return-reasons list; the returns below name them). */
export const returnReasons = [
  { value: "danado", label: "Llegó dañado", description: "El envase o el producto llegó roto o abierto." },
  { value: "sabor", label: "Sabor o variante equivocada", description: "Pidió o recibió otra variante." },
  { value: "no-esperado", label: "No era lo que esperaba", description: "El producto no cumplió lo que buscaba." },
  { value: "duplicado", label: "Pedido duplicado", description: "Compró lo mismo dos veces por error." },
]

const miami = (first_name: string, last_name: string, address_1: string, phone: string): DemoAddress => ({
  first_name,
  last_name,
  address_1,
  city: "Miami",
  province: "FL",
  postal_code: "33131",
  country_code: "us",
  phone,
})

/** Lucía's home in Medellín: her orders ship there (the Colombia region, in pesos). */
export const luciaHome: DemoAddress = {
  first_name: "Lucía",
  last_name: "Gómez",
  address_1: "Carrera 43A # 1-50",
  city: "Medellín",
  province: "ANT",
  postal_code: "050021",
  country_code: "co",
  phone: "+57 300 555 0101",
}
/** Lucía's office in Bogotá, her second saved address. */
export const luciaOffice: DemoAddress = {
  ...luciaHome,
  address_1: "Calle 93 # 11-26, oficina 502",
  city: "Bogotá",
  province: "DC",
  postal_code: "110221",
}
/** Mateo's home in Miami (the United States region, in dollars). */
export const mateoHome: DemoAddress = miami("Mateo", "Rivera", "1200 Brickell Ave", "+1 305 555 0102")
/** Mateo's gym, where he has his sports supplements sent. */
export const mateoGym: DemoAddress = {
  ...mateoHome,
  address_1: "8950 SW 74th Ct",
  postal_code: "33156",
}

/** The shoppers Carolina, Diego and Valentina brought through their stores (guests of the shop). */
const camila = {
  email: "camila.torres@vitalia.test",
  address: miami("Camila", "Torres", "50 Biscayne Blvd", "+1 305 555 0311"),
}
const julian = {
  email: "julian.vargas@vitalia.test",
  address: miami("Julián", "Vargas", "1450 Brickell Bay Dr", "+1 305 555 0312"),
}
const isabela = {
  email: "isabela.ruiz@vitalia.test",
  address: miami("Isabela", "Ruiz", "300 S Pointe Dr", "+1 305 555 0313"),
}
const martin = {
  email: "martin.suarez@vitalia.test",
  address: miami("Martín", "Suárez", "2000 N Bayshore Dr", "+1 305 555 0314"),
}
const paula = {
  email: "paula.mejia@vitalia.test",
  address: miami("Paula", "Mejía", "1800 Collins Ave", "+1 305 555 0315"),
}
const andrea = {
  email: "andrea.lopez@vitalia.test",
  address: miami("Andrea", "López", "3535 Hiawassee Rd", "+1 305 555 0316"),
}
const gabriel = {
  email: "gabriel.nunez@vitalia.test",
  address: miami("Gabriel", "Núñez", "7500 NW 25th St", "+1 305 555 0321"),
}
const elena = {
  email: "elena.castro@vitalia.test",
  address: miami("Elena", "Castro", "9700 Collins Ave", "+1 305 555 0322"),
}
const sergio = {
  email: "sergio.ortiz@vitalia.test",
  address: miami("Sergio", "Ortiz", "1111 Lincoln Rd", "+1 305 555 0331"),
}
const natalia = {
  email: "natalia.rios@vitalia.test",
  address: miami("Natalia", "Ríos", "495 Brickell Ave", "+1 305 555 0332"),
}

const US = "Estados Unidos"

export const demoOrders: DemoOrder[] = [
  // The demo shoppers' own history: a delivered order and one on its way each.
  {
    key: "lucia-entregado",
    email: "lucia@vitalia.test",
    region: "Colombia",
    address: luciaHome,
    items: [
      ["COLAGENO-NATURAL", 1],
      ["INFUSION-RELAX-NOCHE-20", 2],
    ],
    daysAgo: 41,
    fate: "delivered",
  },
  {
    key: "lucia-en-camino",
    email: "lucia@vitalia.test",
    region: "Colombia",
    address: luciaHome,
    items: [
      ["MAGNESIO-CITRATO-60", 1],
      ["VITAMINA-C-ZINC-60", 1],
    ],
    daysAgo: 3,
    fate: "shipped",
  },
  {
    key: "mateo-entregado",
    email: "mateo@vitalia.test",
    region: US,
    address: mateoGym,
    items: [
      ["PROTEINA-VEGETAL-CHOCOLATE-1KG", 1],
      ["SHAKER-VITALIA-NEGRO", 1],
    ],
    daysAgo: 56,
    fate: "delivered",
  },
  {
    key: "mateo-en-camino",
    email: "mateo@vitalia.test",
    region: US,
    address: mateoGym,
    items: [
      ["PRE-ENTRENO-VITAL-LIMON", 1],
      ["HIDRA-ELECTROLITOS-LIMON", 2],
    ],
    daysAgo: 2,
    fate: "shipped",
  },

  // Carolina's store (/?store=carolina) over the past months: three shoppers enrolled with her.
  {
    key: "carolina-1",
    ...camila,
    region: US,
    items: [
      ["KIT-INSCRIPCION-BASICO", 1],
      ["HC-FIT-CHOCOLATE", 2],
    ],
    daysAgo: 152,
    fate: "delivered",
    store: "carolina",
    enrolls: true,
    after: {
      kind: "claim",
      sku: "HC-FIT-CHOCOLATE",
      type: "refund",
      reason: "production_failure",
      note: "Un envase llegó con el sello roto; se reembolsa.",
    },
  },
  {
    key: "carolina-2",
    ...julian,
    region: US,
    items: [["OMEGA-3-PLUS-60", 2]],
    daysAgo: 121,
    fate: "delivered",
    store: "carolina",
    after: {
      kind: "return",
      sku: "OMEGA-3-PLUS-60",
      quantity: 1,
      reason: "duplicado",
      note: "Compró dos frascos por error.",
      received: true,
    },
  },
  {
    key: "carolina-3",
    ...isabela,
    region: US,
    items: [
      ["MEMBRESIA-ANUAL", 1],
      ["MULTIVITAMINICO-60", 1],
    ],
    daysAgo: 96,
    fate: "delivered",
    store: "carolina",
    enrolls: true,
  },
  {
    key: "carolina-4",
    ...martin,
    region: US,
    items: [
      ["COLAGENO-FRUTOS-ROJOS", 2],
      ["GEL-ALOE-VERA-200ML", 1],
    ],
    daysAgo: 71,
    fate: "delivered",
    store: "carolina",
    after: {
      kind: "exchange",
      sku: "COLAGENO-FRUTOS-ROJOS",
      reason: "sabor",
      note: "Prefiere el colágeno natural, sin sabor.",
      newSku: "COLAGENO-NATURAL",
    },
  },
  {
    key: "carolina-5",
    ...paula,
    region: US,
    items: [["PROBIOTICO-BALANCE-30", 2]],
    daysAgo: 44,
    fate: "delivered",
    store: "carolina",
    after: {
      kind: "claim",
      sku: "PROBIOTICO-BALANCE-30",
      type: "replace",
      reason: "production_failure",
      note: "Cápsulas apelmazadas por humedad; se envía otro frasco.",
    },
  },
  {
    key: "carolina-6",
    ...andrea,
    region: US,
    items: [
      ["KIT-INSCRIPCION-BASICO", 1],
      ["VITAL-ENERGY-MANDARINA", 2],
    ],
    daysAgo: 19,
    fate: "delivered",
    store: "carolina",
    enrolls: true,
    after: {
      kind: "exchange",
      sku: "VITAL-ENERGY-MANDARINA",
      reason: "sabor",
      note: "Cambia un paquete de mandarina por frutos rojos.",
      newSku: "VITAL-ENERGY-FRUTOS-ROJOS",
    },
  },
  {
    key: "carolina-7",
    ...julian,
    region: US,
    items: [["OMEGA-3-PLUS-120", 1]],
    daysAgo: 6,
    fate: "shipped",
    store: "carolina",
  },
  {
    key: "carolina-8",
    ...camila,
    region: US,
    items: [
      ["HC-FIT-CHOCOLATE", 1],
      ["FIBRA-PLUS-MANZANA-CANELA", 1],
    ],
    daysAgo: 1,
    fate: "pending",
    store: "carolina",
  },

  // Diego's and Valentina's stores.
  {
    key: "diego-1",
    ...gabriel,
    region: US,
    items: [["CAFE-GANODERMA-20", 2]],
    daysAgo: 102,
    fate: "delivered",
    store: "diego",
    after: {
      kind: "exchange",
      sku: "CAFE-GANODERMA-20",
      reason: "no-esperado",
      note: "Cambia una caja por la presentación de 40 sobres.",
      newSku: "CAFE-GANODERMA-40",
    },
  },
  {
    key: "diego-2",
    ...elena,
    region: US,
    items: [
      ["MACA-ANDINA-60", 1],
      ["ASHWAGANDHA-CALMA-60", 1],
    ],
    daysAgo: 58,
    fate: "delivered",
    store: "diego",
    after: {
      kind: "return",
      sku: "MACA-ANDINA-60",
      quantity: 1,
      reason: "no-esperado",
      note: "No le sentó bien; devuelve el frasco sin abrir.",
      received: false,
    },
  },
  {
    key: "diego-3",
    ...gabriel,
    region: US,
    items: [["CAFE-GANODERMA-40", 1]],
    daysAgo: 4,
    fate: "pending",
    store: "diego",
  },
  {
    key: "valentina-1",
    ...sergio,
    region: US,
    items: [
      ["CREMA-FACIAL-HIDRATANTE-50ML", 1],
      ["SERUM-VITAMINA-C-30ML", 1],
    ],
    daysAgo: 77,
    fate: "delivered",
    store: "valentina",
    after: {
      kind: "claim",
      sku: "SERUM-VITAMINA-C-30ML",
      type: "refund",
      reason: "missing_item",
      note: "El sérum no venía en la caja.",
    },
  },
  {
    key: "valentina-2",
    ...natalia,
    region: US,
    items: [["SHAMPOO-BIOTINA-400ML", 2]],
    daysAgo: 29,
    fate: "delivered",
    store: "valentina",
    after: {
      kind: "return",
      sku: "SHAMPOO-BIOTINA-400ML",
      quantity: 1,
      reason: "danado",
      note: "La tapa llegó rota y se derramó.",
      received: false,
    },
  },
  {
    key: "valentina-3",
    ...natalia,
    region: US,
    items: [["CREMA-CORPORAL-KARITE-LAVANDA", 1]],
    daysAgo: 2,
    fate: "pending",
    store: "valentina",
  },
]
