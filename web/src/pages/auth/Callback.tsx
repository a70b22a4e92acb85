import { useApolloClient } from "@apollo/client/react"
import { Link, useSearchParams } from "react-router-dom"
import { CompleteExternalLogin } from "../../api/auth"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { Icon, Logo } from "../../components/Icon"
import { Spinner } from "../../components/Spinner"
import { useI18n } from "../../i18n"
import { takeReturnTo, useSignInOnArrival } from "./sign-in"
import "./auth.css"

/**
 * /callback: the identity provider sends the browser here with a code (docs/product.md §2).
 * The sign-in is finished by the gateway; then the route saved before leaving is restored.
 */
export default function Callback() {
  const { t } = useI18n()
  const client = useApolloClient()
  const [params] = useSearchParams()
  useDocumentTitle(t.auth.callbackTitle)
  const failed = useSignInOnArrival(async (cartId) => {
    const code = params.get("code")
    const state = params.get("state")
    if (!code || !state || params.get("error")) return null
    const { data } = await client.mutate({
      mutation: CompleteExternalLogin,
      variables: { code, state, iss: params.get("iss"), cartId },
    })
    const saved = takeReturnTo()
    return {
      customer: data!.completeExternalLogin.customer,
      redirect: data!.completeExternalLogin.redirectPath ?? saved,
    }
  })
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
