/**
 * English versions of the demo catalog (data/catalog.ts), by handle: the seed stores them in
 * Medusa's Translation Module under the locale `en-US` (src/scripts/seed/translations.ts), and the
 * store routes answer them for `?locale=en-US`. Plain data only.
 */

export const EN_LOCALE = "en-US"

export const categoriesEn: Record<string, { name: string; description: string }> = {
  nutricion: { name: "Nutrition", description: "Supplements and powdered foods to round out your daily diet." },
  "control-de-peso": {
    name: "Weight management",
    description: "Shakes, fibres and infusions to go with a balanced eating plan.",
  },
  energia: { name: "Energy", description: "Drinks and supplements for your daily pace and your workouts." },
  "cuidado-personal": { name: "Personal care", description: "Skin and hair care with ingredients of natural origin." },
  bienestar: {
    name: "Wellbeing",
    description: "Infusions, aromatherapy and accessories for your rest and self-care routines.",
  },
  "membresias-y-kits": {
    name: "Memberships and kits",
    description: "Partner memberships and enrollment kits to start with Vitalia.",
  },
}

export const collectionsEn: Record<string, string> = {
  "mas-vendidos": "Best sellers",
  novedades: "New in",
  "kits-de-inscripcion": "Enrollment kits",
  paquetes: "Bundles",
}

