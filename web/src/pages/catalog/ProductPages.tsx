import type { ReactNode } from "react"
import { useHydrated } from "../../app/hydrated"
import { ProductGrid, type CardProduct } from "../../components/ProductCard"

/**
 * A catalogue's results, page by page (/products, /search): the product grid — or, in its place,
 * what to say when there is nothing to show — dimmed while new results load, and the button that
 * loads the next page while there is one.
 */
export function ProductPages({
  products,
  skeletons,
  label,
  loading,
  refreshing,
  instead,
  more,
}: {
  products?: readonly CardProduct[]
  /** Cards drawn while the first page loads. */
  skeletons: number
  label: string
  loading: boolean
  /** Results of earlier filters are shown while the new ones load. */
  refreshing: boolean
  /** Shown in place of the grid: an error, no results. */
  instead?: ReactNode
  /** The button for the next page: shown while the connection's page info says there is one; `load` fetches the page after `after`. */
  more: {
    label: string
    page?: { hasNextPage: boolean; endCursor?: string | null }
    load: (after: string | null | undefined) => void
  }
}) {
  const hydrated = useHydrated()
  return (
    <>
      {instead ?? (
        <div aria-busy={loading} className={refreshing ? "catalog-refreshing" : undefined}>
          <ProductGrid products={products} skeletons={skeletons} priority={4} label={label} />
        </div>
      )}
      {more.page?.hasNextPage && (
        <div className="catalog-more">
          <button
            type="button"
            className="button button-secondary button-large"
            disabled={loading || !hydrated}
            onClick={() => more.load(more.page?.endCursor)}
          >
            {more.label}
          </button>
        </div>
      )}
    </>
  )
}

/**
 * Apollo's `updateQuery` for the next page of the connection at `key` (`products`, `searchProducts`):
 * the new answer, with the nodes already shown before the new ones.
 */
export function appendingTo<K extends string>(key: K) {
  return <Q extends Record<K, { nodes: readonly unknown[] }>>(
    previous: Q,
    { fetchMoreResult }: { fetchMoreResult: Q }
  ): Q => ({
    ...fetchMoreResult,
    [key]: { ...fetchMoreResult[key], nodes: [...previous[key].nodes, ...fetchMoreResult[key].nodes] },
  })
}
