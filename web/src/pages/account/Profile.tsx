import { useApolloClient } from "@apollo/client/react"
import { useState } from "react"
import { useNotice } from "../../app/notices"
import { useShop } from "../../app/shop"
import { useI18n } from "../../i18n"
import { UpdateProfile } from "../../operations"

export default function Profile() {
  const { t } = useI18n()
  const notice = useNotice()
  const client = useApolloClient()
  const { user, loadUser } = useShop()
  const [form, setForm] = useState({ firstName: user?.firstName ?? "", lastName: user?.lastName ?? "", phone: user?.phone ?? "" })
  if (!user) return null
  const save = async () => {
    try {
      await client.mutate({ mutation: UpdateProfile, variables: { input: form } })
      await loadUser()
      notice({ kind: "POSITIVE", text: t.account.saved })
    } catch (e) {
      notice({ kind: "NEGATIVE", text: (e as Error).message })
    }
  }
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value })
  return (
    <>
      <h1>{t.account.profile}</h1>
      <p className="muted">{user.email}</p>
      <form onSubmit={(e) => (e.preventDefault(), void save())}>
        <label className="field"><span>{t.auth.firstName}</span><input value={form.firstName} onChange={set("firstName")} autoComplete="given-name" /></label>
        <label className="field"><span>{t.auth.lastName}</span><input value={form.lastName} onChange={set("lastName")} autoComplete="family-name" /></label>
        <label className="field"><span>{t.address.phone}</span><input value={form.phone} onChange={set("phone")} type="tel" autoComplete="tel" /></label>
        <button className="button" type="submit">{t.auth.save}</button>
      </form>
    </>
  )
}
