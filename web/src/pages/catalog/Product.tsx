import { useMutation, useQuery } from "@apollo/client/react"
import { useMemo, useState, type FormEvent } from "react"
import { Link, useLocation, useNavigate, useParams } from "react-router-dom"
import { ProductDetail, ProductList } from "../../api/catalog"
import { AddToWishlist, CreateSubscription, MyWishlist } from "../../api/extras"
import { toShopError } from "../../app/api-errors"
import { useHydrated } from "../../app/hydrated"
import { useShop, useStore } from "../../app/shop"
import { useAction, useNotify } from "../../app/use-action"
import { Breadcrumbs } from "../../components/Breadcrumbs"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { EmptyState } from "../../components/EmptyState"
import { Icon } from "../../components/Icon"
import { SelectField } from "../../components/Field"
import { Money } from "../../components/Money"
import { ProductGrid } from "../../components/ProductCard"
import { QuantityStepper } from "../../components/QuantityStepper"
import { Skeleton, SkeletonText } from "../../components/Skeleton"
import { catalogs, useI18n } from "../../i18n"
import { INTERVALS } from "../account/subscription-view"
import "./catalog.css"

const LOW_STOCK = 10

/** /products/:id — the id (prod_…) or, in the shop's own links, the handle. */
export default function Product() {
  const { id = "" } = useParams()
  const { t } = useI18n()
  const { region, user } = useShop()
  const store = useStore()
  const notify = useNotify()
  const navigate = useNavigate()
  const location = useLocation()
  const { busy, run } = useAction()
  const saving = useAction()
  const hydrated = useHydrated()
  const [addToWishlist] = useMutation(AddToWishlist)
  // Which variants are saved already (read in the browser only, after the app took over the page).
  const wishlist = useQuery(MyWishlist, { variables: { regionId: region?.id }, skip: !user || !hydrated })
  const [savedNow, setSavedNow] = useState<ReadonlySet<string>>(new Set())
  const byId = id.startsWith("prod_")
  const { data, error } = useQuery(ProductDetail, {
    variables: { ...(byId ? { id } : { handle: id }), regionId: region?.id },
  })
  const product = data?.product
  const [choice, setChoice] = useState<Record<string, string>>({})
  const [quantity, setQuantity] = useState(1)
  const [imageIndex, setImageIndex] = useState(0)
  const categoryId = product?.categories[0]?.id
  const related = useQuery(ProductList, {
    variables: { first: 5, regionId: region?.id, categoryId },
    skip: !categoryId,
  })
  useDocumentTitle(product?.title ?? (error ? t.product.notFound : null))

  const variant = useMemo(() => {
    if (!product) return undefined
    const chosen = { ...Object.fromEntries(product.options.map((o) => [o.title, o.values[0]])), ...choice }
    return product.variants.find((v) => v.options.every((o) => chosen[o.option] === o.value)) ?? product.variants[0]
  }, [product, choice])

  if (error) {
    return (
      <div className="container">
        <EmptyState icon="search" title={t.product.notFound} headingLevel={1}>
          <Link className="button" to="/products">
            {t.product.back}
          </Link>
        </EmptyState>
      </div>
    )
  }
  if (!product) return <ProductSkeleton />

  const images = product.images.length
    ? product.images
    : product.thumbnail
      ? [{ id: "thumbnail", url: product.thumbnail }]
      : []
  const image = images[Math.min(imageIndex, images.length - 1)]
  const onSale = variant?.originalPrice && variant.price && variant.originalPrice.amount > variant.price.amount
  const stockLeft = variant?.inventoryQuantity ?? null
  const add = () =>
    run(async () => {
      if (!variant) return
      await store.addItem(variant.id, quantity, { bundle: product.isBundle })
      notify({
        kind: "POSITIVE",
        code: "ADDED",
        es: catalogs.es.product.added(product.title),
        en: catalogs.en.product.added(product.title),
      })
      setQuantity(1)
    })
  const signIn = () => void navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`)
  const save = () => {
    if (!user) return signIn()
    void saving.run(
      async () => {
        if (!variant) return
        const { data: added } = await addToWishlist({
          variables: { variantId: variant.id, regionId: region?.id },
        }).catch((e: unknown) => {
          throw toShopError(e)
        })
        setSavedNow(new Set(added?.addToWishlist.items.map((item) => item.variantId) ?? [variant.id]))
        notify({
          kind: "POSITIVE",
          es: catalogs.es.wishlist.saved(product.title),
          en: catalogs.en.wishlist.saved(product.title),
        })
      },
      {
        onError: (e) => {
          if (toShopError(e).code !== "UNAUTHENTICATED") return false
          signIn()
          return true
        },
      }
    )
  }
  const saved = Boolean(
    variant &&
    (savedNow.has(variant.id) || wishlist.data?.me?.wishlist.items.some((item) => item.variantId === variant.id))
  )
  const relatedProducts = related.data?.products.nodes.filter((p) => p.id !== product.id).slice(0, 4)

  return (
    <div className="container product-page">
      <Breadcrumbs
        items={[
          { label: t.nav.home, to: "/" },
          { label: t.catalog.title, to: "/products" },
          ...(product.categories[0]
            ? [{ label: product.categories[0].name, to: `/products?category=${product.categories[0].handle}` }]
            : []),
          { label: product.title },
        ]}
      />
      <div className="product-layout">
        <div className="product-gallery">
          <div className="product-image">
            {image && (
              <img
                src={image.url}
                alt={t.product.imageOf(product.title)}
                width={800}
                height={800}
                fetchPriority="high"
              />
            )}
            {product.isBundle && <span className="badge badge-brand product-image-badge">{t.catalog.bundle}</span>}
          </div>
          {images.length > 1 && (
            <ul className="product-thumbs">
              {images.map((img, index) => (
                <li key={img.id}>
                  <button
                    type="button"
                    className={index === imageIndex ? "thumb-on" : ""}
                    disabled={!hydrated}
                    onClick={() => setImageIndex(index)}
                    aria-label={t.product.gallery(index + 1, images.length)}
                    aria-pressed={index === imageIndex}
                  >
                    <img src={img.url} alt="" width={80} height={80} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="product-info">
          {product.collection && <p className="eyebrow">{product.collection.title}</p>}
          <h1>{product.title}</h1>
          {product.subtitle && <p className="product-subtitle">{product.subtitle}</p>}
          <p className="product-price">
            <strong>
              <Money value={variant?.price} />
            </strong>
            {onSale && (
              <s className="muted">
                <span className="visually-hidden">{t.product.was} </span>
                <Money value={variant.originalPrice} />
              </s>
            )}
          </p>

          {product.options
            .filter((option) => option.values.length > 1 || product.variants.length > 1)
            .map((option) => (
              <fieldset key={option.id} className="product-option">
                <legend>
                  {option.title}: <strong>{variant?.options.find((o) => o.option === option.title)?.value}</strong>
                </legend>
                <div className="option-values">
                  {option.values.map((value) => {
                    const checked =
                      variant?.options.some((o) => o.option === option.title && o.value === value) ?? false
                    return (
                      <label key={value} className={`option-value ${checked ? "option-value-on" : ""}`}>
                        <input
                          type="radio"
                          name={`option-${option.id}`}
                          value={value}
                          checked={checked}
                          disabled={!hydrated}
                          onChange={() => setChoice({ ...choice, [option.title]: value })}
                        />
                        {value}
                      </label>
                    )
                  })}
                </div>
              </fieldset>
            ))}

          <p className={`product-stock ${variant?.inStock ? "in-stock" : "out-of-stock"}`}>
            <Icon name={variant?.inStock ? "check" : "close"} size={16} />
            {!variant?.inStock
              ? t.product.outOfStock
              : stockLeft !== null && stockLeft <= LOW_STOCK
                ? t.product.lowStock(stockLeft)
                : t.product.inStock}
          </p>

          <div className="product-buy">
            <QuantityStepper
              value={quantity}
              onChange={setQuantity}
              label={t.product.quantity}
              max={Math.max(1, Math.min(99, stockLeft ?? 99))}
              disabled={!variant?.inStock || !hydrated}
            />
            <button
              type="button"
              className="button button-large product-add"
              disabled={!variant?.inStock || busy || !hydrated}
              onClick={() => void add()}
              aria-busy={busy}
            >
              <Icon name="cart" size={20} />
              {busy ? t.product.adding : t.product.addToCart}
            </button>
          </div>

          {saved ? (
            <Link className="button button-secondary product-save product-saved" to="/account/wishlist">
              <Icon name="check" size={20} />
              {t.wishlist.savedState}
            </Link>
          ) : (
            <button
              type="button"
              className="button button-secondary product-save"
              disabled={!variant || saving.busy || !hydrated}
              onClick={save}
              aria-busy={saving.busy}
            >
              <Icon name="heart" size={20} />
              {saving.busy ? t.wishlist.saving : t.wishlist.save}
            </button>
          )}

          {user && variant && !product.isBundle && (
            <SubscribePanel productTitle={product.title} variantId={variant.id} quantity={quantity} />
          )}

          <ul className="product-perks">
            {t.product.perks.map((perk, i) => (
              <li key={perk}>
                <Icon name={(["truck", "lock", "info"] as const)[i]} size={18} /> {perk}
              </li>
            ))}
          </ul>

          {product.isBundle && <p className="callout">{t.product.bundleNote}</p>}
          {product.description && (
            <section className="product-description">
              <h2>{t.product.description}</h2>
              <p>{product.description}</p>
            </section>
          )}
        </div>
      </div>

      {categoryId && (
        <section className="section" aria-labelledby="related">
          <h2 id="related">{t.product.related}</h2>
          <ProductGrid products={relatedProducts} skeletons={4} />
        </section>
      )}
    </div>
  )
}

/** "Suscribirme": the chosen variant and quantity every 1, 2 or 3 months, to one of the customer's saved addresses. */
function SubscribePanel({
  productTitle,
  variantId,
  quantity,
}: {
  productTitle: string
  variantId: string
  quantity: number
}) {
  const hydrated = useHydrated()
  const { t, country } = useI18n()
  const { region, user } = useShop()
  const navigate = useNavigate()
  const notify = useNotify()
  const { busy, run } = useAction()
  const [create] = useMutation(CreateSubscription)
  const addresses = user?.addresses ?? []
  const regionCountries = new Set(region?.countries.map((c) => c.iso2) ?? [])
  const usable = addresses.filter((a) => regionCountries.has((a.address.countryCode ?? "").toLowerCase()))
  const preferred = usable.find((a) => a.isDefaultShipping) ?? usable[0]
  const [interval, setIntervalMonths] = useState("1")
  const [addressId, setAddressId] = useState(preferred?.id ?? "")
  const chosen = usable.find((a) => a.id === addressId) ?? preferred
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!region || !chosen) return
    const a = chosen.address
    void run(async () => {
      const result = await create({
        variables: {
          input: {
            regionId: region.id,
            intervalMonths: Number(interval),
            items: [{ variantId, quantity }],
            shippingAddress: {
              firstName: a.firstName,
              lastName: a.lastName,
              company: a.company,
              address1: a.address1,
              address2: a.address2,
              city: a.city,
              countryCode: a.countryCode,
              province: a.province,
              postalCode: a.postalCode,
              phone: a.phone,
            },
          },
        },
      }).catch((e: unknown) => {
        throw toShopError(e)
      })
      const id = result.data?.createSubscription.id
      notify({
        kind: "POSITIVE",
        es: catalogs.es.subscription.subscribed(productTitle),
        en: catalogs.en.subscription.subscribed(productTitle),
      })
      if (id) void navigate(`/account/subscription/${id}`)
    })
  }
  return (
    <details className="card subscribe-panel">
      <summary>
        <Icon name="package" size={18} /> {t.subscription.subscribeTitle}
        <Icon name="chevronDown" size={18} className="subscribe-panel-chevron" />
      </summary>
      <p className="muted">{t.subscription.subscribeText}</p>
      {chosen ? (
        <form className="subscribe-panel" onSubmit={submit}>
          <SelectField
            label={t.subscription.interval}
            value={interval}
            onChange={(e) => setIntervalMonths(e.target.value)}
          >
            {INTERVALS.map((n) => (
              <option key={n} value={n}>
                {t.subscription.every(n)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t.subscription.subscribeAddress}
            value={chosen.id}
            onChange={(e) => setAddressId(e.target.value)}
          >
            {usable.map((s) => (
              <option key={s.id} value={s.id}>
                {[s.address.address1, s.address.city, s.address.countryCode ? country(s.address.countryCode) : null]
                  .filter(Boolean)
                  .join(", ")}
              </option>
            ))}
          </SelectField>
          <button type="submit" className="button" disabled={busy || !hydrated} aria-busy={busy}>
            {busy ? t.subscription.subscribing : t.subscription.subscribe}
          </button>
        </form>
      ) : (
        <p>
          {t.subscription.subscribeNoAddress} <Link to="/account/addresses">{t.subscription.addAddress}</Link>
        </p>
      )}
    </details>
  )
}

function ProductSkeleton() {
  return (
    <div className="container product-page" aria-busy="true">
      <Skeleton width="16rem" style={{ margin: "1rem 0" }} />
      <div className="product-layout">
        <div className="product-gallery">
          <Skeleton className="product-image" height="auto" style={{ aspectRatio: "1 / 1", display: "block" }} />
        </div>
        <div className="product-info">
          <Skeleton width="40%" />
          <Skeleton width="80%" height="2.4rem" style={{ margin: "0.75rem 0" }} />
          <Skeleton width="30%" height="1.8rem" style={{ marginBottom: "1.5rem" }} />
          <SkeletonText lines={4} />
        </div>
      </div>
    </div>
  )
}
