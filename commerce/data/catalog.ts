/**
 * Vitalia demo catalog (static data, Spanish-first).
 *
 * Consumed by the seed script. Plain data only: no imports, no runtime logic.
 *
 * Prices are in MAJOR units (15 = $15.00). Each variant has a USD price; the
 * other currencies were derived once and written out literally:
 *   cop = usd * 4000 rounded to the nearest 1000
 *   mxn = usd * 18 rounded to an integer
 *   cad = usd * 1.35 rounded to 2 decimals
 *   eur = usd * 0.92 rounded to 2 decimals
 *
 * Images live in commerce/data/images/<image>.
 */

export type CurrencyCode = "usd" | "cop" | "mxn" | "cad" | "eur"

export interface CatalogCategory {
  handle: string
  name: string
  description: string
}

export interface CatalogCollection {
  handle: string
  title: string
}

export interface CatalogVariant {
  /** Unique, UPPER-KEBAB. */
  sku: string
  /** Spanish. */
  title: string
  /** Option title -> value; matches the product's options exactly. */
  options: Record<string, string>
  /** MAJOR units; every currency present. */
  prices: Record<CurrencyCode, number>
  /** Units in the warehouse. */
  stock: number
  /** Shipping weight in grams. */
  weight: number
}

export interface CatalogProduct {
  /** URL-safe, unique. */
  handle: string
  title: string
  subtitle: string
  description: string
  /** A CatalogCategory.handle. */
  category: string
  /** CatalogCollection handles (at least one). */
  collections: string[]
  tags: string[]
  /** File name in commerce/data/images/. */
  image: string
  options: { title: string; values: string[] }[]
  variants: CatalogVariant[]
  /** Bundle products only: component variant SKUs and quantities. */
  bundle?: { sku: string; quantity: number }[]
}

export const categories: CatalogCategory[] = [
  {
    handle: "nutricion",
    name: "Nutrición",
    description: "Suplementos y alimentos en polvo para complementar tu alimentación diaria.",
  },
  {
    handle: "control-de-peso",
    name: "Control de peso",
    description: "Batidos, fibras e infusiones para acompañar un plan de alimentación equilibrado.",
  },
  {
    handle: "energia",
    name: "Energía",
    description: "Bebidas y suplementos para acompañar tu ritmo diario y tus entrenamientos.",
  },
  {
    handle: "cuidado-personal",
    name: "Cuidado personal",
    description: "Cuidado de la piel y el cabello con ingredientes de origen natural.",
  },
  {
    handle: "bienestar",
    name: "Bienestar",
    description: "Infusiones, aromaterapia y accesorios para tus rutinas de descanso y autocuidado.",
  },
  {
    handle: "membresias-y-kits",
    name: "Membresías y kits",
    description: "Membresías de socio y kits de inscripción para comenzar con Vitalia.",
  },
]

export const collections: CatalogCollection[] = [
  { handle: "mas-vendidos", title: "Más vendidos" },
  { handle: "novedades", title: "Novedades" },
  { handle: "kits-de-inscripcion", title: "Kits de inscripción" },
  { handle: "paquetes", title: "Paquetes" },
]

