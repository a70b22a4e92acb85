import { useApolloClient } from "@apollo/client/react"
import { Link, useSearchParams } from "react-router-dom"
import { Autologin as AutologinMutation } from "../../api/auth"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { Icon } from "../../components/Icon"
import { Spinner } from "../../components/Spinner"
import { useI18n } from "../../i18n"
import { useSignInOnArrival } from "./sign-in"
import "./auth.css"

/** /autologin?code=…&redirect=…: signs in with the single-use hand-over code of a link (never a token). */
export default function Autologin() {
  const { t } = useI18n()
  const client = useApolloClient()
  const [params] = useSearchParams()
  useDocumentTitle(t.auth.autologinTitle)
  const failed = useSignInOnArrival(async (cartId) => {
    const code = params.get("code")
    if (!code) return null
    const { data } = await client.mutate({ mutation: AutologinMutation, variables: { code, cartId } })
    return { customer: data!.autologin.customer, redirect: params.get("redirect") }
  })
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
