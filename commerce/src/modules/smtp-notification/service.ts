import type { Logger, ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import nodemailer, { type Transporter } from "nodemailer"
import { renderEmail } from "../../emails"
import { openSecrets } from "../../notifications/sealed"

export interface SmtpOptions {
  /** smtp:// or smtps://user:pass@host:port; without it every e-mail fails (and is retried). */
  smtp_url?: string
  from: string
}

/**
 * Sends the notifications of channel `email`: renders the template named by the
 * notification with its data (src/emails: HTML and plain text, in the shopper's
 * language) and hands it to the SMTP server. A failure throws, so the module records
 * the notification as failed and src/jobs/retry-failed-emails.ts tries again.
 * Neither the message nor its data is logged (a reset link holds a token).
 */
export class SmtpNotificationService extends AbstractNotificationProviderService {
  static identifier = "smtp"
  private readonly transporter?: Transporter

  constructor(
    private readonly deps: { logger: Logger },
    private readonly options: SmtpOptions
  ) {
    super()
    // Short time-outs: a dead server fails the attempt quickly instead of holding a worker.
    if (options.smtp_url) {
      this.transporter = nodemailer.createTransport({
        url: options.smtp_url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    }
  }

  static validateOptions(options: Record<string, unknown>) {
    if (!options.from)
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The SMTP notification provider needs `from`")
  }

  async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    if (!this.transporter)
      throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "SMTP_URL is not set: no e-mail can leave")
    // The stored data keeps its links sealed; only the message sent holds them (src/notifications/sealed.ts).
    const mail = await renderEmail(notification.template, openSecrets(notification.data ?? {}))
    try {
      const sent = await this.transporter.sendMail({
        from: notification.from?.trim() || this.options.from,
        to: notification.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })
      return { id: sent.messageId }
    } catch (error) {
      const { name, code } = error as { name?: string; code?: string }
      this.deps.logger.warn(
        `E-mail ${notification.template}: the SMTP server refused or did not answer (${name ?? "Error"} ${code ?? ""})`
      )
      throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `SMTP: ${name ?? "Error"} ${code ?? ""}`.trim())
    }
  }
}
