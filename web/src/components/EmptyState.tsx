import type { ReactNode } from "react"
import { Icon, type IconName } from "./Icon"

/** What a page shows when there is nothing yet: an icon, a sentence, a way forward. */
export function EmptyState({
  icon,
  title,
  text,
  children,
  headingLevel = 2,
}: {
  icon: IconName
  title: string
  text?: string
  children?: ReactNode
  headingLevel?: 1 | 2
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2"
  return (
    <section className="empty-state">
      <span className="empty-state-icon">
        <Icon name={icon} size={32} />
      </span>
      <Heading className="empty-state-title">{title}</Heading>
      {text && <p className="muted">{text}</p>}
      {children && <div className="empty-state-actions">{children}</div>}
    </section>
  )
}
