import { useApolloClient } from "@apollo/client/react"
import { useState, type FormEvent } from "react"
import { RequestOrderLink } from "../../api/account"
import { RULES, validate } from "../../app/form-errors"
import { useAction } from "../../app/use-action"
import { useFormErrors } from "../../app/use-form-errors"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { TextField } from "../../components/Field"
import { Icon } from "../../components/Icon"
import { FormSubmit } from "../../components/FormSubmit"
import { useI18n } from "../../i18n"
import { signInErrorText } from "../auth/Login"
import "../auth/auth.css"

/**
 * /find-order: a guest asks for their order's link by e-mail (order number + the
 * e-mail they bought with). The answer is the same whether the pair exists or not.
 */
export default function FindOrder() {
  const { t, language } = useI18n()
  const client = useApolloClient()
  const [email, setEmail] = useState("")
  const [number, setNumber] = useState("")
  const [sent, setSent] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { busy, run } = useAction()
  const errors = useFormErrors()
  const { formRef } = errors
  useDocumentTitle(t.findOrder.title)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    // Our messages under the fields, not the browser's bubbles (issue #18).
    const problems = validate({ email, number }, { email: RULES.email, number: { required: true } })
    if (!problems.number && !/^#?\s*[0-9]{1,10}$/.test(number.trim()))
      problems.number = { kind: "api", message: t.findOrder.numberHint }
    if (errors.show(problems)) return
    const orderNumber = Number(number.replace(/^#/, "").trim())
    void run(
      async () => {
        await client.mutate({ mutation: RequestOrderLink, variables: { email: email.trim(), orderNumber } })
        setSent(true)
      },
      { onError: (e) => (setError(signInErrorText(e, t, language)), true) }
    )
  }
  return (
    <div className="container auth-page">
      <section className="auth-card">
        <Icon name="package" size={40} />
        <h1>{t.findOrder.title}</h1>
        {sent ? (
          <p role="status" className="callout callout-positive">
            <Icon name="check" size={18} /> {t.findOrder.sent(email.trim())}
          </p>
        ) : (
          <>
            <p className="muted">{t.findOrder.intro}</p>
            <form ref={formRef} onSubmit={submit} className="auth-form" noValidate>
              <TextField
                label={t.findOrder.email}
                type="email"
                required
                autoComplete="email"
                inputMode="email"
                value={email}
                onChange={(e) => (setEmail(e.target.value), errors.clear("email"))}
                error={errors.message("email")}
              />
              <TextField
                label={t.findOrder.number}
                hint={t.findOrder.numberHint}
                required
                inputMode="numeric"
                pattern="#?[0-9]{1,10}"
                value={number}
                onChange={(e) => (setNumber(e.target.value), errors.clear("number"))}
                error={errors.message("number")}
              />
              <FormSubmit error={error} busy={busy} label={t.findOrder.send} />
            </form>
          </>
        )}
      </section>
    </div>
  )
}
