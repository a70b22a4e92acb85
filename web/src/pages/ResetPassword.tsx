import { useApolloClient } from "@apollo/client/react"
import { useState } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { useShop } from "../app/shop"
import { useI18n } from "../i18n"
import { ResetPassword as ResetMutation } from "../operations"

export default function ResetPassword() {
  const { t } = useI18n()
  const client = useApolloClient()
  const { loadUser } = useShop()
  const [params] = useSearchParams()
  const [password, setPassword] = useState("")
  const [state, setState] = useState<"form" | "done" | "error">("form")
  const submit = async () => {
    try {
      await client.mutate({ mutation: ResetMutation, variables: { token: params.get("token") ?? "", password } })
      await loadUser()
      setState("done")
    } catch {
      setState("error")
    }
  }
  return (
    <section className="auth">
      <h1>{t.auth.resetTitle}</h1>
      {state === "done" ? (
        <p role="status">{t.auth.resetDone} <Link to="/account">{t.nav.account}</Link></p>
      ) : (
        <form onSubmit={(e) => (e.preventDefault(), void submit())}>
          <label className="field"><span>{t.auth.password}</span><input type="password" required minLength={8} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} /></label>
          {state === "error" && <p role="alert" className="error">{t.auth.autologinFailed}</p>}
          <button className="button button-block" type="submit">{t.auth.save}</button>
        </form>
      )}
    </section>
  )
}