export const productsEn: Record<string, { title: string; subtitle: string; description: string }> = {
  "hc-fit": {
    title: "HC FIT",
    subtitle: "Nutritional shake for your daily routine",
    description:
      "HC FIT is a powdered shake with protein, fibre, vitamins and minerals, made for a quick and complete meal. Mix it with water or a plant drink and enjoy it at breakfast or as an afternoon snack. Each tub makes 30 servings.",
  },
  "renew-pro": {
    title: "RENEW PRO",
    subtitle: "Fibre and herbal extract drink",
    description:
      "RENEW PRO is a powdered drink with soluble fibre, green tea and herbal extracts, ready in seconds. Its refreshing taste makes it ideal alongside your meals during the day. Each tub holds 30 servings.",
  },
  "te-verde-herbal": {
    title: "Herbal Green Tea",
    subtitle: "Green tea infusion with spearmint",
    description:
      "A blend of green tea, spearmint and stevia leaves in single tea bags. Make it hot or iced to go with your meals. No added sugar.",
  },
  "fibra-plus": {
    title: "Fibre Plus",
    subtitle: "Soluble fibre powder",
    description:
      "Fibre Plus combines agave inulin and psyllium in a powder that dissolves easily in water or juice. Use it every day as part of a diet rich in fruit and vegetables. 300 g tub.",
  },
  "barras-proteicas": {
    title: "Protein Bars",
    subtitle: "A snack with 15 g of protein per bar",
    description:
      "Bars with milk protein, oats and a dark chocolate coating, easy to carry in your bag. Each box holds 12 individually wrapped 45 g bars.",
  },
  "paquete-especial": {
    title: "Special Bundle",
    subtitle: "HC FIT, RENEW PRO and Herbal Green Tea",
    description:
      "Two tubs of vanilla HC FIT, one berry RENEW PRO and one 30-sachet Herbal Green Tea. Everything you need for the month's routine at a special price.",
  },
  "paquete-duo": {
    title: "DUO Bundle",
    subtitle: "HC FIT + RENEW PRO",
    description:
      "Our community's favourite pair: a vanilla HC FIT and a berry RENEW PRO. An easy way to start, with savings included.",
  },
  "multivitaminico-diario": {
    title: "Daily Multivitamin",
    subtitle: "23 vitamins and minerals in one capsule",
    description:
      "A formula with B-complex vitamins, vitamin D, zinc and selenium in a single capsule a day. Take it with breakfast to complement your diet.",
  },
  "omega-3-plus": {
    title: "Omega 3 Plus",
    subtitle: "Cold-water fish oil",
    description:
      "Softgels with EPA and DHA from purified fish oil. Their enteric coating avoids any aftertaste. Take two capsules a day with meals.",
  },
  "proteina-vegetal": {
    title: "Plant Protein",
    subtitle: "Pea and brown rice protein",
    description:
      "A blend of pea and brown rice protein with 20 g of protein per serving, free of dairy and soy. Dissolves easily in water, plant drinks or fruit smoothies.",
  },
  "colageno-hidrolizado": {
    title: "Hydrolysed Collagen",
    subtitle: "Type I and III collagen with vitamin C",
    description:
      "Type I and III hydrolysed collagen with vitamin C, in a powder that mixes without lumps. Add it to your morning coffee, juice or shake. 30-serving tub.",
  },
  "vitamina-c-zinc": {
    title: "Vitamin C + Zinc",
    subtitle: "Orange-flavoured chewable tablets",
    description:
      "Chewable tablets with 500 mg of vitamin C and zinc, with a pleasant orange taste. Easy to carry and take at any time of the day.",
  },
  "magnesio-citrato": {
    title: "Magnesium Citrate",
    subtitle: "Magnesium citrate in vegetable capsules",
    description:
      "Vegetable capsules of magnesium citrate, one of the most used forms in supplementation. Take them with water after dinner as part of your routine.",
  },
  "probiotico-balance": {
    title: "Probiotic Balance",
    subtitle: "10 strains in vegetable capsules",
    description:
      "Capsules with 10 probiotic strains and inulin prebiotic. No refrigeration needed; take one a day with water.",
  },
  "vital-energy": {
    title: "VITAL ENERGY",
    subtitle: "Powdered energy drink",
    description:
      "A powdered drink with caffeine from green tea, B-complex vitamins and electrolytes, no added sugar. Dissolve one sachet in 500 ml of cold water before your activities. Box of 20 sachets.",
  },
  "cafe-ganoderma": {
    title: "Coffee with Ganoderma",
    subtitle: "Instant coffee with reishi extract",
    description:
      "Colombian arabica instant coffee combined with ganoderma (reishi) extract. A smooth, balanced taste, ready by just adding hot water.",
  },
  "pre-entreno-vital": {
    title: "Vital Pre-Workout",
    subtitle: "Powder formula for before training",
    description:
      "A powder blend of beta-alanine, citrulline and caffeine to prepare before your exercise session. See the label for the recommended serving; not for minors or pregnant women.",
  },
  "hidra-electrolitos": {
    title: "Hydra Electrolytes",
    subtitle: "Sugar-free hydration salts",
    description:
      "Sachets with sodium, potassium and magnesium for a light hydration drink. Ideal after exercise or on hot days. Box of 20 sachets.",
  },
  "maca-andina": {
    title: "Andean Maca",
    subtitle: "Peruvian black maca in capsules",
    description:
      "Capsules of black maca root grown in the Peruvian Andes and sun-dried. A traditional ingredient of the region in a practical format for every day.",
  },
  "crema-facial-hidratante": {
    title: "Moisturising Face Cream",
    subtitle: "With hyaluronic acid and aloe vera",
    description:
      "A light, fast-absorbing cream with hyaluronic acid, aloe vera and vitamin E. Leaves the skin soft and fresh; suitable for daily use morning and night.",
  },
  "serum-vitamina-c": {
    title: "Vitamin C Serum",
    subtitle: "Brightening face serum",
    description:
      "A serum with stabilised vitamin C and niacinamide in an amber glass dropper bottle. Apply 3 to 4 drops in the morning on clean skin, before sunscreen.",
  },
  "gel-aloe-vera": {
    title: "Aloe Vera Gel",
    subtitle: "99% aloe vera, alcohol-free",
    description:
      "A refreshing aloe vera gel for face, body and hair, free of alcohol and colourants. Ideal after a day in the sun or after shaving.",
  },
  "shampoo-biotina": {
    title: "Biotin Shampoo",
    subtitle: "Gentle cleansing with biotin and keratin",
    description:
      "A gentle cleansing shampoo with biotin, plant keratin and rosemary extract, free of sulphates and parabens. Leaves hair soft and shiny from the first wash.",
  },
  "crema-corporal-karite": {
    title: "Shea Body Cream",
    subtitle: "Shea butter and almond oil",
    description:
      "A rich body cream with shea butter and sweet almond oil. Absorbs quickly and leaves a delicate scent all day. 250 ml jar.",
  },
  "protector-solar-fps50": {
    title: "Sunscreen SPF 50",
    subtitle: "Broad spectrum, dry touch",
    description:
      "A broad-spectrum UVA/UVB face sunscreen with a dry-touch, colourless finish. Water resistant; reapply every two hours in the sun.",
  },
  "infusion-relax-noche": {
    title: "Night Relax Infusion",
    subtitle: "Chamomile, linden and passionflower",
    description:
      "A blend of chamomile, linden, passionflower and orange peel in tea bags. Enjoy it hot as part of your bedtime ritual.",
  },
  "ashwagandha-calma": {
    title: "Ashwagandha Calm",
    subtitle: "Ashwagandha root extract",
    description:
      "Capsules with standardised ashwagandha root extract, a plant traditionally used in India. Take one capsule a day with food.",
  },
  "aceite-esencial-lavanda": {
    title: "Lavender Essential Oil",
    subtitle: "100% pure for aromatherapy",
    description:
      "Steam-distilled lavender essential oil, ideal for diffusers or for massage diluted in a carrier oil. Its floral scent helps create a calm atmosphere at home.",
  },
  "shaker-vitalia": {
    title: "Vitalia Shaker",
    subtitle: "600 ml shaker with mixing grid",
    description:
      "A 600 ml shaker cup with a stainless-steel mixing grid and a leak-proof lid. BPA-free and dishwasher safe.",
  },
  "membresia-socio": {
    title: "Partner Membership",
    subtitle: "Partner prices across the shop",
    description:
      "The partner membership gives you preferential prices, exclusive promotions and reduced shipping rates. Includes your partner card and a welcome guide.",
  },
  "kit-inscripcion-basico": {
    title: "Basic Enrollment Kit",
    subtitle: "Everything you need to start as a partner",
    description:
      "A vanilla HC FIT, a Vitalia Shaker, the starter guide and welcome materials. The simplest way to begin your experience as a Vitalia partner.",
  },
  "kit-inscripcion-premium": {
    title: "Premium Enrollment Kit",
    subtitle: "The complete Vitalia experience",
    description:
      "HC FIT and RENEW PRO in both flavours, a 30-capsule Daily Multivitamin, a Vitalia Shaker and the starter guide. For those who want to know our main line from day one.",
  },
}

