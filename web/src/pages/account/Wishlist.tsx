import { useMutation, useQuery } from "@apollo/client/react"
import { Link } from "react-router-dom"
import { MyWishlist, RemoveFromWishlist } from "../../api/extras"
import { toShopError } from "../../app/api-errors"
import { useShop, useStore } from "../../app/shop"
import { useAction, useNotify } from "../../app/use-action"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { EmptyState } from "../../components/EmptyState"
import { Icon } from "../../components/Icon"
import { Money } from "../../components/Money"
import { Skeleton } from "../../components/Skeleton"
import type { WishlistFieldsFragment } from "../../gql/graphql"
import { catalogs, useI18n } from "../../i18n"
import "./account.css"

const LOW_STOCK = 10

type Item = WishlistFieldsFragment["items"][number]

/**
 * /account/wishlist: the saved variants with their price and stock in the current
 * region; "Mover al carrito" adds the variant through the shop store (so the header
 * and the checkout see it) and then takes it off the wishlist.
 */
export default function Wishlist() {
  const { t } = useI18n()
  const { region } = useShop()
  const regionId = region?.id
  const { data, error, refetch } = useQuery(MyWishlist, { variables: { regionId }, fetchPolicy: "cache-and-network" })
  useDocumentTitle(t.wishlist.title)
  const wishlist = data?.me?.wishlist
  return (
    <div className="account-page">
      <h1>{t.wishlist.title}</h1>
      {error && !wishlist ? (
        <div className="callout" role="alert">
          <p>{t.errors.generic}</p>
          <button type="button" className="button button-small" onClick={() => void refetch()}>
            {t.common.retry}
          </button>
        </div>
      ) : !wishlist ? (
        <ul className="wishlist-items" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="card wishlist-item">
              <Skeleton className="wishlist-thumb" height="auto" style={{ display: "block" }} />
              <span className="wishlist-main">
                <Skeleton width="60%" height="1.2rem" />
                <Skeleton width="35%" />
                <Skeleton width="25%" />
              </span>
            </li>
          ))}
        </ul>
      ) : wishlist.items.length === 0 ? (
        <EmptyState icon="heart" title={t.wishlist.empty} text={t.wishlist.emptyHint}>
          <Link className="button" to="/products">
            {t.wishlist.browse}
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="muted">
            {t.wishlist.intro} {t.wishlist.count(wishlist.itemCount)}
          </p>
          <ul className="wishlist-items">
            {wishlist.items.map((item) => (
              <WishlistRow key={item.id} item={item} regionId={regionId} />
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

function WishlistRow({ item, regionId }: { item: Item; regionId: string | undefined }) {
  const { t, date } = useI18n()
  const store = useStore()
  const notify = useNotify()
  const { busy, run } = useAction()
  const [remove] = useMutation(RemoveFromWishlist, {
    update(cache, result) {
      const next = result.data?.removeFromWishlist
      if (!next) return
      cache.updateQuery({ query: MyWishlist, variables: { regionId } }, (prev) =>
        prev?.me ? { ...prev, me: { ...prev.me, wishlist: next } } : prev
      )
    },
  })
  const { product, variant } = item
  const removeItem = () =>
    remove({ variables: { variantId: item.variantId, regionId } }).catch((e: unknown) => {
      throw toShopError(e)
    })
  const title = product?.title ?? item.variantId
  const titleId = `wishlist-${item.id}`
  const stock = variant?.inventoryQuantity ?? null
  const showVariant = variant && variant.title && variant.title !== "Default" && variant.title !== product?.title

  const drop = () =>
    run(async () => {
      await removeItem()
      notify({ kind: "POSITIVE", es: catalogs.es.wishlist.removed(title), en: catalogs.en.wishlist.removed(title) })
    })
  const move = () =>
    run(async () => {
      if (!variant) return
      await store.addItem(variant.id, 1, { bundle: product?.isBundle ?? false })
      await removeItem()
      notify({
        kind: "POSITIVE",
        code: "ADDED",
        es: catalogs.es.wishlist.moved(title),
        en: catalogs.en.wishlist.moved(title),
      })
    })

  return (
    <li className="card wishlist-item" aria-labelledby={titleId}>
      <span className="wishlist-thumb">
        {product?.thumbnail ? (
          <img src={product.thumbnail} alt="" width={96} height={96} loading="lazy" />
        ) : (
          <Icon name="heart" size={28} />
        )}
      </span>
      <div className="wishlist-main">
        <h2 id={titleId} className="wishlist-title">
          {product ? <Link to={`/products/${product.handle}`}>{product.title}</Link> : title}
        </h2>
        {showVariant && <p className="muted">{variant.title}</p>}
        {variant ? (
          <>
            <p className="wishlist-price">
              {variant.price ? (
                <strong>
                  <Money value={variant.price} />
                </strong>
              ) : (
                <span className="muted">{t.wishlist.noPrice}</span>
              )}
              {variant.originalPrice && variant.price && variant.originalPrice.amount > variant.price.amount && (
                <s className="muted">
                  <span className="visually-hidden">{t.product.was} </span>
                  <Money value={variant.originalPrice} />
                </s>
              )}
            </p>
            <p className={`product-stock ${variant.inStock ? "in-stock" : "out-of-stock"}`}>
              <Icon name={variant.inStock ? "check" : "close"} size={16} />
              {!variant.inStock
                ? t.product.outOfStock
                : stock !== null && stock <= LOW_STOCK
                  ? t.product.lowStock(stock)
                  : t.product.inStock}
            </p>
          </>
        ) : (
          <p className="muted">{t.wishlist.unavailable}</p>
        )}
        <p className="muted wishlist-added">{t.wishlist.addedOn(date(item.addedAt, "medium"))}</p>
      </div>
      <div className="wishlist-actions">
        <button
          type="button"
          className="button button-small"
          aria-describedby={titleId}
          disabled={busy || !variant?.inStock || !variant.price}
          onClick={() => void move()}
        >
          <Icon name="cart" size={16} /> {t.wishlist.moveToCart}
        </button>
        <button
          type="button"
          className="button button-small button-secondary"
          aria-describedby={titleId}
          disabled={busy}
          onClick={() => void drop()}
        >
          <Icon name="trash" size={16} /> {t.wishlist.remove}
        </button>
      </div>
    </li>
  )
}
