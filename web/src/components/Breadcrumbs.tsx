import { Link } from "react-router-dom"
import { useI18n } from "../i18n"
import { Icon } from "./Icon"

export function Breadcrumbs({ items }: { items: { label: string; to?: string }[] }) {
  const { t } = useI18n()
  return (
    <nav aria-label={t.nav.breadcrumb} className="breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
            {index < items.length - 1 && <Icon name="chevronRight" size={14} />}
          </li>
        ))}
      </ol>
    </nav>
  )
}
