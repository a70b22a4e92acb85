import { useQuery } from "@apollo/client/react"
import { useState, type FormEvent } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { INPUT_LIMITS } from "@vitalia/schema/limits"
import { ProductList, Taxonomy } from "../../api/catalog"
import { useHydrated } from "../../app/hydrated"
import { useShop } from "../../app/shop"
import { Breadcrumbs } from "../../components/Breadcrumbs"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { EmptyState } from "../../components/EmptyState"
import { SelectField } from "../../components/Field"
import { Icon } from "../../components/Icon"
import { Skeleton } from "../../components/Skeleton"
import type { ProductSort } from "../../gql/graphql"
import { useI18n } from "../../i18n"
import { appendingTo, ProductPages } from "./ProductPages"
import "./catalog.css"

const PAGE = 12

/** /products?q=&category=<handle>&collection=<handle>&sort= — filters live in the URL, so they can be shared. */
export default function Products() {
  const { t } = useI18n()
  const { region } = useShop()
  const [params, setParams] = useSearchParams()
  const hydrated = useHydrated()
  const search = params.get("q")?.trim() ?? ""
  const sort: ProductSort = params.get("sort") === "TITLE" ? "TITLE" : "NEWEST"
  const taxonomy = useQuery(Taxonomy)
  const category = taxonomy.data?.categories.find((c) => c.handle === params.get("category"))
  const collection = taxonomy.data?.collections.find((c) => c.handle === params.get("collection"))
  const waitingForTaxonomy = !taxonomy.data && (params.has("category") || params.has("collection"))
  const [draft, setDraft] = useState(search)
  // A new search in the address replaces what was typed: adjusted while rendering (react.dev, "Adjusting
  // some state when a prop changes"), not in an effect after an extra render.
  const [shownSearch, setShownSearch] = useState(search)
  if (search !== shownSearch) {
    setShownSearch(search)
    setDraft(search)
  }

  const { data, previousData, loading, error, fetchMore } = useQuery(ProductList, {
    variables: {
      first: PAGE,
      regionId: region?.id,
      search: search || undefined,
      categoryId: category?.id,
      collectionId: collection?.id,
      sort,
    },
    skip: waitingForTaxonomy,
    notifyOnNetworkStatusChange: true,
  })
  const shown = data ?? previousData
  const title = search ? t.catalog.resultsFor(search) : (collection?.title ?? category?.name ?? t.catalog.title)
  useDocumentTitle(title)

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    setParams(next)
  }
  const submitSearch = (event: FormEvent) => {
    event.preventDefault()
    update({ q: draft.trim() || null })
  }
  const filtered = Boolean(search || category || collection)

  return (
    <div className="container catalog">
      <Breadcrumbs
        items={[
          { label: t.nav.home, to: "/" },
          { label: t.catalog.title, to: filtered ? "/products" : undefined },
          ...(filtered ? [{ label: title }] : []),
        ]}
      />
      <header className="catalog-head">
        <div>
          <h1>{title}</h1>
          <p className="muted">{category?.description ?? t.catalog.intro}</p>
        </div>
      </header>

      <div className="catalog-filters">
        <form role="search" className="catalog-search" onSubmit={submitSearch}>
          <label htmlFor="catalog-search" className="visually-hidden">
            {t.catalog.search}
          </label>
          <Icon name="search" size={18} />
          <input
            id="catalog-search"
            type="search"
            value={draft}
            maxLength={INPUT_LIMITS.search}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t.nav.searchPlaceholder}
            enterKeyHint="search"
            disabled={!hydrated}
          />
          <button type="submit" className="button button-small" disabled={!hydrated}>
            {t.nav.searchSubmit}
          </button>
        </form>
        {/* A search is in relevance order: the list's sort does not apply to it (docs/api.md, "Searching the catalogue"). */}
        {search ? null : (
          <SelectField
            label={t.catalog.sort}
            value={sort}
            onChange={(e) => update({ sort: e.target.value === "NEWEST" ? null : e.target.value })}
            className="catalog-sort"
            disabled={!hydrated}
          >
            <option value="NEWEST">{t.catalog.newest}</option>
            <option value="TITLE">{t.catalog.byTitle}</option>
          </SelectField>
        )}
      </div>

      <nav aria-label={t.catalog.category} className="chips-scroll">
        <ul className="chips">
          <li>
            <Link
              to={`/products${search ? `?q=${encodeURIComponent(search)}` : ""}`}
              className={`chip ${!category && !collection ? "chip-on" : ""}`}
              aria-current={!category && !collection ? "page" : undefined}
            >
              {t.catalog.allCategories}
            </Link>
          </li>
          {taxonomy.data
            ? taxonomy.data.categories.map((c) => (
                <li key={c.id}>
                  <Link
                    to={`/products?category=${c.handle}`}
                    className={`chip ${category?.id === c.id ? "chip-on" : ""}`}
                    aria-current={category?.id === c.id ? "page" : undefined}
                  >
                    {c.name}
                  </Link>
                </li>
              ))
            : Array.from({ length: 5 }, (_, i) => (
                <li key={i}>
                  <Skeleton width="7rem" height="2.5rem" radius="999px" />
                </li>
              ))}
        </ul>
      </nav>

      <p className="catalog-count muted" aria-live="polite">
        {shown ? t.catalog.count(shown.products.totalCount) : <Skeleton width="6rem" />}
      </p>

      <ProductPages
        products={shown?.products.nodes}
        skeletons={PAGE}
        label={title}
        loading={loading}
        refreshing={loading && data !== shown}
        instead={
          error && !shown ? (
            <EmptyState icon="alert" title={t.catalog.error}>
              <button type="button" className="button" onClick={() => window.location.reload()}>
                {t.common.retry}
              </button>
            </EmptyState>
          ) : shown && !shown.products.nodes.length ? (
            <EmptyState icon="search" title={t.catalog.empty} text={t.catalog.emptyHint}>
              <Link to="/products" className="button">
                {t.catalog.clearFilters}
              </Link>
            </EmptyState>
          ) : null
        }
        more={{
          label: t.catalog.more,
          page: data?.products.pageInfo,
          load: (after) => void fetchMore({ variables: { after }, updateQuery: appendingTo("products") }),
        }}
      />
    </div>
  )
}