/** Option names. */
export const optionTitlesEn: Record<string, string> = {
  Sabor: "Flavour",
  Presentación: "Size",
  Tamaño: "Size",
  Aroma: "Scent",
  Color: "Colour",
  Plan: "Plan",
}

/** Option values (and the variant titles made of them, "Vainilla / 500 g"): whole values first, then words. */
export const optionValuesEn: Record<string, string> = {
  Vainilla: "Vanilla",
  Chocolate: "Chocolate",
  "Chocolate y maní": "Chocolate and peanut",
  Coco: "Coconut",
  "Frutos rojos": "Berries",
  Limón: "Lemon",
  Uva: "Grape",
  Mandarina: "Tangerine",
  Natural: "Natural",
  "Manzana y canela": "Apple and cinnamon",
  Lavanda: "Lavender",
  Verde: "Green",
  Negro: "Black",
  Anual: "Yearly",
  Semestral: "Six-monthly",
  Kit: "Kit",
  Paquete: "Bundle",
}

/** Units inside values such as "30 cápsulas". */
export const unitWordsEn: Record<string, string> = { cápsulas: "capsules", sobres: "sachets", tabletas: "tablets" }

/** A value (or a variant title of values joined by " / ") in English; unknown words stay as they are. */
export function valueEn(value: string): string {
  return value
    .split(" / ")
    .map(
      (part) =>
        optionValuesEn[part] ??
        part.replace(/^(\d+) (\S+)$/, (whole, n: string, unit: string) =>
          unitWordsEn[unit] ? `${n} ${unitWordsEn[unit]}` : whole
        )
    )
    .join(" / ")
}
