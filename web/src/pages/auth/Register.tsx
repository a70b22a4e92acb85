import { useApolloClient } from "@apollo/client/react"
import { useState, type FormEvent } from "react"
import { Link, Navigate, useSearchParams } from "react-router-dom"
import { Register as RegisterMutation } from "../../api/auth"
import { toShopError } from "../../app/api-errors"
import { fieldsOf, RULES, validate } from "../../app/form-errors"
import { useShop } from "../../app/shop"
import { useFormErrors } from "../../app/use-form-errors"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { PasswordField, TextField } from "../../components/Field"
import { Icon, Logo } from "../../components/Icon"
import { PasswordMeter } from "../../components/PasswordMeter"
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
  const errors = useFormErrors()
  const { formRef } = errors
  useDocumentTitle(t.auth.registerTitle)
  // Someone already signed in has nothing to do here.
  const [arrivedSignedIn] = useState(() => Boolean(user))
  if (arrivedSignedIn) return <Navigate to={redirect} replace />
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => (
    setForm({ ...form, [key]: e.target.value }),
    errors.clear(key)
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (
      errors.show(
        validate(form, {
          firstName: RULES.personName,
          lastName: RULES.personName,
          email: RULES.email,
          password: RULES.newPassword,
        })
      )
    )
      return
    setBusy(true)
    try {
      const input = {
        ...form,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
      }
      const { data } = await client.mutate({ mutation: RegisterMutation, variables: { input, cartId: cart?.id } })
      await finish(data!.register.customer, redirect)
    } catch (e) {
      // An e-mail already registered, a name too long …: under its field; anything else above the button.
      if (!errors.fromApi(e, fieldsOf("firstName", "lastName", "email", "password")))
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
        <form ref={formRef} onSubmit={(event) => void submit(event)} className="auth-form" noValidate>
          <div className="form-grid">
            <TextField
              label={t.auth.firstName}
              required
              autoComplete="given-name"
              value={form.firstName}
              onChange={set("firstName")}
              error={errors.message("firstName")}
            />
            <TextField
              label={t.auth.lastName}
              required
              autoComplete="family-name"
              value={form.lastName}
              onChange={set("lastName")}
              error={errors.message("lastName")}
            />
          </div>
          <TextField
            label={t.auth.email}
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            value={form.email}
            onChange={set("email")}
            error={errors.message("email")}
          />
          <PasswordField
            label={t.auth.password}
            hint={t.auth.passwordHint}
            required
            autoComplete="new-password"
            value={form.password}
            onChange={set("password")}
            error={errors.message("password")}
          />
          <PasswordMeter password={form.password} />
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