export const products: CatalogProduct[] = [
  {
    handle: "hc-fit",
    title: "HC FIT",
    subtitle: "Batido nutricional para tu rutina diaria",
    description:
      "HC FIT es un batido en polvo con proteína, fibra, vitaminas y minerales, pensado para preparar una comida rápida y completa. Mézclalo con agua o bebida vegetal y disfrútalo en el desayuno o la merienda. Cada envase rinde 30 porciones.",
    category: "control-de-peso",
    collections: ["mas-vendidos"],
    tags: ["batido", "proteína", "reemplazo de comida", "30 porciones"],
    image: "hc-fit.svg",
    options: [{ title: "Sabor", values: ["Vainilla", "Chocolate"] }],
    variants: [
      {
        sku: "HC-FIT-VAINILLA",
        title: "Vainilla",
        options: { Sabor: "Vainilla" },
        prices: { usd: 49, cop: 196000, mxn: 882, cad: 66.15, eur: 45.08 },
        stock: 320,
        weight: 850,
      },
      {
        sku: "HC-FIT-CHOCOLATE",
        title: "Chocolate",
        options: { Sabor: "Chocolate" },
        prices: { usd: 49, cop: 196000, mxn: 882, cad: 66.15, eur: 45.08 },
        stock: 280,
        weight: 850,
      },
    ],
  },
  {
    handle: "renew-pro",
    title: "RENEW PRO",
    subtitle: "Bebida de fibra y extractos herbales",
    description:
      "RENEW PRO es una bebida en polvo con fibra soluble, té verde y extractos de hierbas, lista en segundos. Su sabor refrescante la hace ideal para acompañar tus comidas durante el día. Cada envase contiene 30 porciones.",
    category: "control-de-peso",
    collections: ["mas-vendidos"],
    tags: ["bebida en polvo", "fibra", "té verde", "30 porciones"],
    image: "renew-pro.svg",
    options: [{ title: "Sabor", values: ["Frutos rojos", "Limón"] }],
    variants: [
      {
        sku: "RENEW-PRO-FRUTOS-ROJOS",
        title: "Frutos rojos",
        options: { Sabor: "Frutos rojos" },
        prices: { usd: 39, cop: 156000, mxn: 702, cad: 52.65, eur: 35.88 },
        stock: 300,
        weight: 450,
      },
      {
        sku: "RENEW-PRO-LIMON",
        title: "Limón",
        options: { Sabor: "Limón" },
        prices: { usd: 39, cop: 156000, mxn: 702, cad: 52.65, eur: 35.88 },
        stock: 240,
        weight: 450,
      },
    ],
  },
  {
    handle: "te-verde-herbal",
    title: "Té Verde Herbal",
    subtitle: "Infusión de té verde con hierbabuena",
    description:
      "Mezcla de té verde, hierbabuena y hojas de stevia en bolsitas individuales. Prepárala caliente o fría para acompañar tus comidas. Sin azúcar añadida.",
    category: "control-de-peso",
    collections: ["mas-vendidos"],
    tags: ["infusión", "té verde", "sin azúcar"],
    image: "te-verde-herbal.svg",
    options: [{ title: "Presentación", values: ["30 sobres", "60 sobres"] }],
    variants: [
      {
        sku: "TE-VERDE-HERBAL-30",
        title: "30 sobres",
        options: { Presentación: "30 sobres" },
        prices: { usd: 19, cop: 76000, mxn: 342, cad: 25.65, eur: 17.48 },
        stock: 260,
        weight: 120,
      },
      {
        sku: "TE-VERDE-HERBAL-60",
        title: "60 sobres",
        options: { Presentación: "60 sobres" },
        prices: { usd: 34, cop: 136000, mxn: 612, cad: 45.9, eur: 31.28 },
        stock: 150,
        weight: 220,
      },
    ],
  },
  {
    handle: "fibra-plus",
    title: "Fibra Plus",
    subtitle: "Fibra soluble en polvo",
    description:
      "Fibra Plus combina inulina de agave y psyllium en un polvo que se disuelve fácilmente en agua o jugo. Úsala a diario como parte de una alimentación rica en frutas y verduras. Envase de 300 g.",
    category: "control-de-peso",
    collections: ["novedades"],
    tags: ["fibra", "inulina", "psyllium"],
    image: "fibra-plus.svg",
    options: [{ title: "Sabor", values: ["Natural", "Manzana y canela"] }],
    variants: [
      {
        sku: "FIBRA-PLUS-NATURAL",
        title: "Natural",
        options: { Sabor: "Natural" },
        prices: { usd: 24, cop: 96000, mxn: 432, cad: 32.4, eur: 22.08 },
        stock: 180,
        weight: 380,
      },
      {
        sku: "FIBRA-PLUS-MANZANA-CANELA",
        title: "Manzana y canela",
        options: { Sabor: "Manzana y canela" },
        prices: { usd: 24, cop: 96000, mxn: 432, cad: 32.4, eur: 22.08 },
        stock: 140,
        weight: 380,
      },
    ],
  },
  {
    handle: "barras-proteicas",
    title: "Barras Proteicas",
    subtitle: "Snack con 15 g de proteína por barra",
    description:
      "Barras con proteína de leche, avena y cobertura de chocolate semiamargo, ideales para llevar en el bolso. Cada caja incluye 12 barras de 45 g empacadas individualmente.",
    category: "control-de-peso",
    collections: ["novedades"],
    tags: ["snack", "proteína", "caja x12"],
    image: "barras-proteicas.svg",
    options: [{ title: "Sabor", values: ["Chocolate y maní", "Coco"] }],
    variants: [
      {
        sku: "BARRAS-PROTEICAS-CHOCOLATE-MANI",
        title: "Chocolate y maní",
        options: { Sabor: "Chocolate y maní" },
        prices: { usd: 29, cop: 116000, mxn: 522, cad: 39.15, eur: 26.68 },
        stock: 200,
        weight: 620,
      },
      {
        sku: "BARRAS-PROTEICAS-COCO",
        title: "Coco",
        options: { Sabor: "Coco" },
        prices: { usd: 29, cop: 116000, mxn: 522, cad: 39.15, eur: 26.68 },
        stock: 160,
        weight: 620,
      },
    ],
  },
  {
    handle: "paquete-especial",
    title: "Paquete Especial",
    subtitle: "HC FIT, RENEW PRO y Té Verde Herbal",
    description:
      "Incluye dos envases de HC FIT sabor vainilla, un RENEW PRO de frutos rojos y un Té Verde Herbal de 30 sobres. Todo lo que necesitas para armar tu rutina del mes con un precio especial.",
    category: "control-de-peso",
    collections: ["paquetes", "mas-vendidos"],
    tags: ["paquete", "ahorro", "hc fit", "renew pro"],
    image: "paquete-especial.svg",
    options: [{ title: "Presentación", values: ["Paquete"] }],
    variants: [
      {
        sku: "PAQUETE-ESPECIAL",
        title: "Paquete",
        options: { Presentación: "Paquete" },
        prices: { usd: 139, cop: 556000, mxn: 2502, cad: 187.65, eur: 127.88 },
        stock: 120,
        weight: 2470,
      },
    ],
    bundle: [
      { sku: "HC-FIT-VAINILLA", quantity: 2 },
      { sku: "RENEW-PRO-FRUTOS-ROJOS", quantity: 1 },
      { sku: "TE-VERDE-HERBAL-30", quantity: 1 },
    ],
  },
  {
    handle: "paquete-duo",
    title: "Paquete DUO",
    subtitle: "HC FIT + RENEW PRO",
    description:
      "El dúo favorito de nuestra comunidad: un HC FIT sabor vainilla y un RENEW PRO de frutos rojos. Una forma práctica de empezar, con ahorro incluido.",
    category: "control-de-peso",
    collections: ["paquetes"],
    tags: ["paquete", "ahorro", "hc fit", "renew pro"],
    image: "paquete-duo.svg",
    options: [{ title: "Presentación", values: ["Paquete"] }],
    variants: [
      {
        sku: "PAQUETE-DUO",
        title: "Paquete",
        options: { Presentación: "Paquete" },
        prices: { usd: 79, cop: 316000, mxn: 1422, cad: 106.65, eur: 72.68 },
        stock: 150,
        weight: 1400,
      },
    ],
    bundle: [
      { sku: "HC-FIT-VAINILLA", quantity: 1 },
      { sku: "RENEW-PRO-FRUTOS-ROJOS", quantity: 1 },
    ],
  },
  {
    handle: "multivitaminico-diario",
    title: "Multivitamínico Diario",
    subtitle: "23 vitaminas y minerales en una cápsula",
    description:
      "Fórmula con vitaminas del complejo B, vitamina D, zinc y selenio en una sola cápsula al día. Tómala con el desayuno como complemento de tu alimentación.",
    category: "nutricion",
    collections: ["mas-vendidos"],
    tags: ["vitaminas", "minerales", "cápsulas"],
    image: "multivitaminico-diario.svg",
    options: [{ title: "Presentación", values: ["30 cápsulas", "60 cápsulas"] }],
    variants: [
      {
        sku: "MULTIVITAMINICO-30",
        title: "30 cápsulas",
        options: { Presentación: "30 cápsulas" },
        prices: { usd: 19, cop: 76000, mxn: 342, cad: 25.65, eur: 17.48 },
        stock: 400,
        weight: 90,
      },
      {
        sku: "MULTIVITAMINICO-60",
        title: "60 cápsulas",
        options: { Presentación: "60 cápsulas" },
        prices: { usd: 32, cop: 128000, mxn: 576, cad: 43.2, eur: 29.44 },
        stock: 250,
        weight: 140,
      },
    ],
  },
  {
    handle: "omega-3-plus",
    title: "Omega 3 Plus",
    subtitle: "Aceite de pescado de aguas frías",
    description:
      "Cápsulas blandas con EPA y DHA provenientes de aceite de pescado purificado. Su recubrimiento entérico evita el sabor residual. Tomar dos cápsulas al día con las comidas.",
    category: "nutricion",
    collections: ["mas-vendidos"],
    tags: ["omega 3", "epa", "dha", "cápsulas blandas"],
    image: "omega-3-plus.svg",
    options: [{ title: "Presentación", values: ["60 cápsulas", "120 cápsulas"] }],
    variants: [
      {
        sku: "OMEGA-3-PLUS-60",
        title: "60 cápsulas",
        options: { Presentación: "60 cápsulas" },
        prices: { usd: 24, cop: 96000, mxn: 432, cad: 32.4, eur: 22.08 },
        stock: 220,
        weight: 130,
      },
      {
        sku: "OMEGA-3-PLUS-120",
        title: "120 cápsulas",
        options: { Presentación: "120 cápsulas" },
        prices: { usd: 42, cop: 168000, mxn: 756, cad: 56.7, eur: 38.64 },
        stock: 140,
        weight: 230,
      },
    ],
  },
  {
    handle: "proteina-vegetal",
    title: "Proteína Vegetal",
    subtitle: "Proteína de arveja y arroz integral",
    description:
      "Mezcla de proteína de arveja y arroz integral con 20 g de proteína por porción, sin lácteos ni soya. Se disuelve fácilmente en agua, bebidas vegetales o batidos con fruta.",
    category: "nutricion",
    collections: ["novedades"],
    tags: ["proteína", "vegano", "sin lácteos"],
    image: "proteina-vegetal.svg",
    options: [
      { title: "Sabor", values: ["Vainilla", "Chocolate"] },
      { title: "Tamaño", values: ["500 g", "1 kg"] },
    ],
    variants: [
      {
        sku: "PROTEINA-VEGETAL-VAINILLA-500G",
        title: "Vainilla / 500 g",
        options: { Sabor: "Vainilla", Tamaño: "500 g" },
        prices: { usd: 35, cop: 140000, mxn: 630, cad: 47.25, eur: 32.2 },
        stock: 150,
        weight: 600,
      },
      {
        sku: "PROTEINA-VEGETAL-VAINILLA-1KG",
        title: "Vainilla / 1 kg",
        options: { Sabor: "Vainilla", Tamaño: "1 kg" },
        prices: { usd: 59, cop: 236000, mxn: 1062, cad: 79.65, eur: 54.28 },
        stock: 90,
        weight: 1150,
      },
      {
        sku: "PROTEINA-VEGETAL-CHOCOLATE-500G",
        title: "Chocolate / 500 g",
        options: { Sabor: "Chocolate", Tamaño: "500 g" },
        prices: { usd: 35, cop: 140000, mxn: 630, cad: 47.25, eur: 32.2 },
        stock: 140,
        weight: 600,
      },
      {
        sku: "PROTEINA-VEGETAL-CHOCOLATE-1KG",
        title: "Chocolate / 1 kg",
        options: { Sabor: "Chocolate", Tamaño: "1 kg" },
        prices: { usd: 59, cop: 236000, mxn: 1062, cad: 79.65, eur: 54.28 },
        stock: 80,
        weight: 1150,
      },
    ],
  },
  {
    handle: "colageno-hidrolizado",
    title: "Colágeno Hidrolizado",
    subtitle: "Colágeno tipo I y III con vitamina C",
    description:
      "Colágeno hidrolizado tipo I y III con vitamina C, en un polvo que se mezcla sin grumos. Agrégalo a tu café, jugo o batido de la mañana. Envase de 30 porciones.",
    category: "nutricion",
    collections: ["mas-vendidos"],
    tags: ["colágeno", "vitamina c", "30 porciones"],
    image: "colageno-hidrolizado.svg",
    options: [{ title: "Sabor", values: ["Natural", "Frutos rojos"] }],
    variants: [
      {
        sku: "COLAGENO-NATURAL",
        title: "Natural",
        options: { Sabor: "Natural" },
        prices: { usd: 35, cop: 140000, mxn: 630, cad: 47.25, eur: 32.2 },
        stock: 210,
        weight: 400,
      },
      {
        sku: "COLAGENO-FRUTOS-ROJOS",
        title: "Frutos rojos",
        options: { Sabor: "Frutos rojos" },
        prices: { usd: 35, cop: 140000, mxn: 630, cad: 47.25, eur: 32.2 },
        stock: 170,
        weight: 400,
      },
    ],
  },
  {
    handle: "vitamina-c-zinc",
    title: "Vitamina C + Zinc",
    subtitle: "Tabletas masticables sabor naranja",
    description:
      "Tabletas masticables con 500 mg de vitamina C y zinc, con un agradable sabor a naranja. Prácticas para llevar y tomar en cualquier momento del día.",
    category: "nutricion",
    collections: ["novedades"],
    tags: ["vitamina c", "zinc", "masticables"],
    image: "vitamina-c-zinc.svg",
    options: [{ title: "Presentación", values: ["60 tabletas"] }],
    variants: [
      {
        sku: "VITAMINA-C-ZINC-60",
        title: "60 tabletas",
        options: { Presentación: "60 tabletas" },
        prices: { usd: 15, cop: 60000, mxn: 270, cad: 20.25, eur: 13.8 },
        stock: 350,
        weight: 110,
      },
    ],
  },
  {
    handle: "magnesio-citrato",
    title: "Magnesio Citrato",
    subtitle: "Citrato de magnesio en cápsulas vegetales",
    description:
      "Cápsulas vegetales de citrato de magnesio, una de las formas más utilizadas en suplementación. Tómalas con agua después de la cena como parte de tu rutina.",
    category: "nutricion",
    collections: ["novedades"],
    tags: ["magnesio", "minerales", "cápsulas"],
    image: "magnesio-citrato.svg",
    options: [{ title: "Presentación", values: ["60 cápsulas", "120 cápsulas"] }],
    variants: [
      {
        sku: "MAGNESIO-CITRATO-60",
        title: "60 cápsulas",
        options: { Presentación: "60 cápsulas" },
        prices: { usd: 18, cop: 72000, mxn: 324, cad: 24.3, eur: 16.56 },
        stock: 230,
        weight: 100,
      },
      {
        sku: "MAGNESIO-CITRATO-120",
        title: "120 cápsulas",
        options: { Presentación: "120 cápsulas" },
        prices: { usd: 30, cop: 120000, mxn: 540, cad: 40.5, eur: 27.6 },
        stock: 120,
        weight: 170,
      },
    ],
  },
  {
    handle: "probiotico-balance",
    title: "Probiótico Balance",
    subtitle: "10 cepas en cápsulas vegetales",
    description:
      "Cápsulas con 10 cepas de probióticos y prebiótico de inulina. No requiere refrigeración y se toma una vez al día con agua.",
    category: "nutricion",
    collections: ["novedades"],
    tags: ["probióticos", "prebióticos", "cápsulas"],
    image: "probiotico-balance.svg",
    options: [{ title: "Presentación", values: ["30 cápsulas"] }],
    variants: [
      {
        sku: "PROBIOTICO-BALANCE-30",
        title: "30 cápsulas",
        options: { Presentación: "30 cápsulas" },
        prices: { usd: 29, cop: 116000, mxn: 522, cad: 39.15, eur: 26.68 },
        stock: 130,
        weight: 80,
      },
    ],
  },
  {
    handle: "vital-energy",
    title: "VITAL ENERGY",
    subtitle: "Bebida energética en polvo",
    description:
      "Bebida en polvo con cafeína de té verde, vitaminas del complejo B y electrolitos, sin azúcar añadida. Disuelve un sobre en 500 ml de agua fría antes de tus actividades. Caja con 20 sobres.",
    category: "energia",
    collections: ["mas-vendidos"],
    tags: ["energía", "cafeína", "sin azúcar", "20 sobres"],
    image: "vital-energy.svg",
    options: [{ title: "Sabor", values: ["Mandarina", "Frutos rojos"] }],
    variants: [
      {
        sku: "VITAL-ENERGY-MANDARINA",
        title: "Mandarina",
        options: { Sabor: "Mandarina" },
        prices: { usd: 27, cop: 108000, mxn: 486, cad: 36.45, eur: 24.84 },
        stock: 260,
        weight: 260,
      },
      {
        sku: "VITAL-ENERGY-FRUTOS-ROJOS",
        title: "Frutos rojos",
        options: { Sabor: "Frutos rojos" },
        prices: { usd: 27, cop: 108000, mxn: 486, cad: 36.45, eur: 24.84 },
        stock: 210,
        weight: 260,
      },
    ],
  },
  {
    handle: "cafe-ganoderma",
    title: "Café con Ganoderma",
    subtitle: "Café soluble con extracto de reishi",
    description:
      "Café arábica colombiano soluble combinado con extracto de ganoderma (reishi). Sabor suave y equilibrado, listo con solo agregar agua caliente.",
    category: "energia",
    collections: ["mas-vendidos"],
    tags: ["café", "ganoderma", "reishi"],
    image: "cafe-ganoderma.svg",
    options: [{ title: "Presentación", values: ["20 sobres", "40 sobres"] }],
    variants: [
      {
        sku: "CAFE-GANODERMA-20",
        title: "20 sobres",
        options: { Presentación: "20 sobres" },
        prices: { usd: 22, cop: 88000, mxn: 396, cad: 29.7, eur: 20.24 },
        stock: 300,
        weight: 200,
      },
      {
        sku: "CAFE-GANODERMA-40",
        title: "40 sobres",
        options: { Presentación: "40 sobres" },
        prices: { usd: 39, cop: 156000, mxn: 702, cad: 52.65, eur: 35.88 },
        stock: 160,
        weight: 380,
      },
    ],
  },
  {
    handle: "pre-entreno-vital",
    title: "Pre-Entreno Vital",
    subtitle: "Fórmula en polvo para antes de entrenar",
    description:
      "Mezcla en polvo de beta-alanina, citrulina y cafeína para preparar antes de tu sesión de ejercicio. Consulta la etiqueta para la porción recomendada; no apto para menores de edad ni embarazadas.",
    category: "energia",
    collections: ["novedades"],
    tags: ["pre-entreno", "deporte", "cafeína"],
    image: "pre-entreno-vital.svg",
    options: [{ title: "Sabor", values: ["Limón", "Uva"] }],
    variants: [
      {
        sku: "PRE-ENTRENO-VITAL-LIMON",
        title: "Limón",
        options: { Sabor: "Limón" },
        prices: { usd: 34, cop: 136000, mxn: 612, cad: 45.9, eur: 31.28 },
        stock: 110,
        weight: 380,
      },
      {
        sku: "PRE-ENTRENO-VITAL-UVA",
        title: "Uva",
        options: { Sabor: "Uva" },
        prices: { usd: 34, cop: 136000, mxn: 612, cad: 45.9, eur: 31.28 },
        stock: 90,
        weight: 380,
      },
    ],
  },
  {
    handle: "hidra-electrolitos",
    title: "Hidra Electrolitos",
    subtitle: "Sales de hidratación sin azúcar",
    description:
      "Sobres con sodio, potasio y magnesio para preparar una bebida de hidratación ligera. Ideales después de hacer ejercicio o en días calurosos. Caja con 20 sobres.",
    category: "energia",
    collections: ["novedades"],
    tags: ["hidratación", "electrolitos", "sin azúcar"],
    image: "hidra-electrolitos.svg",
    options: [{ title: "Sabor", values: ["Coco", "Limón"] }],
    variants: [
      {
        sku: "HIDRA-ELECTROLITOS-COCO",
        title: "Coco",
        options: { Sabor: "Coco" },
        prices: { usd: 18, cop: 72000, mxn: 324, cad: 24.3, eur: 16.56 },
        stock: 240,
        weight: 180,
      },
      {
        sku: "HIDRA-ELECTROLITOS-LIMON",
        title: "Limón",
        options: { Sabor: "Limón" },
        prices: { usd: 18, cop: 72000, mxn: 324, cad: 24.3, eur: 16.56 },
        stock: 220,
        weight: 180,
      },
    ],
  },
  {
    handle: "maca-andina",
    title: "Maca Andina",
    subtitle: "Maca negra del Perú en cápsulas",
    description:
      "Cápsulas de raíz de maca negra cultivada en los Andes peruanos y secada al sol. Un ingrediente tradicional de la región en un formato práctico para tu día a día.",
    category: "energia",
    collections: ["novedades"],
    tags: ["maca", "andino", "cápsulas"],
    image: "maca-andina.svg",
    options: [{ title: "Presentación", values: ["60 cápsulas", "120 cápsulas"] }],
    variants: [
      {
        sku: "MACA-ANDINA-60",
        title: "60 cápsulas",
        options: { Presentación: "60 cápsulas" },
        prices: { usd: 16, cop: 64000, mxn: 288, cad: 21.6, eur: 14.72 },
        stock: 190,
        weight: 90,
      },
      {
        sku: "MACA-ANDINA-120",
        title: "120 cápsulas",
        options: { Presentación: "120 cápsulas" },
        prices: { usd: 28, cop: 112000, mxn: 504, cad: 37.8, eur: 25.76 },
        stock: 100,
        weight: 150,
      },
    ],
  },
  {
    handle: "crema-facial-hidratante",
    title: "Crema Facial Hidratante",
    subtitle: "Con ácido hialurónico y aloe vera",
    description:
      "Crema ligera de rápida absorción con ácido hialurónico, aloe vera y vitamina E. Deja la piel suave y con sensación de frescura; apta para uso diario de día y de noche.",
    category: "cuidado-personal",
    collections: ["mas-vendidos"],
    tags: ["facial", "hidratante", "ácido hialurónico"],
    image: "crema-facial-hidratante.svg",
    options: [{ title: "Presentación", values: ["50 ml"] }],
    variants: [
      {
        sku: "CREMA-FACIAL-HIDRATANTE-50ML",
        title: "50 ml",
        options: { Presentación: "50 ml" },
        prices: { usd: 32, cop: 128000, mxn: 576, cad: 43.2, eur: 29.44 },
        stock: 180,
        weight: 110,
      },
    ],
  },
  {
    handle: "serum-vitamina-c",
    title: "Sérum Vitamina C",
    subtitle: "Sérum facial iluminador",
    description:
      "Sérum con vitamina C estabilizada y niacinamida en un gotero de vidrio ámbar. Aplica de 3 a 4 gotas por la mañana sobre el rostro limpio, antes del protector solar.",
    category: "cuidado-personal",
    collections: ["novedades"],
    tags: ["facial", "sérum", "vitamina c"],
    image: "serum-vitamina-c.svg",
    options: [{ title: "Presentación", values: ["30 ml"] }],
    variants: [
      {
        sku: "SERUM-VITAMINA-C-30ML",
        title: "30 ml",
        options: { Presentación: "30 ml" },
        prices: { usd: 38, cop: 152000, mxn: 684, cad: 51.3, eur: 34.96 },
        stock: 120,
        weight: 90,
      },
    ],
  },
  {
    handle: "gel-aloe-vera",
    title: "Gel de Aloe Vera",
    subtitle: "99% aloe vera, sin alcohol",
    description:
      "Gel refrescante de aloe vera para rostro, cuerpo y cabello, sin alcohol ni colorantes. Ideal después de un día de sol o después del afeitado.",
    category: "cuidado-personal",
    collections: ["mas-vendidos"],
    tags: ["aloe vera", "corporal", "sin alcohol"],
    image: "gel-aloe-vera.svg",
    options: [{ title: "Presentación", values: ["200 ml", "500 ml"] }],
    variants: [
      {
        sku: "GEL-ALOE-VERA-200ML",
        title: "200 ml",
        options: { Presentación: "200 ml" },
        prices: { usd: 14, cop: 56000, mxn: 252, cad: 18.9, eur: 12.88 },
        stock: 280,
        weight: 240,
      },
      {
        sku: "GEL-ALOE-VERA-500ML",
        title: "500 ml",
        options: { Presentación: "500 ml" },
        prices: { usd: 24, cop: 96000, mxn: 432, cad: 32.4, eur: 22.08 },
        stock: 150,
        weight: 560,
      },
    ],
  },
  {
    handle: "shampoo-biotina",
    title: "Shampoo con Biotina",
    subtitle: "Limpieza suave con biotina y keratina",
    description:
      "Shampoo de limpieza suave con biotina, keratina vegetal y extracto de romero, sin sulfatos ni parabenos. Deja el cabello suave y con brillo desde la primera aplicación.",
    category: "cuidado-personal",
    collections: ["novedades"],
    tags: ["cabello", "biotina", "sin sulfatos"],
    image: "shampoo-biotina.svg",
    options: [{ title: "Presentación", values: ["400 ml"] }],
    variants: [
      {
        sku: "SHAMPOO-BIOTINA-400ML",
        title: "400 ml",
        options: { Presentación: "400 ml" },
        prices: { usd: 17, cop: 68000, mxn: 306, cad: 22.95, eur: 15.64 },
        stock: 200,
        weight: 460,
      },
    ],
  },
  {
    handle: "crema-corporal-karite",
    title: "Crema Corporal Karité",
    subtitle: "Manteca de karité y aceite de almendras",
    description:
      "Crema corporal de textura cremosa con manteca de karité y aceite de almendras dulces. Se absorbe rápido y deja un aroma delicado durante el día. Envase de 250 ml.",
    category: "cuidado-personal",
    collections: ["novedades"],
    tags: ["corporal", "karité", "hidratante"],
    image: "crema-corporal-karite.svg",
    options: [{ title: "Aroma", values: ["Lavanda", "Coco"] }],
    variants: [
      {
        sku: "CREMA-CORPORAL-KARITE-LAVANDA",
        title: "Lavanda",
        options: { Aroma: "Lavanda" },
        prices: { usd: 21, cop: 84000, mxn: 378, cad: 28.35, eur: 19.32 },
        stock: 170,
        weight: 320,
      },
      {
        sku: "CREMA-CORPORAL-KARITE-COCO",
        title: "Coco",
        options: { Aroma: "Coco" },
        prices: { usd: 21, cop: 84000, mxn: 378, cad: 28.35, eur: 19.32 },
        stock: 150,
        weight: 320,
      },
    ],
  },
  {
    handle: "protector-solar-fps50",
    title: "Protector Solar FPS 50",
    subtitle: "Amplio espectro, toque seco",
    description:
      "Protector solar facial de amplio espectro UVA/UVB con acabado de toque seco y sin color. Resistente al agua; reaplícalo cada dos horas durante la exposición al sol.",
    category: "cuidado-personal",
    collections: ["mas-vendidos"],
    tags: ["protector solar", "fps 50", "facial"],
    image: "protector-solar-fps50.svg",
    options: [{ title: "Presentación", values: ["50 ml"] }],
    variants: [
      {
        sku: "PROTECTOR-SOLAR-FPS50-50ML",
        title: "50 ml",
        options: { Presentación: "50 ml" },
        prices: { usd: 26, cop: 104000, mxn: 468, cad: 35.1, eur: 23.92 },
        stock: 240,
        weight: 90,
      },
    ],
  },
  {
    handle: "infusion-relax-noche",
    title: "Infusión Relax Noche",
    subtitle: "Manzanilla, tilo y pasiflora",
    description:
      "Mezcla de manzanilla, tilo, pasiflora y cáscara de naranja en bolsitas de té. Disfrútala caliente como parte de tu ritual antes de dormir.",
    category: "bienestar",
    collections: ["novedades"],
    tags: ["infusión", "manzanilla", "noche"],
    image: "infusion-relax-noche.svg",
    options: [{ title: "Presentación", values: ["20 sobres"] }],
    variants: [
      {
        sku: "INFUSION-RELAX-NOCHE-20",
        title: "20 sobres",
        options: { Presentación: "20 sobres" },
        prices: { usd: 13, cop: 52000, mxn: 234, cad: 17.55, eur: 11.96 },
        stock: 260,
        weight: 80,
      },
    ],
  },
  {
    handle: "ashwagandha-calma",
    title: "Ashwagandha Calma",
    subtitle: "Extracto de raíz de ashwagandha",
    description:
      "Cápsulas con extracto estandarizado de raíz de ashwagandha, una planta utilizada tradicionalmente en la India. Tomar una cápsula al día con alimentos.",
    category: "bienestar",
    collections: ["novedades"],
    tags: ["ashwagandha", "adaptógeno", "cápsulas"],
    image: "ashwagandha-calma.svg",
    options: [{ title: "Presentación", values: ["60 cápsulas"] }],
    variants: [
      {
        sku: "ASHWAGANDHA-CALMA-60",
        title: "60 cápsulas",
        options: { Presentación: "60 cápsulas" },
        prices: { usd: 23, cop: 92000, mxn: 414, cad: 31.05, eur: 21.16 },
        stock: 140,
        weight: 90,
      },
    ],
  },
  {
    handle: "aceite-esencial-lavanda",
    title: "Aceite Esencial de Lavanda",
    subtitle: "100% puro para aromaterapia",
    description:
      "Aceite esencial de lavanda destilado al vapor, ideal para difusores o para masajes diluido en un aceite portador. Su aroma floral ayuda a crear un ambiente tranquilo en casa.",
    category: "bienestar",
    collections: ["mas-vendidos"],
    tags: ["aromaterapia", "lavanda", "aceite esencial"],
    image: "aceite-esencial-lavanda.svg",
    options: [{ title: "Presentación", values: ["15 ml", "30 ml"] }],
    variants: [
      {
        sku: "ACEITE-ESENCIAL-LAVANDA-15ML",
        title: "15 ml",
        options: { Presentación: "15 ml" },
        prices: { usd: 12, cop: 48000, mxn: 216, cad: 16.2, eur: 11.04 },
        stock: 210,
        weight: 60,
      },
      {
        sku: "ACEITE-ESENCIAL-LAVANDA-30ML",
        title: "30 ml",
        options: { Presentación: "30 ml" },
        prices: { usd: 20, cop: 80000, mxn: 360, cad: 27, eur: 18.4 },
        stock: 130,
        weight: 90,
      },
    ],
  },
  {
    handle: "shaker-vitalia",
    title: "Shaker Vitalia",
    subtitle: "Mezclador de 600 ml con rejilla",
    description:
      "Vaso mezclador de 600 ml con rejilla de acero inoxidable y tapa a prueba de fugas. Libre de BPA y apto para lavavajillas.",
    category: "bienestar",
    collections: ["mas-vendidos"],
    tags: ["accesorio", "shaker", "libre de bpa"],
    image: "shaker-vitalia.svg",
    options: [{ title: "Color", values: ["Verde", "Negro"] }],
    variants: [
      {
        sku: "SHAKER-VITALIA-VERDE",
        title: "Verde",
        options: { Color: "Verde" },
        prices: { usd: 10, cop: 40000, mxn: 180, cad: 13.5, eur: 9.2 },
        stock: 500,
        weight: 180,
      },
      {
        sku: "SHAKER-VITALIA-NEGRO",
        title: "Negro",
        options: { Color: "Negro" },
        prices: { usd: 10, cop: 40000, mxn: 180, cad: 13.5, eur: 9.2 },
        stock: 450,
        weight: 180,
      },
    ],
  },
  {
    handle: "membresia-socio",
    title: "Membresía de Socio",
    subtitle: "Precios de socio en toda la tienda",
    description:
      "La membresía de socio te da acceso a precios preferenciales, promociones exclusivas y tarifas de envío reducidas. Incluye tu tarjeta de socio y una guía de bienvenida.",
    category: "membresias-y-kits",
    collections: ["kits-de-inscripcion"],
    tags: ["membresía", "socio"],
    image: "membresia-socio.svg",
    options: [{ title: "Plan", values: ["Anual", "Semestral"] }],
    variants: [
      {
        sku: "MEMBRESIA-ANUAL",
        title: "Anual",
        options: { Plan: "Anual" },
        prices: { usd: 35, cop: 140000, mxn: 630, cad: 47.25, eur: 32.2 },
        stock: 500,
        weight: 20,
      },
      {
        sku: "MEMBRESIA-SEMESTRAL",
        title: "Semestral",
        options: { Plan: "Semestral" },
        prices: { usd: 20, cop: 80000, mxn: 360, cad: 27, eur: 18.4 },
        stock: 500,
        weight: 20,
      },
    ],
  },
  {
    handle: "kit-inscripcion-basico",
    title: "Kit de Inscripción Básico",
    subtitle: "Todo lo necesario para empezar como socio",
    description:
      "Incluye un HC FIT sabor vainilla, un Shaker Vitalia, la guía de inicio y materiales de bienvenida. La forma más sencilla de comenzar tu experiencia como socio Vitalia.",
    category: "membresias-y-kits",
    collections: ["kits-de-inscripcion"],
    tags: ["kit", "inscripción", "socio"],
    image: "kit-inscripcion-basico.svg",
    options: [{ title: "Presentación", values: ["Kit"] }],
    variants: [
      {
        sku: "KIT-INSCRIPCION-BASICO",
        title: "Kit",
        options: { Presentación: "Kit" },
        prices: { usd: 59, cop: 236000, mxn: 1062, cad: 79.65, eur: 54.28 },
        stock: 200,
        weight: 1200,
      },
    ],
  },
  {
    handle: "kit-inscripcion-premium",
    title: "Kit de Inscripción Premium",
    subtitle: "La experiencia Vitalia completa",
    description:
      "Incluye HC FIT y RENEW PRO en sus dos sabores, un Multivitamínico Diario de 30 cápsulas, un Shaker Vitalia y la guía de inicio. Pensado para quienes quieren conocer nuestra línea principal desde el primer día.",
    category: "membresias-y-kits",
    collections: ["kits-de-inscripcion", "mas-vendidos"],
    tags: ["kit", "inscripción", "socio", "premium"],
    image: "kit-inscripcion-premium.svg",
    options: [{ title: "Presentación", values: ["Kit"] }],
    variants: [
      {
        sku: "KIT-INSCRIPCION-PREMIUM",
        title: "Kit",
        options: { Presentación: "Kit" },
        prices: { usd: 189, cop: 756000, mxn: 3402, cad: 255.15, eur: 173.88 },
        stock: 100,
        weight: 3100,
      },
    ],
  },
]

/** Variant SKUs referenced by promotions. */
export const promotionVariantSkus = {
  FREEMEMBERSHIP2: ["MEMBRESIA-ANUAL", "MEMBRESIA-SEMESTRAL"],
  FITRENEWENROLLMENT: ["HC-FIT-VAINILLA", "HC-FIT-CHOCOLATE", "RENEW-PRO-FRUTOS-ROJOS", "RENEW-PRO-LIMON"],
  REGRESA20: ["PAQUETE-ESPECIAL", "PAQUETE-DUO"],
} as const
