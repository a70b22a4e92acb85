import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react"
import { useI18n } from "../i18n"

export type NoticeKind = "POSITIVE" | "NEGATIVE" | "WARNING"
export interface Notice { id: number; kind: NoticeKind; text: string }
/** A notice from the API (both languages) or a text already in the shopper's language. */
export type NoticeInput = { kind: NoticeKind; es: string; en: string } | { kind: NoticeKind; text: string }

/** SPEC §9: notices stay 5000 ms, at the bottom of the screen. */
export const NOTICE_MS = 5000

const NoticeContext = createContext<(notice: NoticeInput) => void>(() => {})

export function NoticeProvider({ children }: { children: ReactNode }) {
  const { locale, t } = useI18n()
  const [notices, setNotices] = useState<Notice[]>([])
  const next = useRef(1)
  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), [])
  const push = useCallback(
    (input: NoticeInput) => {
      const text = "text" in input ? input.text : locale === "es" ? input.es : input.en
      const id = next.current++
      setNotices((list) => (list.some((n) => n.text === text) ? list : [...list, { id, kind: input.kind, text }]))
      setTimeout(() => dismiss(id), NOTICE_MS)
    },
    [locale, dismiss]
  )
  const value = useMemo(() => push, [push])
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <div className="notices" role="status" aria-live="polite">
        {notices.map((n) => (
          <div key={n.id} className={`notice notice-${n.kind.toLowerCase()}`}>
            <span>{n.text}</span>
            <button type="button" aria-label={t.notices.close} onClick={() => dismiss(n.id)}>×</button>
          </div>
        ))}
      </div>
    </NoticeContext.Provider>
  )
}

export const useNotice = () => useContext(NoticeContext)
