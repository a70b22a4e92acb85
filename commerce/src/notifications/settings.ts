import { allowedOrigin, engineSettings, type MailSettings } from "../settings"

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

/**
 * The shop address a link e-mailed in answer to a shopper's request starts at: the origin they asked
 * from (the gateway passes it) when it is one of the shop's allowed origins, else PUBLIC_URL.
 */
export function shopUrlFor(origin: unknown): string {
  return allowedOrigin(engineSettings(process.env), origin)
}
