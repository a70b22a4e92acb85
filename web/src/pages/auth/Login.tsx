import { useApolloClient } from "@apollo/client/react"
import { useState, type FormEvent } from "react"
import { Link, Navigate, useSearchParams } from "react-router-dom"
import { Login as LoginMutation } from "../../api/auth"
import { toShopError } from "../../app/api-errors"
import { fieldsOf, RULES, validate } from "../../app/form-errors"
import { useShop } from "../../app/shop"
import { useFormErrors } from "../../app/use-form-errors"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { PasswordField, TextField } from "../../components/Field"
import { Icon, Logo } from "../../components/Icon"
import { Spinner } from "../../components/Spinner"
import { errorText, useI18n } from "../../i18n"
import { safePath, useFinishSignIn, useStartExternalLogin } from "./sign-in"
import "./auth.css"

export function signInErrorText(
  error: unknown,
  t: ReturnType<typeof useI18n>["t"],
  language: ReturnType<typeof useI18n>["language"]
) {
  const shopError = toShopError(error)
  if (shopError.code === "AUTHENTICATION_FAILED") return t.auth.failed
  if (shopError.code === "TOO_MANY_REQUESTS") return t.auth.tooMany
  return errorText(shopError, t, language)
}

/** /login?redirect=<path>: e-mail and password, or the external provider (Vitalia ID). */
export default function Login() {
  const { t, language } = useI18n()
  const client = useApolloClient()
  const { cart, user } = useShop()
  const [params] = useSearchParams()
  const redirect = safePath(params.get("redirect")) ?? "/account"
  const finish = useFinishSignIn()
  const startExternal = useStartExternalLogin()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<"password" | "external" | null>(null)
  const errors = useFormErrors()
  const { formRef } = errors
  useDocumentTitle(t.auth.loginTitle)
  // Someone already signed in has nothing to do here.
  const [arrivedSignedIn] = useState(() => Boolean(user))
  if (arrivedSignedIn) return <Navigate to={redirect} replace />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (errors.show(validate({ email, password }, { email: RULES.email, password: RULES.password }))) return
    setBusy("password")
    try {
      const { data } = await client.mutate({
        mutation: LoginMutation,
        variables: { email: email.trim(), password, cartId: cart?.id },
      })
      await finish(data!.login.customer, redirect)
    } catch (e) {
      if (!errors.fromApi(e, fieldsOf("email"))) setError(signInErrorText(e, t, language))
      setBusy(null)
    }
  }
  const external = async () => {
    setBusy("external")
    setError(null)
    try {
      await startExternal(redirect)
    } catch (e) {
      setError(signInErrorText(e, t, language))
      setBusy(null)
    }
  }

  return (
    <div className="container auth-page">
      <section className="auth-card">
        <Logo size={40} />
        <h1>{t.auth.loginTitle}</h1>
        <p className="muted">{t.auth.loginIntro}</p>
        <form ref={formRef} onSubmit={(event) => void submit(event)} className="auth-form" noValidate>
          <TextField
            label={t.auth.email}
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => (setEmail(e.target.value), errors.clear("email"))}
            error={errors.message("email")}
          />
          <PasswordField
            label={t.auth.password}
            required
            autoComplete="current-password"
            value={password}
            onChange={(e) => (setPassword(e.target.value), errors.clear("password"))}
            error={errors.message("password")}
          />
          <p className="auth-forgot">
            <Link to="/forgot-password">{t.auth.forgot}</Link>
          </p>
          {error && (
            <p role="alert" className="callout callout-negative">
              <Icon name="alert" size={18} /> {error}
            </p>
          )}
          <button className="button button-large button-block" type="submit" disabled={busy !== null}>
            {busy === "password" && <Spinner size={18} />} {busy === "password" ? t.auth.signingIn : t.auth.submit}
          </button>
        </form>
        <p className="auth-divider">
          <span>{t.auth.or}</span>
        </p>
        <button
          type="button"
          className="button button-large button-secondary button-block"
          onClick={() => void external()}
          disabled={busy !== null}
        >
          {busy === "external" ? <Spinner size={18} /> : <Icon name="shield" size={18} />} {t.auth.external}
        </button>
        <p className="muted auth-hint">{t.auth.externalHint}</p>
      </section>
      <aside className="auth-aside">
        <h2>{t.auth.noAccount}</h2>
        <p>{t.auth.registerIntro}</p>
        <Link className="button button-light" to={`/register?redirect=${encodeURIComponent(redirect)}`}>
          {t.auth.createAccount}
        </Link>
      </aside>
    </div>
  )
}
