import { useApolloClient } from "@apollo/client/react"
import { useState, type FormEvent } from "react"
import { Link } from "react-router-dom"
import { RequestPasswordReset } from "../../api/auth"
import { fieldsOf, RULES, validate } from "../../app/form-errors"
import { useFormErrors } from "../../app/use-form-errors"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { TextField } from "../../components/Field"
import { Icon, Logo } from "../../components/Icon"
import { FormSubmit } from "../../components/FormSubmit"
import { useI18n } from "../../i18n"
import { signInErrorText } from "./Login"
import "./auth.css"

/** Asks for a reset link; the answer is the same whether the e-mail has an account or not. */
export default function ForgotPassword() {
  const { t, language } = useI18n()
  const client = useApolloClient()
  const [email, setEmail] = useState("")
  const [state, setState] = useState<"form" | "busy" | "sent">("form")
  const [error, setError] = useState<string | null>(null)
  const errors = useFormErrors()
  const { formRef } = errors
  useDocumentTitle(t.auth.forgotTitle)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (errors.show(validate({ email }, { email: RULES.email }))) return
    setState("busy")
    try {
      await client.mutate({ mutation: RequestPasswordReset, variables: { email: email.trim() } })
      setState("sent")
    } catch (e) {
      if (!errors.fromApi(e, fieldsOf("email"))) setError(signInErrorText(e, t, language))
      setState("form")
    }
  }
  return (
    <div className="container auth-page">
      <section className="auth-card">
        <Logo size={40} />
        <h1>{t.auth.forgotTitle}</h1>
        {state === "sent" ? (
          <p role="status" className="callout callout-positive">
            <Icon name="check" size={18} /> {t.auth.forgotSent}
          </p>
        ) : (
          <>
            <p className="muted">{t.auth.forgotIntro}</p>
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
              <FormSubmit error={error} busy={state === "busy"} label={t.auth.send} />
            </form>
          </>
        )}
        <p className="auth-switch">
          <Link to="/login">{t.auth.backToLogin}</Link>
        </p>
      </section>
    </div>
  )
}
