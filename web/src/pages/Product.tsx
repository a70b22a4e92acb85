import { useQuery } from "@apollo/client/react"
import { useMemo, useState } from "react"
import { Link, useParams } from "react-router-dom"
import { useShop } from "../app/shop"
import { Money } from "../components/Money"
import { useI18n } from "../i18n"
import { ProductDetail } from "../operations"

export default function Product() {
  const { id = "" } = useParams()
  const { t } = useI18n()
  const { region, addToCart } = useShop()
  // The route takes a product id (prod_…) or, in links, its handle.
  const byId = id.startsWith("prod_")
  const { data, error } = useQuery(ProductDetail, { variables: { ...(byId ? { id } : { handle: id }), regionId: region?.id } })
  const product = data?.product
  const [choice, setChoice] = useState<Record<string, string>>({})
  const [quantity, setQuantity] = useState(1)
  const [busy, setBusy] = useState(false)
  const variant = useMemo(() => {
    if (!product) return undefined
    const chosen = { ...Object.fromEntries(product.options.map((o) => [o.title, o.values[0]])), ...choice }
    return product.variants.find((v) => v.options.every((o) => chosen[o.option] === o.value)) ?? product.variants[0]
  }, [product, choice])

  if (error) return <p role="alert">{t.product.notFound} <Link to="/products">{t.product.back}</Link></p>
  if (!product) return <div className="product-page skeleton" aria-busy="true"><div className="skeleton-image large" /></div>

  const add = async () => {
    if (!variant) return
    setBusy(true)
    try {
      await addToCart(variant.id, quantity, product.isBundle)
    } finally {
      setBusy(false)
    }
  }
  return (
    <article className="product-page">
      <img className="product-image" src={product.images[0]?.url ?? product.thumbnail ?? ""} alt={product.title} width={600} height={600} />
      <div className="product-info">
        <p><Link to="/products">← {t.product.back}</Link></p>
        <h1>{product.title}</h1>
        {product.subtitle && <p className="lead">{product.subtitle}</p>}
        <p className="price">
          <Money value={variant?.price} />
          {variant?.originalPrice && <s className="muted"> {t.product.was} <Money value={variant.originalPrice} /></s>}
        </p>
        {product.options.map((option) => (
          <fieldset key={option.id} className="option">
            <legend>{option.title}</legend>
            {option.values.map((value) => {
              const checked = variant?.options.some((o) => o.option === option.title && o.value === value) ?? false
              return (
                <label key={value} className={`chip ${checked ? "chip-on" : ""}`}>
                  <input type="radio" name={option.title} value={value} checked={checked} onChange={() => setChoice({ ...choice, [option.title]: value })} />
                  {value}
                </label>
              )
            })}
          </fieldset>
        ))}
        <p className="muted">{variant?.inStock ? t.product.inStock(variant.inventoryQuantity ?? null) : t.product.outOfStock}</p>
        <div className="buy">
          <label className="field compact">
            <span>{t.product.quantity}</span>
            <input type="number" min={1} max={99} value={quantity} onChange={(e) => setQuantity(Math.max(1, Number(e.target.value) || 1))} />
          </label>
          <button type="button" className="button" disabled={!variant?.inStock || busy} onClick={add}>
            {busy ? t.product.adding : t.product.addToCart}
          </button>
        </div>
        {product.description && <p>{product.description}</p>}
        {product.categories.length > 0 && <p className="muted">{t.product.categories}: {product.categories.map((c) => c.name).join(", ")}</p>}
      </div>
    </article>
  )
}
