import { Link } from "react-router-dom"
import type { ProductCardFieldsFragment } from "../gql/graphql"
import { useI18n } from "../i18n"
import { Money } from "./Money"
import { Skeleton } from "./Skeleton"

export type CardProduct = ProductCardFieldsFragment

/** The cheapest variant's price, whether prices differ, and its price before a sale. */
export function priceSummary(product: CardProduct) {
  const priced = product.variants.filter((v) => v.price)
  const cheapest = priced.reduce<(typeof priced)[number] | undefined>(
    (best, v) => (!best || v.price!.amount < best.price!.amount ? v : best),
    undefined
  )
  const varies = new Set(priced.map((v) => v.price!.amount)).size > 1
  const original =
    cheapest?.originalPrice && cheapest.price && cheapest.originalPrice.amount > cheapest.price.amount
      ? cheapest.originalPrice
      : null
  return { price: cheapest?.price ?? product.fromPrice ?? null, varies, original }
}

export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  const { t } = useI18n()
  const soldOut = product.variants.length > 0 && product.variants.every((v) => !v.inStock)
  const { price, varies, original } = priceSummary(product)
  return (
    <article className="product-card">
      <Link to={`/products/${product.handle}`} className="product-card-link">
        <div className="product-card-media">
          {product.thumbnail && (
            <img
              src={product.thumbnail}
              alt=""
              width={400}
              height={400}
              loading={priority ? "eager" : "lazy"}
              decoding="async"
              fetchPriority={priority ? "high" : undefined}
            />
          )}
          <div className="product-card-badges">
            {product.isBundle && <span className="badge badge-brand">{t.catalog.bundle}</span>}
            {original && <span className="badge badge-sale">{t.catalog.sale}</span>}
            {soldOut && <span className="badge badge-muted">{t.catalog.outOfStock}</span>}
          </div>
        </div>
        <h3 className="product-card-title">{product.title}</h3>
      </Link>
      {product.subtitle && <p className="product-card-subtitle">{product.subtitle}</p>}
      <p className="product-card-price">
        {price && (
          <>
            {varies && <span className="muted">{t.catalog.from} </span>}
            <strong>
              <Money value={price} />
            </strong>
            {original && (
              <s className="muted product-card-was">
                <span className="visually-hidden">{t.product.was} </span>
                <Money value={original} />
              </s>
            )}
          </>
        )}
      </p>
    </article>
  )
}

export function ProductCardSkeleton() {
  return (
    <div className="product-card" aria-hidden="true">
      <Skeleton className="product-card-media" height="auto" style={{ aspectRatio: "1 / 1", display: "block" }} />
      <Skeleton width="70%" height="1.1em" style={{ marginTop: "0.75rem" }} />
      <Skeleton width="90%" height="0.9em" style={{ marginTop: "0.5rem" }} />
      <Skeleton width="40%" height="1.1em" style={{ marginTop: "0.75rem" }} />
    </div>
  )
}

/** A grid of product cards, or skeletons of the same size while they load. */
export function ProductGrid({
  products,
  loading,
  skeletons = 8,
  priority = 0,
  label,
}: {
  products?: readonly CardProduct[]
  loading?: boolean
  skeletons?: number
  priority?: number
  label?: string
}) {
  const { t } = useI18n()
  if (!products || (loading && !products.length)) {
    return (
      <div className="product-grid" aria-busy="true" aria-label={label ?? t.common.loading}>
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    )
  }
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priority} />
        </li>
      ))}
    </ul>
  )
}
