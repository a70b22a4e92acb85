import { useApolloClient } from "@apollo/client/react"
import { useState } from "react"
import { useI18n } from "../i18n"
import { RequestReset } from "../operations"

export default function ForgotPassword() {
  const { t } = useI18n()
  const client = useApolloClient()
  const [email, setEmail] = useState("")
  const [sent, setSent] = useState(false)
  return (
    <section className="auth">
      <h1>{t.auth.forgotTitle}</h1>
      {sent ? (
        <p role="status">{t.auth.forgotSent}</p>
      ) : (
        <form onSubmit={(e) => (e.preventDefault(), void client.mutate({ mutation: RequestReset, variables: { email } }).finally(() => setSent(true)))}>
          <label className="field"><span>{t.auth.email}</span><input type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} /></label>
          <button className="button button-block" type="submit">{t.auth.send}</button>
        </form>
      )}
    </section>
  )
}
