import { useQuery } from "@apollo/client/react"
import { useState } from "react"
import { useSearchParams } from "react-router-dom"
import { useShop } from "../app/shop"
import { ProductCard, ProductCardSkeleton } from "../components/ProductCard"
import type { ProductSort } from "../gql/graphql"
import { useI18n } from "../i18n"
import { ProductGrid } from "../operations"

const PAGE = 12

export default function Products() {
  const { t } = useI18n()
  const { region } = useShop()
  const [params, setParams] = useSearchParams()
  const search = params.get("q") ?? ""
  const categoryId = params.get("category") || undefined
  const sort = (params.get("sort") as ProductSort | null) ?? "NEWEST"
  const [draft, setDraft] = useState(search)
  const { data, loading, error, fetchMore } = useQuery(ProductGrid, {
    variables: { first: PAGE, regionId: region?.id, search: search || undefined, categoryId, sort },
  })
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) value ? next.set(key, value) : next.delete(key)
    setParams(next)
  }
  return (
    <>
      <h1>{t.catalog.title}</h1>
      <form className="filters" role="search" onSubmit={(e) => (e.preventDefault(), update({ q: draft }))}>
        <label className="field">
          <span>{t.catalog.search}</span>
          <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <label className="field">
          <span>{t.catalog.allCategories}</span>
          <select value={categoryId ?? ""} onChange={(e) => update({ category: e.target.value })}>
            <option value="">{t.catalog.allCategories}</option>
            {data?.categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </select>
        </label>
        <label className="field">
          <span>{t.catalog.sort}</span>
          <select value={sort} onChange={(e) => update({ sort: e.target.value })}>
            <option value="NEWEST">{t.catalog.newest}</option>
            <option value="TITLE">{t.catalog.byTitle}</option>
          </select>
        </label>
      </form>
      {error && <p role="alert">{t.catalog.error}</p>}
      {data && <p className="muted">{t.catalog.count(data.products.totalCount)}</p>}
      {data && !data.products.nodes.length && <p>{t.catalog.empty}</p>}
      <ul className="grid">
        {data ? data.products.nodes.map((p) => <ProductCard key={p.id} product={p} />) : Array.from({ length: PAGE }, (_, i) => <ProductCardSkeleton key={i} />)}
      </ul>
      {data?.products.pageInfo.hasNextPage && (
        <button
          type="button"
          className="button button-secondary"
          disabled={loading}
          onClick={() =>
            fetchMore({
              variables: { after: data.products.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                ...fetchMoreResult,
                products: { ...fetchMoreResult.products, nodes: [...previous.products.nodes, ...fetchMoreResult.products.nodes] },
              }),
            })
          }
        >
          {t.catalog.more}
        </button>
      )}
    </>
  )
}
