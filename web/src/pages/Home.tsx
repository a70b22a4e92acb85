import { useQuery } from "@apollo/client/react"
import { Link } from "react-router-dom"
import { useShop } from "../app/shop"
import { ProductCard, ProductCardSkeleton } from "../components/ProductCard"
import { useI18n } from "../i18n"
import { ProductGrid } from "../operations"

export default function Home() {
  const { t } = useI18n()
  const { region } = useShop()
  const { data } = useQuery(ProductGrid, { variables: { first: 8, regionId: region?.id } })
  return (
    <>
      <section className="hero">
        <h1>{t.home.heroTitle}</h1>
        <p>{t.home.heroText}</p>
        <div className="actions">
          <Link className="button" to="/products">{t.home.shop}</Link>
          <Link className="button button-secondary" to="/enrollment">{t.home.enroll}</Link>
        </div>
      </section>
      <section aria-labelledby="featured">
        <h2 id="featured">{t.home.featured}</h2>
        <ul className="grid">
          {data ? data.products.nodes.map((p) => <ProductCard key={p.id} product={p} />) : Array.from({ length: 8 }, (_, i) => <ProductCardSkeleton key={i} />)}
        </ul>
      </section>
      <section className="panel">
        <h2>{t.home.partnerTitle}</h2>
        <p>{t.home.partnerText}</p>
        <Link className="button" to="/enrollment">{t.home.enroll}</Link>
      </section>
    </>
  )
}
