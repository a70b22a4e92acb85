import { Link } from "react-router-dom"
import { useI18n } from "../i18n"

export default function NotFound() {
  const { t } = useI18n()
  return (
    <section className="empty">
      <h1>{t.notFound.title}</h1>
      <p>{t.notFound.text}</p>
      <Link className="button" to="/">{t.notFound.home}</Link>
    </section>
  )
}
