import { createContext, useContext, useEffect } from "react"
import { useI18n } from "../i18n"

/** On the server, where the page's title goes (there is no document to set it on). */
export const ServerTitle = createContext<((title: string) => void) | null>(null)

/** Sets the browser tab's title: "<page> · Vitalia". */
export function useDocumentTitle(title: string | null | undefined) {
  const { t } = useI18n()
  const full = title ? `${title} · ${t.shop.name}` : `${t.shop.name} · ${t.shop.tagline}`
  useContext(ServerTitle)?.(full)
  useEffect(() => {
    document.title = full
  }, [full])
}
