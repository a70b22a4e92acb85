import type { Logger } from "@medusajs/framework/types"
import nodemailer, { type Transporter } from "nodemailer"

/**
 * The shop's e-mails through SMTP: SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465),
 * from MAIL_FROM. `npm start` and the tests point SMTP_URL at a local catcher
 * (scripts/lib/mail-catcher.ts). Links in e-mails start at PUBLIC_URL.
 * Returns whether the e-mail left; failures are logged (never the message, which may hold a token).
 */
export async function sendShopMail(
  logger: Logger,
  what: string,
  mail: { to: string; subject: string; text: string; html: string }
): Promise<boolean> {
  const smtpUrl = process.env.SMTP_URL
  if (!smtpUrl) {
    logger.warn(`${what}: SMTP_URL is not set, no e-mail was sent`)
    return false
  }
  try {
    await transport(smtpUrl).sendMail({ from: process.env.MAIL_FROM || "Vitalia <no-reply@vitalia.test>", ...mail })
    logger.info(`${what}: e-mail sent`)
    return true
  } catch (error) {
    logger.error(`${what}: the e-mail could not be sent: ${(error as Error).name} ${(error as { code?: string }).code ?? ""}`)
    return false
  }
}

/** The public address of the shop, without a trailing slash. */
export function publicUrl(): string {
  return (process.env.PUBLIC_URL || "http://localhost:8080").replace(/\/$/, "")
}

/** Text safe inside HTML (and inside a double-quoted attribute). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
}

let cached: { url: string; transporter: Transporter } | undefined
function transport(url: string): Transporter {
  if (cached?.url !== url) cached = { url, transporter: nodemailer.createTransport(url) }
  return cached.transporter
}
