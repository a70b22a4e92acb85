import { engineSettings, type MailSettings } from "../settings"

let cached: MailSettings | undefined

/** The e-mail settings (SMTP_URL, MAIL_FROM, ORDER_LINK_*, BANK_*) as src/settings.ts parses them. */
export function mailSettings(): MailSettings {
  cached ??= engineSettings(process.env).mail
  return cached
}

/** The public address of the shop (PUBLIC_URL), without a trailing slash: e-mailed links start here. */
export function publicUrl(): string {
  return engineSettings(process.env).publicUrl
}
