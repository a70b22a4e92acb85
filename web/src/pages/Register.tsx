import { useApolloClient } from "@apollo/client/react"
import { useState } from "react"
import { useNavigate, useSearchParams } from "react-router-dom"
import { useShop } from "../app/shop"
import { useI18n } from "../i18n"
import { Register as RegisterMutation } from "../operations"
import { safePath } from "./Login"

export default function Register() {
  const { t } = useI18n()
  const client = useApolloClient()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { cart, loadUser } = useShop()
  const [form, setForm] = useState({ email: "", password: "", firstName: "", lastName: "" })
  const [error, setError] = useState<string | null>(null)
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value })
  const submit = async () => {
    setError(null)
    try {
      await client.mutate({ mutation: RegisterMutation, variables: { input: form, cartId: cart?.id } })
      await loadUser()
      navigate(safePath(params.get("redirect")) ?? "/account", { replace: true })
    } catch (e) {
      setError((e as Error).message)
    }
  }
  return (
    <section className="auth">
      <h1>{t.auth.registerTitle}</h1>
      <form onSubmit={(e) => (e.preventDefault(), void submit())}>
        <label className="field"><span>{t.auth.firstName}</span><input required autoComplete="given-name" value={form.firstName} onChange={set("firstName")} /></label>
        <label className="field"><span>{t.auth.lastName}</span><input autoComplete="family-name" value={form.lastName} onChange={set("lastName")} /></label>
        <label className="field"><span>{t.auth.email}</span><input type="email" required autoComplete="email" value={form.email} onChange={set("email")} /></label>
        <label className="field"><span>{t.auth.password}</span><input type="password" required minLength={8} autoComplete="new-password" value={form.password} onChange={set("password")} /></label>
        {error && <p role="alert" className="error">{error}</p>}
        <button className="button button-block" type="submit">{t.auth.register}</button>
      </form>
    </section>
  )
}
