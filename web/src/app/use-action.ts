import { useCallback, useRef, useState } from "react"
import { bilingualError } from "../i18n"
import { toShopError } from "./api-errors"
import { useNoticeCenter } from "./shop"

/**
 * Runs a shopper's action with a busy flag; a failure becomes a negative notice
 * (in both languages) and the action answers undefined instead of throwing. A form
 * shows the failures about its own fields itself (onError answers true).
 */
export function useAction() {
  const notices = useNoticeCenter()
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const run = useCallback(
    async <T>(
      work: () => Promise<T>,
      options: { onError?: (error: unknown) => boolean | void } = {}
    ): Promise<T | undefined> => {
      if (running.current) return undefined
      running.current = true
      setBusy(true)
      try {
        return await work()
      } catch (error) {
        // onError answers true when it told the shopper itself.
        if (!options.onError?.(error)) notices.push({ kind: "NEGATIVE", ...bilingualError(toShopError(error)) })
        return undefined
      } finally {
        running.current = false
        setBusy(false)
      }
    },
    [notices]
  )
  return { busy, run }
}

/** Shows a notice in both languages. */
export function useNotify() {
  const notices = useNoticeCenter()
  return notices.push
}
