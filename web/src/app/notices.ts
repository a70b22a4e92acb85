import type { NoticeKind, ShopNotice } from "../state/shop-store"

/** docs/product.md §9: notices stay 5000 ms, at the bottom of the screen. */
export const NOTICE_MS = 5000

export interface Notice extends ShopNotice {
  id: number
  /** How many times these words were said while on screen (shown as ×n from 2). */
  count: number
}

/** At most this many notices at once (issue #18: three stacked covered a third of a phone). */
export const MAX_NOTICES = 2

/** The same notice: kind, words and subject (two promotions may say the same about themselves). */
export const sameNotice = (a: ShopNotice, b: ShopNotice) =>
  a.kind === b.kind && a.es === b.es && (a.subject?.es ?? null) === (b.subject?.es ?? null)

/** Each notice once, in their order. */
export const distinctNotices = <N extends ShopNotice>(notices: readonly N[]): N[] =>
  notices.filter((n, i) => notices.findIndex((m) => sameNotice(m, n)) === i)

/**
 * The notices on screen: positive, negative or warning, each in both languages so
 * a language switch translates them. Plain TypeScript: the shop store pushes its
 * notices here, components through useNotify.
 */
export function createNoticeCenter(durationMs = NOTICE_MS, timers: Pick<typeof globalThis, "setTimeout"> = globalThis) {
  let notices: Notice[] = []
  let next = 1
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((l) => l())
  const dismiss = (id: number) => {
    notices = notices.filter((n) => n.id !== id)
    emit()
  }
  return {
    getState: () => notices,
    // Arrow functions: the shop hands these on as callbacks (useSyncExternalStore, useNotify), unbound.
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    push: (notice: ShopNotice) => {
      // The same words again collapse into the notice on screen: counted, and on screen for another 5000 ms.
      const same = notices.find((n) => sameNotice(n, notice))
      const id = next++
      notices = same
        ? notices.map((n) => (n === same ? { ...n, id, count: n.count + 1 } : n))
        : [...notices.slice(-(MAX_NOTICES - 1)), { ...notice, id, count: 1 }]
      emit()
      timers.setTimeout(() => dismiss(id), durationMs)
    },
    dismiss,
  }
}

export type NoticeCenter = ReturnType<typeof createNoticeCenter>
export type { NoticeKind }
