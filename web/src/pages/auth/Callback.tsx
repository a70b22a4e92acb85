import { useApolloClient } from "@apollo/client/react"
import { useEffect, useRef, useState } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { CompleteExternalLogin } from "../../api/auth"
import { useShop } from "../../app/shop"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { Icon, Logo } from "../../components/Icon"
import { Spinner } from "../../components/Spinner"
import { useI18n } from "../../i18n"
import { takeReturnTo, useFinishSignIn } from "./sign-in"
import "./auth.css"

/**
 * /callback: the identity provider sends the browser here with a code (SPEC §2).
 * The sign-in is finished by the gateway; then the route saved before leaving is restored.
 */
export default function Callback() {
  const { t } = useI18n()
  const client = useApolloClient()
  const { cart } = useShop()
  const [params] = useSearchParams()
  const finish = useFinishSignIn()
  const [failed, setFailed] = useState(false)
  const started = useRef(false)
  useDocumentTitle(t.auth.callbackTitle)
  useEffect(() => {
    if (started.current) return
    started.current = true
    const code = params.get("code")
    const state = params.get("state")
    if (!code || !state || params.get("error")) return setFailed(true)
    client
      .mutate({ mutation: CompleteExternalLogin, variables: { code, state, iss: params.get("iss"), cartId: cart?.id } })
      .then(({ data }) => {
        const saved = takeReturnTo()
        return finish(data!.completeExternalLogin.customer, data!.completeExternalLogin.redirectPath ?? saved)
      })
      .catch(() => setFailed(true))
  }, [client, cart, params, finish])
  return (
    <section className="auth-card auth-status">
      <Logo size={40} />
      {failed ? (
        <>
          <h1>{t.auth.callbackTitle}</h1>
          <p role="alert" className="callout callout-negative">
            <Icon name="alert" size={18} /> {t.auth.callbackFailed}
          </p>
          <Link className="button" to="/login">
            {t.auth.backToLogin}
          </Link>
        </>
      ) : (
        <>
          <Spinner size={36} />
          <h1>{t.auth.callbackTitle}</h1>
          <p role="status">{t.auth.signingIn}</p>
        </>
      )}
    </section>
  )
}
