import type { SecurityNoticeData } from "../data"
import { type Locale, longDateTime, messagesFor } from "../format"
import { Layout, Paragraph } from "../layout"

/**
 * A change of how the person signs in, told after it happened (ASVS 2.2.3, 2.5.5): a password
 * changed or reset, a second factor enrolled or reset, a spent verification code tried again. It
 * carries no secret and no link that acts — someone who took over the mailbox gains nothing from it,
 * and a real notice cannot be told from a phishing copy by its links.
 */
export function SecurityNotice({ data, locale }: { data: SecurityNoticeData; locale: Locale }) {
  const t = messagesFor(locale).securityNotice
  const when = longDateTime(data.changed_at, locale)
  const passwordChange = data.change === "password_changed" || data.change === "password_reset"
  return (
    <Layout locale={locale} preview={t.subject[data.change]} title={t.subject[data.change]}>
      <Paragraph>{messagesFor(locale).greeting(data.name)}</Paragraph>
      <Paragraph>{t.intro[data.change](when)}</Paragraph>
      {passwordChange ? <Paragraph>{t.sessions}</Paragraph> : null}
      {data.change === "totp_code_reused" ? null : <Paragraph>{t.ifYou}</Paragraph>}
      <Paragraph>{data.actor_type === "user" ? t.ifNot.user : t.ifNot.customer}</Paragraph>
      <Paragraph>{t.noLink}</Paragraph>
    </Layout>
  )
}
