import { useMutation, useQuery } from "@apollo/client/react"
import { useState, type FormEvent } from "react"
import { Link } from "react-router-dom"
import { ChangePassword, EndOtherSessions, EndSession, MySessions, UpdateProfile } from "../../api/account"
import { useShop, useStore } from "../../app/shop"
import { fieldsOf, RULES, validate } from "../../app/form-errors"
import { useAction, useNotify } from "../../app/use-action"
import { useFormErrors } from "../../app/use-form-errors"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { PasswordField, TextField } from "../../components/Field"
import { Icon } from "../../components/Icon"
import { Spinner } from "../../components/Spinner"
import { catalogs, useI18n } from "../../i18n"
import { formatDateTime } from "../../i18n/format"
import "./account.css"

/** /account/profile: name and phone (the e-mail is the sign-in name), and the password. */
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
  const { formRef } = errors
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
      <form ref={formRef} className="card profile-form" onSubmit={submit} noValidate>
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
      <PasswordSection />
      <SessionsSection />
    </div>
  )
}

/**
 * Changing the password: the current one and the new one, twice. The session goes on; every other
 * session of the shopper ends (docs/auth.md, "Changing a password"). Accounts that sign in with
 * Vitalia ID only have no password here: they keep the e-mailed link.
 */
function PasswordSection() {
  const { t } = useI18n()
  const { user } = useShop()
  const store = useStore()
  const notify = useNotify()
  const { busy, run } = useAction()
  const [change] = useMutation(ChangePassword)
  const empty = { currentPassword: "", newPassword: "", confirm: "" }
  const [form, setForm] = useState(empty)
  const errors = useFormErrors()
  const { formRef } = errors
  if (!user) return null
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => (
    setForm({ ...form, [key]: e.target.value }),
    errors.clear(key)
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problems = validate(form, { currentPassword: RULES.password, newPassword: RULES.newPassword })
    if (!problems.newPassword && form.newPassword !== form.confirm) problems.confirm = { kind: "mismatch" }
    if (errors.show(problems)) return
    void run(
      async () => {
        const { data } = await change({
          variables: { currentPassword: form.currentPassword, newPassword: form.newPassword },
        })
        if (data) store.setUser(data.changePassword.customer)
        setForm(empty)
        notify({ kind: "POSITIVE", es: catalogs.es.account.passwordChanged, en: catalogs.en.account.passwordChanged })
      },
      { onError: (error) => errors.fromApi(error, fieldsOf("currentPassword", "newPassword")) }
    )
  }
  return (
    <section className="card">
      <h2>{t.account.changePassword}</h2>
      {user.auth0Id && (
        <p className="muted">
          <Icon name="shield" size={16} /> {t.account.signedInWith}
        </p>
      )}
      <form ref={formRef} className="profile-form" onSubmit={submit} noValidate aria-label={t.account.changePassword}>
        <p className="muted">{t.account.changePasswordIntro}</p>
        <div className="form-grid">
          <PasswordField
            label={t.account.currentPassword}
            value={form.currentPassword}
            onChange={set("currentPassword")}
            error={errors.message("currentPassword")}
            autoComplete="current-password"
            required
            className="span-2"
          />
          <PasswordField
            label={t.auth.newPassword}
            hint={t.auth.passwordHint}
            value={form.newPassword}
            onChange={set("newPassword")}
            error={errors.message("newPassword")}
            autoComplete="new-password"
            required
          />
          <PasswordField
            label={t.auth.confirmPassword}
            value={form.confirm}
            onChange={set("confirm")}
            error={errors.message("confirm")}
            autoComplete="new-password"
            required
          />
        </div>
        <div className="actions">
          <button className="button" type="submit" disabled={busy}>
            {busy && <Spinner size={16} />} {busy ? t.common.saving : t.account.changePassword}
          </button>
          <Link to="/forgot-password" className="button button-secondary button-small">
            {t.auth.forgot}
          </Link>
        </div>
      </form>
    </section>
  )
}

/**
 * The shopper's open sessions (ASVS 3.3.4; docs/auth.md, "Active sessions"): each device with when it
 * began and was last used; another one can be signed out, or all the others at once.
 */
function SessionsSection() {
  const { t, tag } = useI18n()
  const notify = useNotify()
  const { busy, run } = useAction()
  const { data, loading, refetch } = useQuery(MySessions, { fetchPolicy: "network-only" })
  const [endOne] = useMutation(EndSession)
  const [endOthers] = useMutation(EndOtherSessions)
  // Ending sessions asks the password again (ASVS 3.3.4), unless this session signed in moments ago.
  const [password, setPassword] = useState("")
  const errors = useFormErrors()
  const { formRef } = errors
  const sessions = data?.mySessions ?? []
  const confirmed = { currentPassword: password || null }
  const onError = (error: unknown) => errors.fromApi(error, fieldsOf("currentPassword"))
  const end = (id: string) =>
    void run(
      async () => {
        await endOne({ variables: { id, ...confirmed } })
        setPassword("")
        await refetch()
        notify({ kind: "POSITIVE", es: catalogs.es.account.sessionEnded, en: catalogs.en.account.sessionEnded })
      },
      { onError }
    )
  const endAllOthers = () =>
    void run(
      async () => {
        await endOthers({ variables: confirmed })
        setPassword("")
        await refetch()
        notify({ kind: "POSITIVE", es: catalogs.es.account.sessionsEnded, en: catalogs.en.account.sessionsEnded })
      },
      { onError }
    )
  return (
    <section className="card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t.account.sessions}</h2>
      <p className="muted">{t.account.sessionsIntro}</p>
      {loading && !data ? (
        <Spinner size={24} />
      ) : (
        <ul className="session-list" aria-label={t.account.sessions}>
          {sessions.map((session) => {
            const device = t.account.sessionDevice(session.browser ?? null, session.os ?? null)
            return (
              <li key={session.id} className="session-row">
                <div>
                  <strong>{device}</strong> {session.current && <span className="badge">{t.account.sessionThis}</span>}
                  <p className="muted">
                    {t.account.sessionTimes(
                      formatDateTime(session.startedAt, tag),
                      formatDateTime(session.lastUsedAt, tag)
                    )}
                  </p>
                </div>
                {!session.current && (
                  <button
                    className="button button-secondary"
                    type="button"
                    disabled={busy}
                    aria-label={t.account.sessionEndLabel(device)}
                    onClick={() => end(session.id)}
                  >
                    {t.account.sessionEnd}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {sessions.some((session) => !session.current) && (
        <form
          ref={formRef}
          className="form-grid"
          noValidate
          aria-label={t.account.sessionsPassword}
          onSubmit={(event) => event.preventDefault()}
        >
          <PasswordField
            label={t.account.sessionsPassword}
            hint={t.account.sessionsPasswordHint}
            value={password}
            onChange={(event) => (setPassword(event.target.value), errors.clear("currentPassword"))}
            error={errors.message("currentPassword")}
            autoComplete="current-password"
            className="span-2"
          />
        </form>
      )}
      {sessions.some((session) => !session.current) && (
        <div className="actions">
          <button className="button" type="button" disabled={busy} onClick={endAllOthers}>
            {busy && <Spinner size={16} />} {t.account.sessionsEndOthers}
          </button>
        </div>
      )}
    </section>
  )
}
