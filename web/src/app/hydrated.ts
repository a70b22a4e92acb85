import { useSyncExternalStore } from "react"

const never = () => () => undefined

/**
 * False while a page drawn on the server is on screen but not yet taken over by the app (and on the
 * server itself); true from then on, and always in a page the browser drew. Controls that only work
 * with the app (add to cart, selects, search fields) stay disabled until then, so a tap is never lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false
  )
}
