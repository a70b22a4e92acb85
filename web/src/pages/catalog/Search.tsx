import { useQuery } from "@apollo/client/react"
import { Link, useSearchParams } from "react-router-dom"
import { SearchResults } from "../../api/search"
import { useHydrated } from "../../app/hydrated"
import { useShop } from "../../app/shop"
import { Breadcrumbs } from "../../components/Breadcrumbs"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { EmptyState } from "../../components/EmptyState"
import { Skeleton } from "../../components/Skeleton"
import { useI18n } from "../../i18n"
import { appendingTo, ProductPages } from "./ProductPages"
import "./catalog.css"

const PAGE = 24

/**
 * /search?q=&cat=<id>&col=<id>&price=<from>-<to>&stock=1 — product search results with facets
 * (each a list of checkboxes with counts; the URL holds the filters, so results can be shared),
 * "did you mean" when the words are not in the catalogue.
 */
export default function Search() {
  const { t, money } = useI18n()
  const { region } = useShop()
  const hydrated = useHydrated()
  const [params, setParams] = useSearchParams()
  const q = params.get("q")?.trim() ?? ""
  const categories = params.getAll("cat")
  const collections = params.getAll("col")
  const price = params.get("price")
  const [priceMin, priceMax] = (price ?? "-").split("-").map((v) => (v === "" ? null : Number(v)))
  const inStock = params.get("stock") === "1"
  const filters = {
    categoryIds: categories.length ? categories : null,
    collectionIds: collections.length ? collections : null,
    priceMin: Number.isFinite(priceMin) ? priceMin : null,
    priceMax: Number.isFinite(priceMax) ? priceMax : null,
    inStock: inStock || null,
  }
  const { data, previousData, loading, error, fetchMore } = useQuery(SearchResults, {
    variables: { query: q, first: PAGE, regionId: region?.id, filters },
    notifyOnNetworkStatusChange: true,
  })
  const shown = (data ?? previousData)?.searchProducts
  const title = t.search.title(q)
  useDocumentTitle(title)

  const toggle = (key: string, value: string) => {
    const next = new URLSearchParams(params)
    const values = next.getAll(key)
    next.delete(key)
    for (const v of values.includes(value) ? values.filter((v) => v !== value) : [...values, value]) next.append(key, v)
    setParams(next)
  }
  const setOne = (key: string, value: string | null) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    setParams(next)
  }
  const filtered = categories.length > 0 || collections.length > 0 || price !== null || inStock
  const facets = shown?.facets

  return (
    <div className="container catalog search-page">
      <Breadcrumbs items={[{ label: t.nav.home, to: "/" }, { label: title }]} />
      <header className="catalog-head">
        <h1>{title}</h1>
      </header>
      {shown?.didYouMean ? (
        <p className="search-did-you-mean">
          {t.search.didYouMean}{" "}
          <Link to={`/search?q=${encodeURIComponent(shown.didYouMean)}`}>
            <strong>{shown.didYouMean}</strong>
          </Link>
          ?
        </p>
      ) : null}
      {shown?.typoTolerant && shown.totalCount > 0 ? <p className="muted">{t.search.typoNote}</p> : null}
      <p className="catalog-count muted" aria-live="polite">
        {shown ? t.search.count(shown.totalCount) : <Skeleton width="6rem" />}
      </p>
      <div className="search-layout">
        <aside className="search-facets" aria-label={t.search.filters}>
          {facets && facets.categories.length > 0 && (
            <fieldset>
              <legend>{t.search.categories}</legend>
              {facets.categories.map((f) => (
                <label key={f.category.id} className="search-facet">
                  <input
                    type="checkbox"
                    checked={categories.includes(f.category.id)}
                    disabled={!hydrated}
                    onChange={() => toggle("cat", f.category.id)}
                  />
                  {f.category.name} <span className="muted">({f.count})</span>
                </label>
              ))}
            </fieldset>
          )}
          {facets && facets.collections.length > 0 && (
            <fieldset>
              <legend>{t.search.collections}</legend>
              {facets.collections.map((f) => (
                <label key={f.collection.id} className="search-facet">
                  <input
                    type="checkbox"
                    checked={collections.includes(f.collection.id)}
                    disabled={!hydrated}
                    onChange={() => toggle("col", f.collection.id)}
                  />
                  {f.collection.title} <span className="muted">({f.count})</span>
                </label>
              ))}
            </fieldset>
          )}
          {facets && facets.prices.some((p) => p.count > 0) && (
            <fieldset>
              <legend>{t.search.price}</legend>
              {facets.prices.map((p) => {
                const key = `${p.from?.amount ?? ""}-${p.to?.amount ?? ""}`
                const label = !p.from
                  ? t.search.priceUpTo(money(p.to))
                  : !p.to
                    ? t.search.priceFrom(money(p.from))
                    : t.search.priceBetween(money(p.from), money(p.to))
                return (
                  <label key={key} className="search-facet">
                    <input
                      type="checkbox"
                      checked={price === key}
                      disabled={!hydrated || (p.count === 0 && price !== key)}
                      onChange={() => setOne("price", price === key ? null : key)}
                    />
                    {label} <span className="muted">({p.count})</span>
                  </label>
                )
              })}
            </fieldset>
          )}
          {facets && (
            <fieldset>
              <legend className="visually-hidden">{t.product.inStock}</legend>
              <label className="search-facet">
                <input
                  type="checkbox"
                  checked={inStock}
                  disabled={!hydrated}
                  onChange={() => setOne("stock", inStock ? null : "1")}
                />
                {t.search.inStock(facets.inStock)}
              </label>
            </fieldset>
          )}
          {filtered && (
            <Link to={`/search?q=${encodeURIComponent(q)}`} className="button button-secondary button-small">
              {t.search.clear}
            </Link>
          )}
        </aside>
        <div className="search-results">
          <ProductPages
            products={shown?.nodes.map((n) => n.product)}
            skeletons={8}
            label={title}
            loading={loading}
            refreshing={loading && data?.searchProducts !== shown}
            instead={
              error && !shown ? (
                <EmptyState icon="alert" title={t.search.error} />
              ) : shown && !shown.nodes.length ? (
                <EmptyState icon="search" title={t.search.empty(q)} text={t.search.emptyHint} />
              ) : null
            }
            more={{
              label: t.search.more,
              page: data?.searchProducts.pageInfo,
              load: (after) => void fetchMore({ variables: { after }, updateQuery: appendingTo("searchProducts") }),
            }}
          />
        </div>
      </div>
    </div>
  )
}
