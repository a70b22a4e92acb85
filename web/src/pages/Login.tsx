import { useApolloClient } from "@apollo/client/react"
import { useState } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import { useShop } from "../app/shop"
import { useI18n } from "../i18n"
import { Login as LoginMutation, StartExternal } from "../operations"
import { KEYS } from "../state/storage"

export default function Login() {
  const { t } = useI18n()
  const client = useApolloClient()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const redirect = safePath(params.get("redirect")) ?? "/account"
  const { cart, loadUser, setCart } = useShop()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    setBusy(true)
    setError(null)
    try {
      await client.mutate({ mutation: LoginMutation, variables: { email, password, cartId: cart?.id } })
      await loadUser()
      if (cart) setCart({ ...cart })
      navigate(redirect, { replace: true })
    } catch {
      setError(t.auth.failed)
    } finally {
      setBusy(false)
    }
  }
  const external = async () => {
    // SPEC §2: the route to come back to is kept before leaving for the provider.
    localStorage.setItem(KEYS.returnTo, redirect)
    const { data } = await client.mutate({ mutation: StartExternal, variables: { redirectPath: redirect } })
    window.location.assign(data!.startExternalLogin.location)
  }
  return (
    <section className="auth">
      <h1>{t.auth.loginTitle}</h1>
      <form onSubmit={(e) => (e.preventDefault(), void submit())}>
        <label className="field"><span>{t.auth.email}</span><input type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} /></label>
        <label className="field"><span>{t.auth.password}</span><input type="password" required autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} /></label>
        {error && <p role="alert" className="error">{error}</p>}
        <button className="button button-block" type="submit" disabled={busy}>{busy ? t.auth.signingIn : t.auth.submit}</button>
      </form>
      <button type="button" className="button button-secondary button-block" onClick={() => void external()}>{t.auth.external}</button>
      <p><Link to="/forgot-password">{t.auth.forgot}</Link></p>
      <p>{t.auth.noAccount} <Link to={`/register?redirect=${encodeURIComponent(redirect)}`}>{t.auth.register}</Link></p>
    </section>
  )
}

/** Only paths of this shop (never another site) are followed after signing in. */
export function safePath(path: string | null): string | null {
  return path && path.startsWith("/") && !path.startsWith("//") ? path : null
}
