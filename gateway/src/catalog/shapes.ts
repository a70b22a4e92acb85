/**
 * The catalog's shapes as the gateway answers them (the GraphQL mappers' Region, codegen.ts): read by
 * the catalog service and by search, which build them from the engine's products and regions.
 */
export interface Money {
  amount: number
  currencyCode: string
}

export interface Region {
  id: string
  name: string
  currencyCode: string
  countries: { iso2: string; name: string; states: { iso2: string; name: string }[] }[]
  taxRate: number
}

export interface ProductVariant {
  id: string
  title: string
  sku: string | null
  options: { option: string; value: string }[]
  price: Money | null
  originalPrice: Money | null
  inStock: boolean
  inventoryQuantity: number | null
}

export interface Product {
  id: string
  handle: string
  title: string
  subtitle: string | null
  description: string | null
  thumbnail: string | null
  images: { id: string; url: string }[]
  options: { id: string; title: string; values: string[] }[]
  variants: ProductVariant[]
  collection: { id: string; title: string; handle: string } | null
  categories: { id: string; name: string; handle: string; description: string | null }[]
  fromPrice: Money | null
  isBundle: boolean
}

export interface ProductListArgs {
  first?: number | null
  after?: string | null
  regionId?: string | null
  search?: string | null
  categoryId?: string | null
  collectionId?: string | null
  sort?: "NEWEST" | "TITLE" | null
}
