import type { PasswordResetData } from "../data"
import { type Locale, messagesFor } from "../format"
import { Action, Layout, Paragraph } from "../layout"

/** auth.password_reset: the single-use link (15 minutes) to choose a new password. */
export function PasswordReset({ data, locale }: { data: PasswordResetData; locale: Locale }) {
  const t = messagesFor(locale)
  return (
    <Layout locale={locale} preview={t.passwordReset.title} title={t.passwordReset.title}>
      <Paragraph>{t.greeting(data.name)}</Paragraph>
      <Paragraph>{t.passwordReset.intro}</Paragraph>
      <Action href={data.reset_url} label={t.passwordReset.action} />
      <Paragraph>{t.passwordReset.ignore}</Paragraph>
    </Layout>
  )
}
