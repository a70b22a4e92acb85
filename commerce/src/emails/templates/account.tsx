import { Text } from "@react-email/components"
import type { EnrollmentData, WelcomeData } from "../data"
import { type Locale, messagesFor } from "../format"
import { Action, colours, Layout, Paragraph } from "../layout"

/** customer.created (with an account): welcome, and the way to the account. */
export function Welcome({ data, locale }: { data: WelcomeData; locale: Locale }) {
  const t = messagesFor(locale)
  return (
    <Layout locale={locale} preview={t.welcome.intro} title={t.welcome.title}>
      <Paragraph>{t.greeting(data.name)}</Paragraph>
      <Paragraph>{t.welcome.intro}</Paragraph>
      <Action href={data.account_url} label={t.welcome.action} />
    </Layout>
  )
}

/** An enrollment recorded: the partner code and the personal store's link to share. */
export function EnrollmentRecorded({ data, locale }: { data: EnrollmentData; locale: Locale }) {
  const t = messagesFor(locale)
  return (
    <Layout locale={locale} preview={t.enrollmentRecorded.intro} title={t.enrollmentRecorded.title}>
      <Paragraph>{t.greeting(data.name)}</Paragraph>
      <Paragraph>{t.enrollmentRecorded.intro}</Paragraph>
      <Text style={{ fontSize: 15, margin: "8px 0", padding: 12, backgroundColor: colours.brandSoft, borderRadius: 8 }}>
        {t.enrollmentRecorded.code}: <strong>{data.partner_code}</strong>
      </Text>
      {data.store_url ? (
        <>
          <Paragraph>
            {t.enrollmentRecorded.store}. {t.enrollmentRecorded.share}
          </Paragraph>
          <Action href={data.store_url} label={t.enrollmentRecorded.action} />
        </>
      ) : null}
    </Layout>
  )
}
