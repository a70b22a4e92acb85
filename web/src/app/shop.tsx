import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react"
import type { ShopState, ShopStore } from "../state/shop-store"
import type { NoticeCenter } from "./notices"

const ShopContext = createContext<{ store: ShopStore; notices: NoticeCenter } | null>(null)

/** Gives the pages the shop store (state/shop-store.ts) and the notice center. */
export function ShopProvider({
  store,
  notices,
  children,
}: {
  store: ShopStore
  notices: NoticeCenter
  children: ReactNode
}) {
  return <ShopContext.Provider value={{ store, notices }}>{children}</ShopContext.Provider>
}

function useShopContext() {
  const value = useContext(ShopContext)
  if (!value) throw new Error("the shop hooks need a ShopProvider")
  return value
}

/** The shop's state; components re-render when it changes. */
export function useShop(): ShopState {
  const { store } = useShopContext()
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}

/** The store's actions (addItem, setRegion, completeCart …). */
export function useStore(): ShopStore {
  return useShopContext().store
}

export function useNoticeCenter(): NoticeCenter {
  return useShopContext().notices
}
