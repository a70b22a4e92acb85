import { useQuery } from "@apollo/client/react"
import { useEffect, useRef, useState } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import { INPUT_LIMITS } from "@vitalia/schema/limits"
import { EnrollmentOffer, EnrollmentProducts, PersonalStore, SearchPartners } from "../../api/enrollment"
import { distinctNotices } from "../../app/notices"
import { useShop, useStore } from "../../app/shop"
import { useAction, useNotify } from "../../app/use-action"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { TextField } from "../../components/Field"
import { Icon } from "../../components/Icon"
import { Money } from "../../components/Money"
import { Skeleton } from "../../components/Skeleton"
import { Spinner } from "../../components/Spinner"
import { Steps } from "../../components/Steps"
import { CartTotals } from "../../components/Totals"
import type { OfferProductFieldsFragment, PartnerFieldsFragment } from "../../gql/graphql"
import { catalogs, useI18n } from "../../i18n"
import { isGift, topLines } from "../../state/cart-lines"
import { withCode } from "../../components/Code"
import "./enrollment.css"

const KITS_COLLECTION = "kits-de-inscripcion"

/**
 * /enrollment (?store=<name> from a partner's personal-store link): 1 the sponsor,
 * 2 the kit and the welcome gifts, 3 on to checkout. The step, partner and
 * personal store are kept in the browser (docs/product.md §3).
 */
export default function Enrollment() {
  const { t } = useI18n()
  const { enrollment, cart } = useShop()
  const store = useStore()
  const [params] = useSearchParams()
  // The link's store, else the one a `?store=` link on another page put on the cart (issue #18),
  // unless the shopper already chose a sponsor.
  const storeName =
    params.get("store")?.trim() || (enrollment.partner ? null : (cart?.referral?.personalStoreName ?? null))
  useDocumentTitle(t.enrollment.title)

  // A partner's link chooses its partner: once per arrival, unless the cart already carries them.
  const personalStore = useQuery(PersonalStore, { variables: { name: storeName ?? "" }, skip: !storeName })
  const found = personalStore.data?.personalStore
  const { run } = useAction()
  const applied = useRef<string | null>(null)
  useEffect(() => {
    if (personalStore.error) console.warn("The personal store could not be read.", personalStore.error)
  }, [personalStore.error])
  useEffect(() => {
    if (!found || applied.current === found.name) return
    applied.current = found.name
    const alreadyOnCart =
      enrollment.partner?.id === found.partner.id && cart?.enrollment?.sponsor.id === found.partner.id
    if (!alreadyOnCart) void run(() => store.chooseSponsor(found.partner, { name: found.name, title: found.title }))
  }, [found, enrollment.partner, cart, run, store])

  const hasSponsor = Boolean(enrollment.partner)
  const step = hasSponsor ? Math.min(Math.max(enrollment.enrollmentStep, 2), 3) : 1

  return (
    <div className="container enrollment">
      <header className="enrollment-head">
        <h1>{t.enrollment.title}</h1>
        <p className="muted">{t.enrollment.intro}</p>
        <Steps labels={t.enrollment.steps} current={step} label={t.enrollment.title} />
      </header>

      {storeName && personalStore.loading && (
        <p className="callout" role="status">
          <Spinner size={18} /> {t.enrollment.lookingUpStore}
        </p>
      )}
      {storeName && personalStore.data && !found && <p className="callout callout-warning">{t.enrollment.noStore}</p>}
      {enrollment.personalStore && enrollment.partner && (
        <p className="callout callout-brand enrollment-via">
          <Icon name="store" size={22} /> {t.enrollment.via(enrollment.personalStore.title, enrollment.partner.name)}
        </p>
      )}

      {step === 1 ? <SponsorStep /> : step === 2 ? <KitStep /> : <PayStep />}
    </div>
  )
}

function SponsorCard({
  partner,
  action,
}: {
  partner: Pick<PartnerFieldsFragment, "name" | "code">
  action?: React.ReactNode
}) {
  const { t } = useI18n()
  return (
    <div className="sponsor-card">
      <span className="avatar" aria-hidden="true">
        {partner.name.slice(0, 1)}
      </span>
      <span className="sponsor-card-text">
        <strong>{partner.name}</strong>
        <span className="muted">{withCode(t.enrollment.code(partner.code), partner.code)}</span>
      </span>
      {action}
    </div>
  )
}

// ── 1. Sponsor ──────────────────────────────────────────────────────────────

