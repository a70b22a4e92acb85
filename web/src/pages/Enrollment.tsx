import { useApolloClient, useQuery } from "@apollo/client/react"
import { useEffect, useState } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { useNotice } from "../app/notices"
import { clearEnrollment, nextStep, setStep, useShop } from "../app/shop"
import { Money } from "../components/Money"
import { useI18n } from "../i18n"
import { EnrollmentKits, PersonalStore, SearchPartners, SetEnrollment } from "../operations"

/**
 * Enrolling as a partner: the sponsor (from a personal-store link ?store=<name>
 * or a search), the kit, then checkout. Steps are kept in the browser (SPEC §3).
 */
export default function Enrollment() {
  const { t, locale } = useI18n()
  const notice = useNotice()
  const client = useApolloClient()
  const [params] = useSearchParams()
  const { enrollment, updateEnrollment, ensureCart, setCart, addToCart, region, cart } = useShop()
  const [search, setSearch] = useState("")
  const storeName = params.get("store")
  const store = useQuery(PersonalStore, { variables: { name: storeName ?? "" }, skip: !storeName })
  const partners = useQuery(SearchPartners, { variables: { search }, skip: search.trim().length < 2 })
  const kits = useQuery(EnrollmentKits, { variables: { regionId: region?.id, cartId: cart?.id } })

  const choose = async (partner: { id: string; code: string; name: string }, personalStore: { name: string; title: string } | null) => {
    const current = await ensureCart()
    const { data } = await client.mutate({
      mutation: SetEnrollment,
      variables: personalStore ? { cartId: current.id, personalStoreName: personalStore.name } : { cartId: current.id, partnerId: partner.id },
    })
    setCart(data!.setEnrollment.cart)
    data!.setEnrollment.notices.forEach(notice)
    updateEnrollment((state) => nextStep({ ...setStep(state, 1), partner, personalStore }))
  }

  // Arriving through a personal-store link chooses its partner.
  useEffect(() => {
    const found = store.data?.personalStore
    if (found && enrollment.partner?.id !== found.partner.id) void choose(found.partner, { name: found.name, title: found.title })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store.data])

  const step = enrollment.enrollmentStep
  return (
    <div className="enrollment">
      <h1>{t.enrollment.title}</h1>
      <ol className="steps">
        {t.enrollment.steps.map((label, index) => (
          <li key={label} aria-current={step === index + 1 ? "step" : undefined} className={step > index + 1 ? "done" : ""}>{label}</li>
        ))}
      </ol>
      <p>{t.enrollment.intro}</p>
      {storeName && store.data && !store.data.personalStore && <p role="alert">{t.enrollment.noStore}</p>}
      {enrollment.personalStore && enrollment.partner && <p className="panel">{t.enrollment.via(enrollment.personalStore.title, enrollment.partner.name)}</p>}

      {step <= 1 || !enrollment.partner ? (
        <section>
          <label className="field">
            <span>{t.enrollment.search}</span>
            <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </label>
          {partners.data && !partners.data.partners.length && <p>{t.enrollment.noResults}</p>}
          <ul className="partner-list">
            {partners.data?.partners.map((p) => (
              <li key={p.id}>
                <span><strong>{p.name}</strong> · {p.code}</span>
                <button type="button" className="button button-secondary" onClick={() => void choose(p, p.personalStore ?? null)}>{t.enrollment.choose}</button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section>
          <p>
            {t.enrollment.chosen(enrollment.partner.name)}{" "}
            <button type="button" className="link" onClick={() => updateEnrollment(clearEnrollment)}>{t.enrollment.change}</button>
          </p>
          <h2>{t.enrollment.kits}</h2>
          <ul className="grid">
            {kits.data?.products.nodes.map((kit) => (
              <li key={kit.id} className="card product-card">
                <img src={kit.thumbnail ?? ""} alt="" width={300} height={300} loading="lazy" />
                <h3>{kit.title}</h3>
                <p><Money value={kit.fromPrice} /></p>
                <button type="button" className="button" disabled={!kit.variants[0]?.inStock} onClick={() => void addToCart(kit.variants[0].id, 1).then(() => updateEnrollment((s) => setStep(s, 3)))}>
                  {t.product.addToCart}
                </button>
              </li>
            ))}
          </ul>
          <h2>{t.enrollment.gifts}</h2>
          <ul>
            {kits.data?.customPromotions.filter((p) => p.requiresEnrollment && p.message).map((p) => (
              <li key={p.code}>{locale === "es" ? p.message!.es : p.message!.en}</li>
            ))}
          </ul>
          <Link className="button" to="/checkout">{t.enrollment.toCheckout}</Link>
        </section>
      )}
    </div>
  )
}
