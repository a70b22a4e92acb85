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
  /** The next page, when there is one. */
  more?: { label: string; load: () => void } | null
}) {
  const hydrated = useHydrated()
  return (
    <>
      {instead ?? (
        <div aria-busy={loading} className={refreshing ? "catalog-refreshing" : undefined}>
          <ProductGrid products={products} skeletons={skeletons} priority={4} label={label} />
        </div>
      )}
      {more && (
        <div className="catalog-more">
          <button type="button" className="button button-secondary button-large" disabled={loading || !hydrated} onClick={more.load}>
            {more.label}
          </button>
        </div>
      )}
    </>
  )
}
