import { useApolloClient } from "@apollo/client/react"
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react"
import { useNavigate } from "react-router-dom"
import { INPUT_LIMITS } from "@vitalia/schema/limits"
import { SearchSuggestions } from "../api/search"
import { useHydrated } from "../app/hydrated"
import { useShop } from "../app/shop"
import { useI18n } from "../i18n"
import { Highlighted } from "./Highlighted"
import { Icon } from "./Icon"
import "./search-box.css"

/** Suggestions are asked for this long after the last key, and from this many characters. */
const DEBOUNCE_MS = 200
const MIN_CHARS = 2

interface Suggestion {
  id: string
  handle: string
  title: string
  thumbnail?: string | null
  titleHighlight: { text: string; match: boolean }[]
}

/**
 * The header's search: an ARIA combobox (WAI-ARIA APG "list autocomplete"). Suggestions arrive as
 * you type (debounced; a newer keystroke aborts the request in flight), ↑/↓ move through them,
 * Enter opens the highlighted product or, with none highlighted, the results page; Esc closes.
 */
export function SearchBox({ id, onDone }: { id: string; onDone?: () => void }) {
  const { t } = useI18n()
  const navigate = useNavigate()
  const client = useApolloClient()
  const { region } = useShop()
  const hydrated = useHydrated()
  const listId = useId()
  const [query, setQuery] = useState("")
  const [open, setOpen] = useState(false)
  const [items, setItems] = useState<Suggestion[]>([])
  const [active, setActive] = useState(-1)
  const inflight = useRef<AbortController | null>(null)

  useEffect(() => {
    const text = query.trim()
    inflight.current?.abort()
    // Too short to ask: the typing handler has emptied the suggestions already.
    if (text.length < MIN_CHARS) return
    const controller = new AbortController()
    inflight.current = controller
    const timer = setTimeout(() => {
      client
        .query({
          query: SearchSuggestions,
          variables: { query: text, regionId: region?.id },
          fetchPolicy: "no-cache",
          context: { fetchOptions: { signal: controller.signal } },
        })
        .then(({ data }) => {
          if (controller.signal.aborted || !data) return
          setItems(data.searchProducts.nodes)
          setActive(-1)
          setOpen(true)
        })
        .catch(() => {
          // Aborted, or the search failed: no suggestions; the results page still works.
          if (!controller.signal.aborted) setItems([])
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, region?.id, client])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const go = (to: string) => {
    close()
    onDone?.()
    void navigate(to)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = query.trim()
    if (active >= 0 && items[active]) return go(`/products/${items[active].handle}`)
    go(text ? `/search?q=${encodeURIComponent(text)}` : "/search")
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && items.length) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i + 1) % items.length)
    } else if (event.key === "ArrowUp" && items.length) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1))
    } else if (event.key === "Escape") {
      close()
    }
  }
  const expanded = open && items.length > 0 && query.trim().length >= MIN_CHARS
  const optionId = (i: number) => `${listId}-option-${i}`
  return (
    <form role="search" className="header-search search-box" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t.nav.search}
      </label>
      <input
        id={id}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={query}
        maxLength={INPUT_LIMITS.search}
        onChange={(e) => {
          setQuery(e.target.value)
          // Fewer than MIN_CHARS: no suggestions (the effect asks for none).
          if (e.target.value.trim().length < MIN_CHARS) setItems([])
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(close, 150)}
        placeholder={t.nav.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        disabled={!hydrated}
      />
      <button type="submit" aria-label={t.nav.searchSubmit} disabled={!hydrated}>
        <Icon name="search" size={18} />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t.search.suggestions}
        className="search-suggestions"
        hidden={!expanded}
      >
        {items.map((item, i) => (
          <li
            key={item.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? "search-suggestion active" : "search-suggestion"}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(`/products/${item.handle}`)}
          >
            {item.thumbnail ? <img src={item.thumbnail} alt="" width={32} height={32} loading="lazy" /> : null}
            <span>
              <Highlighted segments={item.titleHighlight} />
            </span>
          </li>
        ))}
      </ul>
    </form>
  )
}