function SponsorStep() {
  const { t } = useI18n()
  const store = useStore()
  const { busy, run } = useAction()
  const [draft, setDraft] = useState("")
  const [search, setSearch] = useState("")
  const [choosing, setChoosing] = useState<string | null>(null)
  useEffect(() => {
    const timer = setTimeout(() => setSearch(draft.trim()), 300)
    return () => clearTimeout(timer)
  }, [draft])
  const { data, loading, error } = useQuery(SearchPartners, { variables: { search }, skip: search.length < 2 })
  useEffect(() => {
    // docs/product.md §8: enrollment look-up failures are only logged.
    if (error) console.warn("Partner search failed.", error)
  }, [error])
  const choose = (partner: PartnerFieldsFragment) => {
    setChoosing(partner.id)
    void run(() =>
      store.chooseSponsor({ id: partner.id, code: partner.code, name: partner.name }, partner.personalStore ?? null)
    ).finally(() => setChoosing(null))
  }
  return (
    <section className="card enrollment-step" aria-labelledby="sponsor-title">
      <h2 id="sponsor-title">{t.enrollment.sponsorTitle}</h2>
      <p className="muted">{t.enrollment.sponsorIntro}</p>
      <TextField
        label={t.enrollment.search}
        type="search"
        value={draft}
        maxLength={INPUT_LIMITS.partnerSearch}
        onChange={(e) => setDraft(e.target.value)}
        hint={draft.trim().length < 2 ? t.enrollment.minChars : undefined}
        autoComplete="off"
      />
      <div aria-live="polite" className="sponsor-results">
        {search.length >= 2 && loading && (
          <p className="muted">
            <Spinner size={16} /> {t.enrollment.searching}
          </p>
        )}
        {data && !data.partners.length && <p className="muted">{t.enrollment.noResults}</p>}
        {data && data.partners.length > 0 && (
          <ul className="sponsor-list">
            {data.partners.map((partner) => (
              <li key={partner.id}>
                <SponsorCard
                  partner={partner}
                  action={
                    <button
                      type="button"
                      className="button button-small"
                      disabled={busy}
                      onClick={() => choose(partner)}
                      aria-label={`${t.enrollment.choose}: ${partner.name}`}
                    >
                      {choosing === partner.id ? t.enrollment.choosing : t.enrollment.choose}
                    </button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

// ── 2. Kit and gifts ────────────────────────────────────────────────────────

function KitStep() {
  const { t, pick } = useI18n()
  const { enrollment, region, cart } = useShop()
  const store = useStore()
  const offer = useQuery(EnrollmentOffer, { variables: { cartId: cart?.id }, fetchPolicy: "cache-and-network" })
  const kitsId = offer.data?.collections.find((c) => c.handle === KITS_COLLECTION)?.id
  const products = useQuery(EnrollmentProducts, { variables: { regionId: region?.id, kitsId }, skip: !offer.data })
  const gifts = (offer.data?.customPromotions ?? []).filter((p) => p.requiresEnrollment && p.message)
  const giftProducts = (variantIds: readonly string[]) =>
    (products.data?.catalog.nodes ?? []).filter((p) => p.variants.some((v) => variantIds.includes(v.id)))
  const hasLines = Boolean(cart?.items.length)

  return (
    <div className="enrollment-grid">
      <div className="enrollment-main">
        {enrollment.partner && (
          <section className="card enrollment-step" aria-label={t.enrollment.chosen(enrollment.partner.name)}>
            <SponsorCard
              partner={enrollment.partner}
              action={
                <button type="button" className="link-button" onClick={() => void store.clearEnrollment()}>
                  {t.enrollment.change}
                </button>
              }
            />
          </section>
        )}

        <section className="enrollment-step" aria-labelledby="kits-title">
          <h2 id="kits-title">{t.enrollment.kitTitle}</h2>
          <p className="muted">{t.enrollment.kitIntro}</p>
          <ul className="offer-grid">
            {products.data
              ? products.data.kits.nodes.map((product) => (
                  <li key={product.id}>
                    <OfferCard product={product} />
                  </li>
                ))
              : Array.from({ length: 3 }, (_, i) => (
                  <li key={i}>
                    <Skeleton height="20rem" style={{ display: "block" }} radius="var(--radius)" />
                  </li>
                ))}
          </ul>
        </section>

        {gifts.map((gift) => (
          <section key={gift.id} className="enrollment-step gift-section" aria-labelledby={`gift-${gift.id}`}>
            <h2 id={`gift-${gift.id}`}>
              <span className="gift-title">
                <Icon name="gift" size={22} /> {t.enrollment.giftsTitle}
              </span>
              {gift.eligible && <span className="pill pill-good">{t.enrollment.giftActive}</span>}
            </h2>
            <p className="gift-message">{pick(gift.message!)}</p>
            <ul className="offer-grid offer-grid-small">
              {giftProducts(gift.variantIds).map((product) => (
                <li key={product.id}>
                  <OfferCard product={product} variantIds={gift.variantIds} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <aside className="card enrollment-aside" aria-labelledby="enrollment-cart">
        <h2 id="enrollment-cart">{t.enrollment.cartTitle}</h2>
        <EnrollmentCart />
        <button
          type="button"
          className="button button-large button-block"
          disabled={!hasLines}
          onClick={() => store.setEnrollmentStep(3)}
        >
          {t.enrollment.next} <Icon name="arrowRight" size={18} />
        </button>
        {!hasLines && <p className="muted">{t.enrollment.kitFirst}</p>}
      </aside>
    </div>
  )
}

/** A kit or gift product with its variants and an "Agregar" button. */
function OfferCard({ product, variantIds }: { product: OfferProductFieldsFragment; variantIds?: readonly string[] }) {
  const { t } = useI18n()
  const store = useStore()
  const notify = useNotify()
  const { cart } = useShop()
  const { busy, run } = useAction()
  const variants = product.variants.filter((v) => !variantIds || variantIds.includes(v.id))
  const [variantId, setVariantId] = useState(variants.find((v) => v.inStock)?.id ?? variants[0]?.id)
  const variant = variants.find((v) => v.id === variantId)
  const inCart = cart?.items.some((i) => product.variants.some((v) => v.id === i.variantId))
  const add = () =>
    run(async () => {
      if (!variant) return
      await store.addItem(variant.id, 1, { bundle: product.isBundle })
      notify({
        kind: "POSITIVE",
        es: catalogs.es.product.added(product.title),
        en: catalogs.en.product.added(product.title),
      })
    })
  return (
    <article className="offer-card card">
      {product.thumbnail && <img src={product.thumbnail} alt="" width={240} height={240} loading="lazy" />}
      <h3>{product.title}</h3>
      {product.subtitle && <p className="muted">{product.subtitle}</p>}
      {variants.length > 1 && (
        <div className="select-wrap offer-variant">
          <select
            className="input select"
            value={variantId}
            onChange={(e) => setVariantId(e.target.value)}
            aria-label={product.title}
          >
            {variants.map((v) => (
              <option key={v.id} value={v.id} disabled={!v.inStock}>
                {v.title}
              </option>
            ))}
          </select>
          <Icon name="chevronDown" size={16} className="select-icon" />
        </div>
      )}
      <p className="offer-price">
        <strong>
          <Money value={variant?.price} />
        </strong>
        {inCart && (
          <span className="pill pill-good">
            <Icon name="check" size={12} /> {t.enrollment.inCart}
          </span>
        )}
      </p>
      <button
        type="button"
        className="button button-block"
        disabled={busy || !variant?.inStock}
        onClick={() => void add()}
        aria-label={`${t.enrollment.giftAdd}: ${product.title}`}
      >
        {busy ? <Spinner size={16} /> : <Icon name="plus" size={16} />} {busy ? t.product.adding : t.enrollment.giftAdd}
      </button>
    </article>
  )
}

function EnrollmentCart() {
  const { t } = useI18n()
  const { cart } = useShop()
  if (!cart?.items.length) return <p className="muted">{t.cart.empty}</p>
  return (
    <>
      <ul className="enrollment-lines">
        {topLines(cart.items).map((item) => (
          <li key={item.id}>
            <span>
              {item.quantity} × {item.title}
              {isGift(item) && <span className="badge badge-gift">{t.cart.gift}</span>}
            </span>
            <Money value={item.total} free />
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} />
    </>
  )
}

// ── 3. On to checkout ───────────────────────────────────────────────────────

function PayStep() {
  const { t, notice: noticeText } = useI18n()
  const { cart, enrollment } = useShop()
  const store = useStore()
  const navigate = useNavigate()
  return (
    <section className="card enrollment-step enrollment-pay" aria-labelledby="pay-title">
      <h2 id="pay-title">{t.enrollment.cartTitle}</h2>
      {enrollment.partner && <SponsorCard partner={enrollment.partner} />}
      {distinctNotices(cart?.promotionNotices ?? []).map((n) => (
        <p key={`${n.code}-${n.es}-${n.subject?.es ?? ""}`} className={`callout callout-${n.kind.toLowerCase()}`}>
          {noticeText(n)}
        </p>
      ))}
      <EnrollmentCart />
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => store.setEnrollmentStep(2)}>
          <Icon name="arrowLeft" size={16} /> {t.enrollment.back}
        </button>
        <button
          type="button"
          className="button button-large"
          disabled={!cart?.items.length}
          onClick={() => void navigate("/checkout")}
        >
          <Icon name="lock" size={18} /> {t.enrollment.toCheckout}
        </button>
      </div>
      <p className="muted">
        <Link to="/cart">{t.nav.cart}</Link>
      </p>
    </section>
  )
}
