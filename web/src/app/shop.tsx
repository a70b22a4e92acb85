import { useApolloClient } from "@apollo/client/react"
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from "react"
import type { CartFieldsFragment, MeQuery, StartupQuery } from "../gql/graphql"
import { useI18n } from "../i18n"
import {
  AddBundle, AddLine, ApplyCodes, CreateCart, GetCart, Logout, Me, MoveCart, RemoveLine, Startup, UpdateLine,
} from "../operations"
import { checkoutStep, type CheckoutAction } from "../state/checkout"
import { clearEnrollment, initialEnrollment, loadEnrollment, nextStep, saveEnrollment, setStep, type EnrollmentState } from "../state/enrollment"
import { pickRegion } from "../state/startup"
import { browserStore, KEYS } from "../state/storage"
import { reportError } from "./errors"
import { useNotice, type NoticeInput } from "./notices"

export type Region = StartupQuery["regions"][number]
export type Cart = CartFieldsFragment
export type Customer = NonNullable<MeQuery["me"]>

/**
 * The configured default region, used when nothing is saved: the one that ships to
 * VITE_DEFAULT_COUNTRY (a country code, "us" unless set at build time), since
 * region ids are made when a shop is set up and cannot be known at build time.
 */
const DEFAULT_COUNTRY = ((import.meta.env.VITE_DEFAULT_COUNTRY as string | undefined) ?? "us").toLowerCase()
const defaultRegionId = (regions: Region[]) => regions.find((r) => r.countries.some((c) => c.iso2 === DEFAULT_COUNTRY))?.id ?? null

interface Shop {
  initialized: boolean
  regions: Region[]
  region: Region | null
  cart: Cart | null
  user: Customer | null
  checkoutStep: number
  enrollment: EnrollmentState
  setRegion(regionId: string): Promise<void>
  ensureCart(): Promise<Cart>
  setCart(cart: Cart | null): void
  forgetCart(): void
  addToCart(variantId: string, quantity: number, bundle?: boolean): Promise<void>
  changeQuantity(lineId: string, quantity: number): Promise<void>
  removeLine(lineId: string): Promise<void>
  applyCoupon(code: string): Promise<void>
  dispatchCheckout(action: CheckoutAction): void
  loadUser(): Promise<Customer | null>
  logout(): Promise<void>
  updateEnrollment(change: (state: EnrollmentState) => EnrollmentState): void
  notify(notices: NoticeInput[]): void
}

const ShopContext = createContext<Shop | null>(null)

/**
 * The storefront's state (SPEC §3, §4): regions and the chosen one, the cart
 * (its id kept in localStorage), the signed-in customer, the checkout step and
 * the enrollment under way. Rules live in the API; this mirrors them.
 */
