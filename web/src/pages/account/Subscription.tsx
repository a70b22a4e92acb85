import { useI18n } from "../../i18n"

/** /account/subscription/:id; subscriptions (issue #8) are not built yet, so it says so plainly. */
export default function Subscription() {
  const { t } = useI18n()
  return (
    <section className="empty">
      <h1>{t.account.subscriptionTitle}</h1>
      <p>{t.account.subscriptionSoon}</p>
    </section>
  )
}
