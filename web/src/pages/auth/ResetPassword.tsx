import { useApolloClient } from "@apollo/client/react"
import { useState, type FormEvent } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { ResetPassword as ResetMutation } from "../../api/auth"
import { toShopError } from "../../app/api-errors"
import { fieldsOf, RULES, validate } from "../../app/form-errors"
import { useFormErrors } from "../../app/use-form-errors"
import { useShop } from "../../app/shop"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { PasswordField } from "../../components/Field"
import { PasswordMeter } from "../../components/PasswordMeter"
import { Icon, Logo } from "../../components/Icon"
import { Spinner } from "../../components/Spinner"
import { catalogs, useI18n } from "../../i18n"
import { signInErrorText } from "./Login"
import { useFinishSignIn } from "./sign-in"
import "./auth.css"

/** /reset-password?token=…: the link from the e-mail; a new password signs the customer in. */
export default function ResetPassword() {
  const { t, language } = useI18n()
  const client = useApolloClient()
  const { cart } = useShop()
  const [params] = useSearchParams()
  const token = params.get("token") ?? ""
  const finish = useFinishSignIn()
  const [password, setPassword] = useState("")
  const [confirm, setConfirm] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const errors = useFormErrors()
  const { formRef } = errors
  useDocumentTitle(t.auth.resetTitle)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const problems = validate({ password }, { password: RULES.newPassword })
    if (!problems.password && password !== confirm) problems.confirm = { kind: "mismatch" }
    if (errors.show(problems)) return
    setBusy(true)
    try {
      const { data } = await client.mutate({
        mutation: ResetMutation,
        variables: { token, password, cartId: cart?.id },
      })
      await finish(data!.resetPassword.customer, "/account", {
        code: "PASSWORD_CHANGED",
        es: catalogs.es.auth.passwordChanged,
        en: catalogs.en.auth.passwordChanged,
      })
    } catch (e) {
      if (!errors.fromApi(e, fieldsOf("password")))
        setError(
          toShopError(e).code === "AUTHENTICATION_FAILED" ? t.auth.resetInvalid : signInErrorText(e, t, language)
        )
      setBusy(false)
    }
  }

  return (
    <div className="container auth-page">
      <section className="auth-card">
        <Logo size={40} />
        <h1>{t.auth.resetTitle}</h1>
        {!token ? (
          <p role="alert" className="callout callout-negative">
            {t.auth.resetMissing}
          </p>
        ) : (
          <form ref={formRef} onSubmit={(event) => void submit(event)} className="auth-form" noValidate>
            <PasswordField
              label={t.auth.newPassword}
              hint={t.auth.passwordHint}
              required
              autoComplete="new-password"
              value={password}
              onChange={(e) => (setPassword(e.target.value), errors.clear("password"))}
              error={errors.message("password")}
            />
            <PasswordMeter password={password} />
            <PasswordField
              label={t.auth.confirmPassword}
              required
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => (setConfirm(e.target.value), errors.clear("confirm"))}
              error={errors.message("confirm")}
            />
            {error && (
              <p role="alert" className="callout callout-negative">
                <Icon name="alert" size={18} /> {error}
              </p>
            )}
            <button className="button button-large button-block" type="submit" disabled={busy}>
              {busy && <Spinner size={18} />} {t.common.save}
            </button>
          </form>
        )}
        <p className="auth-switch">
          <Link to="/forgot-password">{t.auth.requestNew}</Link>
        </p>
      </section>
    </div>
  )
}
