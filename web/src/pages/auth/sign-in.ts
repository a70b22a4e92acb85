import { useApolloClient } from "@apollo/client/react"
import { useCallback, useEffect, useRef, useState } from "react"
import { useNavigate } from "react-router-dom"
import { StartExternalLogin } from "../../api/auth"
import { toShopError } from "../../app/api-errors"
import { useShop, useStore } from "../../app/shop"
import { useNotify } from "../../app/use-action"
import { catalogs } from "../../i18n"
import type { Customer } from "../../state/shop-store"
import { browserStore, KEYS } from "../../state/storage"

/** Only paths of this shop (never another site) are followed after signing in. */
export function safePath(path: string | null | undefined): string | null {
  return path && path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : null
}

/**
 * After any sign-in: the customer into the store (the cart is theirs now), a welcome — or the
 * notice given (a new password's "Contraseña cambiada") — then where they were going.
 */
export function useFinishSignIn() {
  const client = useApolloClient()
  const store = useStore()
  const notify = useNotify()
  const navigate = useNavigate()
  return useCallback(
    async (customer: Customer, redirect: string | null, notice?: { code: string; es: string; en: string }) => {
      await store.signedIn(customer)
      const name = customer.firstName ?? customer.email
      notify({
        kind: "POSITIVE",
        ...(notice ?? { code: "SIGNED_IN", es: catalogs.es.auth.welcome(name), en: catalogs.en.auth.welcome(name) }),
      })
      // Lists read for someone else (or nobody) must not show.
      await client.clearStore()
      void navigate(safePath(redirect) ?? "/account", { replace: true })
    },
    [client, store, notify, navigate]
  )
}

/** Begins the external sign-in: the route to come back to is kept first (docs/product.md §2), then the browser leaves for the provider. */
export function useStartExternalLogin() {
  const client = useApolloClient()
  return useCallback(
    async (redirect: string) => {
      browserStore().setItem(KEYS.returnTo, redirect)
      try {
        const { data } = await client.mutate({ mutation: StartExternalLogin, variables: { redirectPath: redirect } })
        window.location.assign(data!.startExternalLogin.location)
      } catch (error) {
        throw toShopError(error)
      }
    },
    [client]
  )
}

/** The route saved before an external sign-in, read once. */
export function takeReturnTo(): string | null {
  const storage = browserStore()
  const saved = storage.getItem(KEYS.returnTo)
  storage.removeItem(KEYS.returnTo)
  return safePath(saved)
}

/**
 * A sign-in that happens on arriving at a page (/callback with the provider's
 * code, /autologin with a hand-over code): run once — codes are single-use,
 * and StrictMode runs effects twice in development — with the current cart,
 * then finished as any sign-in. `signIn` answers null when the page's
 * parameters are missing. Answers whether it failed.
 */
export function useSignInOnArrival(
  signIn: (cartId: string | undefined) => Promise<{ customer: Customer; redirect: string | null } | null>
): boolean {
  const { cart } = useShop()
  const finish = useFinishSignIn()
  const [failed, setFailed] = useState(false)
  const started = useRef(false)
  const latest = useRef({ signIn, cartId: cart?.id, finish })
  // Kept up to date after each render (not while rendering); declared before the effect below,
  // so on arrival that effect reads this render's values.
  useEffect(() => {
    latest.current = { signIn, cartId: cart?.id, finish }
  })
  useEffect(() => {
    if (started.current) return
    started.current = true
    const { signIn, cartId, finish } = latest.current
    void signIn(cartId)
      .then((result) => (result ? finish(result.customer, result.redirect) : setFailed(true)))
      .catch(() => setFailed(true))
  }, [])
  return failed
}
