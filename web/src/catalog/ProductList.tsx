import { useQuery } from "@apollo/client/react"
import { graphql } from "../gql"
import { useI18n } from "../i18n"

export const RegionsAndProducts = graphql(`
  query RegionsAndProducts($first: Int!, $regionId: ID) {
    regions { id name currencyCode }
    products(first: $first, regionId: $regionId) {
      totalCount
      nodes { id handle title subtitle thumbnail fromPrice { amount currencyCode } variants { id inStock } }
    }
  }
`)

/** The first page of the catalog, priced in the first region. */
export function ProductList() {
  const { t, money } = useI18n()
  const regions = useQuery(RegionsAndProducts, { variables: { first: 1 } })
  const regionId = regions.data?.regions[0]?.id
  const { data, loading, error } = useQuery(RegionsAndProducts, {
    variables: { first: 12, regionId },
    skip: !regionId,
  })
  if (regions.error || error) return <p role="alert">{t.catalog.error}</p>
  if (regions.loading || loading || !data) return <p aria-busy="true">{t.catalog.loading}</p>
  if (!data.products.nodes.length) return <p>{t.catalog.empty}</p>
  return (
    <section aria-labelledby="catalog-title">
      <h2 id="catalog-title">
        {t.catalog.title} <small>{t.catalog.count(data.products.totalCount)}</small>
      </h2>
      <ul className="grid">
        {data.products.nodes.map((product) => (
          <li key={product.id} className="card">
            {product.thumbnail && <img src={product.thumbnail} alt="" width={300} height={300} loading="lazy" />}
            <h3>{product.title}</h3>
            {product.subtitle && <p className="muted">{product.subtitle}</p>}
            <p>
              {product.fromPrice
                ? `${t.catalog.from} ${money(product.fromPrice.amount, product.fromPrice.currencyCode)}`
                : null}
              {product.variants.every((v) => !v.inStock) && <strong> · {t.catalog.outOfStock}</strong>}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
