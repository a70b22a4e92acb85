import { Link } from "react-router-dom"
import type { ProductGridQuery } from "../gql/graphql"
import { useI18n } from "../i18n"
import { Money } from "./Money"

type Product = ProductGridQuery["products"]["nodes"][number]

export function ProductCard({ product }: { product: Product }) {
  const { t } = useI18n()
  const soldOut = product.variants.every((v) => !v.inStock)
  return (
    <li className="card product-card">
      <Link to={`/products/${product.handle}`} className="product-link">
        <img src={product.thumbnail ?? ""} alt="" width={300} height={300} loading="lazy" />
        <h3>{product.title}</h3>
      </Link>
      {product.subtitle && <p className="muted">{product.subtitle}</p>}
      <p className="price-line">
        {product.fromPrice && (
          <>
            {t.catalog.from} <strong><Money value={product.fromPrice} /></strong>
          </>
        )}
        {product.isBundle && <span className="badge">{t.catalog.bundle}</span>}
        {soldOut && <span className="badge badge-muted">{t.catalog.outOfStock}</span>}
      </p>
    </li>
  )
}

/** A grey placeholder with the card's size, so nothing moves when products arrive. */
export function ProductCardSkeleton() {
  return (
    <li className="card product-card skeleton" aria-hidden="true">
      <div className="skeleton-image" />
      <div className="skeleton-line" />
      <div className="skeleton-line short" />
    </li>
  )
}
