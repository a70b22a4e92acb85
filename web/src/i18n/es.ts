/** Spanish, the storefront's default language. Every text shown to shoppers lives here and in en.ts. */
export const es = {
  shop: { name: "Vitalia", tagline: "Nutrición y bienestar para cada día" },
  catalog: {
    title: "Productos",
    count: (n: number) => `${n} productos`,
    from: "Desde",
    loading: "Cargando productos…",
    error: "No pudimos cargar los productos. Intenta de nuevo en un momento.",
    empty: "Aún no hay productos.",
    outOfStock: "Agotado",
  },
  language: { label: "Idioma", es: "Español", en: "English" },
}

export type Messages = typeof es
