import { useMutation } from "@apollo/client/react"
import { useState, type FormEvent } from "react"
import { Link } from "react-router-dom"
import { UpdateProfile } from "../../api/account"
import { useShop, useStore } from "../../app/shop"
import { fieldsOf, RULES, validate } from "../../app/form-errors"
import { useAction, useNotify } from "../../app/use-action"
import { useFormErrors } from "../../app/use-form-errors"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { TextField } from "../../components/Field"
import { Icon } from "../../components/Icon"
import { Spinner } from "../../components/Spinner"
import { catalogs, useI18n } from "../../i18n"
import "./account.css"

/** /account/profile: name and phone; the e-mail is the sign-in name. */
export default function Profile() {
  const { t } = useI18n()
  const { user } = useShop()
  const store = useStore()
  const notify = useNotify()
  const { busy, run } = useAction()
  const [save] = useMutation(UpdateProfile)
  const [form, setForm] = useState({
    firstName: user?.firstName ?? "",
    lastName: user?.lastName ?? "",
    phone: user?.phone ?? "",
  })
  const errors = useFormErrors()
  useDocumentTitle(t.account.profile)
  if (!user) return null
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => (
    setForm({ ...form, [key]: e.target.value }),
    errors.clear(key)
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (errors.show(validate(form, { firstName: RULES.requiredText, lastName: RULES.text, phone: RULES.phone }))) return
    void run(
      async () => {
        const { data } = await save({
          variables: {
            input: { firstName: form.firstName.trim(), lastName: form.lastName.trim(), phone: form.phone.trim() },
          },
        })
        if (data) store.setUser(data.updateProfile)
        notify({ kind: "POSITIVE", es: catalogs.es.account.saved, en: catalogs.en.account.saved })
      },
      { onError: (error) => errors.fromApi(error, fieldsOf("firstName", "lastName", "phone")) }
    )
  }
  return (
    <div className="account-page">
      <h1>{t.account.profile}</h1>
      <form ref={errors.formRef} className="card profile-form" onSubmit={submit} noValidate>
        <p className="muted">{t.account.profileIntro}</p>
        <div className="form-grid">
          <TextField
            label={t.auth.firstName}
            value={form.firstName}
            onChange={set("firstName")}
            error={errors.message("firstName")}
            autoComplete="given-name"
            required
          />
          <TextField
            label={t.auth.lastName}
            value={form.lastName}
            onChange={set("lastName")}
            error={errors.message("lastName")}
            autoComplete="family-name"
          />
          <TextField
            label={t.auth.email}
            value={user.email}
            readOnly
            hint={t.account.emailReadonly}
            className="span-2"
          />
          <TextField
            label={t.address.phone}
            value={form.phone}
            onChange={set("phone")}
            error={errors.message("phone")}
            type="tel"
            autoComplete="tel"
            optional
          />
        </div>
        <div className="actions">
          <button className="button" type="submit" disabled={busy}>
            {busy && <Spinner size={16} />} {busy ? t.common.saving : t.common.save}
          </button>
        </div>
      </form>
      <section className="card">
        <h2>{t.account.changePassword}</h2>
        {user.auth0Id && (
          <p className="muted">
            <Icon name="shield" size={16} /> {t.account.signedInWith}
          </p>
        )}
        <p className="muted">{t.account.changePasswordText}</p>
        <Link to="/forgot-password" className="button button-secondary button-small">
          {t.account.changePassword}
        </Link>
      </section>
    </div>
  )
}
