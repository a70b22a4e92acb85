import { useApolloClient } from "@apollo/client/react"
import { useState, type FormEvent } from "react"
import { Link, Navigate, useSearchParams } from "react-router-dom"
import { Register as RegisterMutation } from "../../api/auth"
import { toShopError } from "../../app/api-errors"
import { useShop } from "../../app/shop"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { PasswordField, TextField } from "../../components/Field"
import { Icon, Logo } from "../../components/Icon"
import { Spinner } from "../../components/Spinner"
import { useI18n } from "../../i18n"
import { signInErrorText } from "./Login"
import { safePath, useFinishSignIn } from "./sign-in"
import "./auth.css"

export default function Register() {
  const { t, language } = useI18n()
  const client = useApolloClient()
  const { cart, user } = useShop()
  const [params] = useSearchParams()
  const redirect = safePath(params.get("redirect")) ?? "/account"
  const finish = useFinishSignIn()
  const [form, setForm] = useState({ firstName: "", lastName: "", email: "", password: "" })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useDocumentTitle(t.auth.registerTitle)
  // Someone already signed in has nothing to do here.
  const [arrivedSignedIn] = useState(() => Boolean(user))
  if (arrivedSignedIn) return <Navigate to={redirect} replace />
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const { data } = await client.mutate({ mutation: RegisterMutation, variables: { input: { ...form, email: form.email.trim() }, cartId: cart?.id } })
      await finish(data!.register.customer, redirect)
    } catch (e) {
      setError(toShopError(e).code === "CONFLICT" ? t.auth.exists : signInErrorText(e, t, language))
      setBusy(false)
    }
  }

  return (
    <div className="container auth-page">
      <section className="auth-card">
        <Logo size={40} />
        <h1>{t.auth.registerTitle}</h1>
        <p className="muted">{t.auth.registerIntro}</p>
        <form onSubmit={submit} className="auth-form">
          <div className="form-grid">
            <TextField label={t.auth.firstName} required autoComplete="given-name" value={form.firstName} onChange={set("firstName")} />
            <TextField label={t.auth.lastName} required autoComplete="family-name" value={form.lastName} onChange={set("lastName")} />
          </div>
          <TextField label={t.auth.email} type="email" required autoComplete="email" inputMode="email" value={form.email} onChange={set("email")} />
          <PasswordField label={t.auth.password} hint={t.auth.passwordHint} required minLength={8} maxLength={128} autoComplete="new-password" value={form.password} onChange={set("password")} />
          {error && (
            <p role="alert" className="callout callout-negative">
              <Icon name="alert" size={18} /> {error}
            </p>
          )}
          <button className="button button-large button-block" type="submit" disabled={busy}>
            {busy && <Spinner size={18} />} {t.auth.register}
          </button>
        </form>
        <p className="auth-switch">
          {t.auth.haveAccount} <Link to={`/login?redirect=${encodeURIComponent(redirect)}`}>{t.auth.loginTitle}</Link>
        </p>
      </section>
    </div>
  )
}
