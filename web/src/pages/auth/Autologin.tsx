import { useApolloClient } from "@apollo/client/react"
import { useEffect, useRef, useState } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { Autologin as AutologinMutation } from "../../api/auth"
import { useShop } from "../../app/shop"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { Icon } from "../../components/Icon"
import { Spinner } from "../../components/Spinner"
import { useI18n } from "../../i18n"
import { useFinishSignIn } from "./sign-in"
import "./auth.css"

/** /autologin?token=…&redirect=…: signs in with a token handed over by a link. */
export default function Autologin() {
  const { t } = useI18n()
  const client = useApolloClient()
  const { cart } = useShop()
  const [params] = useSearchParams()
  const finish = useFinishSignIn()
  const [failed, setFailed] = useState(false)
  const started = useRef(false)
  useDocumentTitle(t.auth.autologinTitle)
  useEffect(() => {
    // Once per arrival (a token is single-purpose; StrictMode runs effects twice in development).
    if (started.current) return
    started.current = true
    const token = params.get("token")
    if (!token) return setFailed(true)
    client
      .mutate({ mutation: AutologinMutation, variables: { token, cartId: cart?.id } })
      .then(({ data }) => finish(data!.autologin.customer, params.get("redirect")))
      .catch(() => setFailed(true))
  }, [client, cart, params, finish])
  return (
    <div className="container auth-page">
      <section className="auth-card auth-status">
        {failed ? (
          <>
            <Icon name="alert" size={36} />
            <h1>{t.auth.autologinTitle}</h1>
            <p role="alert">{t.auth.autologinFailed}</p>
            <Link className="button" to="/login">
              {t.auth.backToLogin}
            </Link>
          </>
        ) : (
          <>
            <Spinner size={36} />
            <h1>{t.auth.autologinTitle}</h1>
            <p role="status">{t.auth.signingIn}</p>
          </>
        )}
      </section>
    </div>
  )
}
