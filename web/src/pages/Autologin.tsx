import { useApolloClient } from "@apollo/client/react"
import { useEffect, useState } from "react"
import { useNavigate, useSearchParams } from "react-router-dom"
import { useShop } from "../app/shop"
import { useI18n } from "../i18n"
import { Autologin as AutologinMutation } from "../operations"
import { safePath } from "./Login"

/** /autologin?token=…&redirect=…: signs in with a handed-over token. */
export default function Autologin() {
  const { t } = useI18n()
  const client = useApolloClient()
  const navigate = useNavigate()
  const { cart, loadUser } = useShop()
  const [params] = useSearchParams()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    client
      .mutate({ mutation: AutologinMutation, variables: { token: params.get("token") ?? "", cartId: cart?.id } })
      .then(() => loadUser())
      .then(() => navigate(safePath(params.get("redirect")) ?? "/account", { replace: true }))
      .catch(() => setFailed(true))
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return failed ? <p role="alert">{t.auth.autologinFailed}</p> : <p aria-busy="true">{t.auth.signingIn}</p>
}
