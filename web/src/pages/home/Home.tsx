import { useQuery } from "@apollo/client/react"
import { Link } from "react-router-dom"
import { ProductList, Taxonomy } from "../../api/catalog"
import { useShop } from "../../app/shop"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { Icon, type IconName } from "../../components/Icon"
import { ProductGrid } from "../../components/ProductCard"
import { Skeleton } from "../../components/Skeleton"
import { useI18n } from "../../i18n"
import "./home.css"

const PERK_ICONS: IconName[] = ["truck", "shield", "gift"]

export default function Home() {
  const { t } = useI18n()
  const { region } = useShop()
  useDocumentTitle(null)
  const taxonomy = useQuery(Taxonomy)
  const bestSellersId = taxonomy.data?.collections.find((c) => c.handle === "mas-vendidos")?.id
  const bestSellers = useQuery(ProductList, {
    variables: { first: 8, regionId: region?.id, collectionId: bestSellersId },
    skip: !taxonomy.data,
  })
  const newest = useQuery(ProductList, { variables: { first: 4, regionId: region?.id, sort: "NEWEST" } })
  const heroImages = (bestSellers.data?.products.nodes ?? []).filter((p) => p.thumbnail).slice(0, 3)

  return (
    <div className="home">
      <section className="hero">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">{t.home.eyebrow}</p>
            <h1>{t.home.heroTitle}</h1>
            <p className="hero-text">{t.home.heroText}</p>
            <div className="hero-actions">
              <Link className="button button-large" to="/products">
                {t.home.shop} <Icon name="arrowRight" size={18} />
              </Link>
              <Link className="button button-large button-secondary" to="/enrollment">
                {t.home.enroll}
              </Link>
            </div>
          </div>
          {/* The hero's three images are above the fold and the largest things on a phone's first screen: all fetched first. */}
          <div className="hero-art" aria-hidden="true">
            {[0, 1, 2].map((i) =>
              heroImages[i] ? (
                <img
                  key={i}
                  className={`hero-bottle hero-bottle-${i}`}
                  src={heroImages[i].thumbnail!}
                  alt=""
                  width={320}
                  height={320}
                  fetchPriority="high"
                />
              ) : (
                <span key={i} className={`hero-bottle hero-bottle-${i} hero-bottle-placeholder`} />
              )
            )}
          </div>
        </div>
      </section>

      <section className="container perks" aria-label={t.home.eyebrow}>
        {t.home.perks.map((perk, i) => (
          <div key={perk.title} className="perk">
            <span className="perk-icon">
              <Icon name={PERK_ICONS[i]} size={22} />
            </span>
            <div>
              <h2 className="perk-title">{perk.title}</h2>
              <p className="muted">{perk.text}</p>
            </div>
          </div>
        ))}
      </section>

      <section className="container section" aria-labelledby="home-categories">
        <div className="section-head">
          <h2 id="home-categories">{t.home.categories}</h2>
        </div>
        <ul className="category-tiles">
          {taxonomy.data
            ? taxonomy.data.categories.map((category, i) => (
                <li key={category.id}>
                  <Link to={`/products?category=${category.handle}`} className={`category-tile category-tile-${i % 6}`}>
                    <strong>{category.name}</strong>
                    {category.description && <span>{category.description}</span>}
                    <Icon name="arrowRight" size={18} />
                  </Link>
                </li>
              ))
            : Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="category-tile" height="100%" />
                </li>
              ))}
        </ul>
      </section>

      <section className="container section" aria-labelledby="home-best">
        <div className="section-head">
          <h2 id="home-best">{t.home.bestSellers}</h2>
          <Link to="/products?collection=mas-vendidos" className="link-arrow">
            {t.home.seeAll} <Icon name="arrowRight" size={16} />
          </Link>
        </div>
        <ProductGrid products={bestSellers.data?.products.nodes} skeletons={8} priority={4} />
      </section>

      <section className="container section">
        <div className="partner-banner">
          <div>
            <h2>{t.home.partnerTitle}</h2>
            <p>{t.home.partnerText}</p>
          </div>
          <Link className="button button-large button-light" to="/enrollment">
            {t.home.enroll}
          </Link>
        </div>
      </section>

      <section className="container section" aria-labelledby="home-new">
        <div className="section-head">
          <h2 id="home-new">{t.home.newArrivals}</h2>
          <Link to="/products" className="link-arrow">
            {t.home.seeAll} <Icon name="arrowRight" size={16} />
          </Link>
        </div>
        <ProductGrid products={newest.data?.products.nodes} skeletons={4} />
      </section>
    </div>
  )
}
