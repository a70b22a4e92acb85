import type { Messages } from "./es"

export const en: Messages = {
  shop: { name: "Vitalia", tagline: "Nutrition and wellness for every day" },
  catalog: {
    title: "Products",
    count: (n: number) => `${n} products`,
    from: "From",
    loading: "Loading products…",
    error: "We could not load the products. Please try again in a moment.",
    empty: "No products yet.",
    outOfStock: "Sold out",
  },
  language: { label: "Language", es: "Español", en: "English" },
}
