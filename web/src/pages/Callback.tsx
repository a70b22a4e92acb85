import { useApolloClient } from "@apollo/client/react"
import { useEffect, useState } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import { useShop } from "../app/shop"
import { useI18n } from "../i18n"
import { CompleteExternal } from "../operations"
import { KEYS } from "../state/storage"
import { safePath } from "./Login"

/** The identity provider sends the browser here with a code (SPEC §2); the saved route is restored. */
export default function Callback() {
  const { t } = useI18n()
  const client = useApolloClient()
  const navigate = useNavigate()
  const { cart, loadUser } = useShop()
  const [params] = useSearchParams()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const code = params.get("code") ?? ""
    const state = params.get("state") ?? ""
    client
      .mutate({ mutation: CompleteExternal, variables: { code, state, iss: params.get("iss"), cartId: cart?.id } })
      .then(async ({ data }) => {
        await loadUser()
        const saved = localStorage.getItem(KEYS.returnTo)
        localStorage.removeItem(KEYS.returnTo)
        navigate(safePath(data?.completeExternalLogin.redirectPath ?? null) ?? safePath(saved) ?? "/account", { replace: true })
      })
      .catch(() => setFailed(true))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return failed ? (
    <p role="alert">{t.auth.callbackFailed} <Link to="/login">{t.nav.login}</Link></p>
  ) : (
    <p aria-busy="true">{t.auth.signingIn}</p>
  )
}