export function ShopProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient()
  const notice = useNotice()
  const { t } = useI18n()
  const store = useMemo(browserStore, [])
  const [initialized, setInitialized] = useState(false)
  const [regions, setRegions] = useState<Region[]>([])
  const [region, setRegionState] = useState<Region | null>(null)
  const [cart, setCartState] = useState<Cart | null>(null)
  const [user, setUser] = useState<Customer | null>(null)
  const [step, dispatchCheckout] = useReducer(checkoutStep, 1)
  const [enrollment, setEnrollment] = useState<EnrollmentState>(() => loadEnrollment(store))
  const cartRef = useRef<Cart | null>(null)
  const regionRef = useRef<Region | null>(null)

  const setCart = useCallback(
    (next: Cart | null) => {
      cartRef.current = next
      setCartState(next)
      if (next) store.setItem(KEYS.cart, next.id)
    },
    [store]
  )
  const forgetCart = useCallback(() => {
    store.removeItem(KEYS.cart)
    cartRef.current = null
    setCartState(null)
  }, [store])
  const notify = useCallback((notices: NoticeInput[]) => notices.forEach(notice), [notice])

  const createCart = useCallback(async () => {
    const regionId = regionRef.current?.id
    if (!regionId) throw new Error("No region available")
    const { data } = await client.mutate({ mutation: CreateCart, variables: { regionId } })
    setCart(data!.createCart)
    return data!.createCart
  }, [client, setCart])

  const loadUser = useCallback(async () => {
    try {
      const { data } = await client.query({ query: Me, fetchPolicy: "network-only" })
      setUser(data?.me ?? null)
      return data?.me ?? null
    } catch {
      // SPEC §7: a 401 on profile restore is ignored; any failure means "not signed in".
      setUser(null)
      return null
    }
  }, [client])

  // SPEC §4 startup: regions, region choice, cart restore, then initialized.
  useEffect(() => {
    let cancelled = false
    ;(async () => {
      try {
        const { data } = await client.query({ query: Startup })
        const list = data?.regions ?? []
        const chosen = pickRegion(list, store.getItem(KEYS.region), defaultRegionId(list))
        if (cancelled) return
        setRegions(list)
        regionRef.current = chosen
        setRegionState(chosen)
        store.setItem(KEYS.region, chosen.id)
        const savedCart = store.getItem(KEYS.cart)
        if (savedCart) {
          try {
            const { data: saved } = await client.query({ query: GetCart, variables: { id: savedCart }, fetchPolicy: "network-only" })
            if (saved?.cart && !saved.cart.completedAt) setCart(saved.cart)
            else throw new Error("No active cart")
          } catch {
            store.removeItem(KEYS.cart)
            await createCart()
          }
        }
        await loadUser()
      } catch (error) {
        reportError(error, { stage: "startup" })
        notice({ kind: "NEGATIVE", text: t.startup.failed })
      } finally {
        if (!cancelled) setInitialized(true)
      }
    })()
    return () => {
      cancelled = true
    }
    // Startup runs once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const ensureCart = useCallback(async () => cartRef.current ?? createCart(), [createCart])

  const setRegion = useCallback(
    async (regionId: string) => {
      const next = regions.find((r) => r.id === regionId)
      if (!next) throw new Error("Invalid region")
      store.setItem(KEYS.region, next.id)
      regionRef.current = next
      setRegionState(next)
      const current = cartRef.current
      if (current && current.regionId !== next.id) {
        try {
          const { data } = await client.mutate({ mutation: MoveCart, variables: { cartId: current.id, regionId: next.id } })
          setCart(data!.updateCart)
        } catch (error) {
          // SPEC §4: when the cart cannot move, it is dropped and a new one starts.
          reportError(error, { cart: current.id })
          forgetCart()
          await createCart()
        }
      }
    },
    [regions, store, client, setCart, forgetCart, createCart]
  )

  const cartChange = useCallback(
    async (run: (cartId: string) => Promise<{ cart: Cart; notices: NoticeInput[] }>, tag: string) => {
      const current = await ensureCart()
      try {
        const result = await run(current.id)
        setCart(result.cart)
        dispatchCheckout({ type: "linesChanged" })
        notify(result.notices)
      } catch (error) {
        reportError(error, { cart: current.id, action: tag })
        notice({ kind: "NEGATIVE", text: (error as Error).message || t.notices.error })
        throw error
      }
    },
    [ensureCart, setCart, notify, notice, t]
  )

  const addToCart = useCallback(
    (variantId: string, quantity: number, bundle = false) =>
      cartChange(async (cartId) => {
        if (bundle) {
          const { data } = await client.mutate({ mutation: AddBundle, variables: { cartId, variantId, quantity } })
          return data!.addBundle
        }
        const { data } = await client.mutate({ mutation: AddLine, variables: { cartId, variantId, quantity } })
        return data!.addLineItem
      }, "add"),
    [cartChange, client]
  )
  const changeQuantity = useCallback(
    (lineId: string, quantity: number) =>
      cartChange(async (cartId) => (await client.mutate({ mutation: UpdateLine, variables: { cartId, lineId, quantity } })).data!.updateLineItem, "quantity"),
    [cartChange, client]
  )
  const removeLine = useCallback(
    (lineId: string) =>
      cartChange(async (cartId) => (await client.mutate({ mutation: RemoveLine, variables: { cartId, lineId } })).data!.removeLineItem, "remove"),
    [cartChange, client]
  )
  const applyCoupon = useCallback(
    async (code: string) => {
      const current = await ensureCart()
      const { data } = await client.mutate({ mutation: ApplyCodes, variables: { cartId: current.id, codes: [code] } })
      setCart(data!.applyPromotionCodes.cart)
      notify(data!.applyPromotionCodes.notices)
    },
    [ensureCart, client, setCart, notify]
  )

  const logout = useCallback(async () => {
    await client.mutate({ mutation: Logout }).catch(() => undefined)
    setUser(null)
    forgetCart()
    await client.clearStore()
  }, [client, forgetCart])

  const updateEnrollment = useCallback(
    (change: (state: EnrollmentState) => EnrollmentState) =>
      setEnrollment((state) => {
        const next = change(state)
        saveEnrollment(store, next)
        return next
      }),
    [store]
  )

  const value: Shop = {
    initialized, regions, region, cart, user, checkoutStep: step, enrollment,
    setRegion, ensureCart, setCart, forgetCart, addToCart, changeQuantity, removeLine, applyCoupon,
    dispatchCheckout, loadUser, logout, updateEnrollment, notify,
  }
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>
}

export function useShop(): Shop {
  const shop = useContext(ShopContext)
  if (!shop) throw new Error("useShop needs a ShopProvider")
  return shop
}

export { clearEnrollment, initialEnrollment, nextStep, setStep }
