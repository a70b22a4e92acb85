import { Link } from "react-router-dom"
import { useDocumentTitle } from "../components/DocumentTitle"
import { EmptyState } from "../components/EmptyState"
import { useI18n } from "../i18n"

/** Any path the shop does not know. */
export default function NotFound() {
  const { t } = useI18n()
  useDocumentTitle(t.notFound.title)
  return (
    <div className="container">
      <EmptyState icon="search" title={t.notFound.title} text={t.notFound.text} headingLevel={1}>
        <Link className="button" to="/">
          {t.notFound.home}
        </Link>
        <Link className="button button-secondary" to="/products">
          {t.notFound.products}
        </Link>
      </EmptyState>
    </div>
  )
}
