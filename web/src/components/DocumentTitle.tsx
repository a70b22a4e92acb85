import { useEffect } from "react"
import { useI18n } from "../i18n"

/** Sets the browser tab's title: "<page> · Vitalia". */
export function useDocumentTitle(title: string | null | undefined) {
  const { t } = useI18n()
  useEffect(() => {
    document.title = title ? `${title} · ${t.shop.name}` : `${t.shop.name} · ${t.shop.tagline}`
  }, [title, t])
}
