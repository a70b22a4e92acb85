import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { escapeHtml, publicUrl, sendShopMail } from "../mail"

/**
 * Password reset (SPEC §7): when someone asks for a reset, the engine emits
 * `auth.password_reset` with a single-use token (15 minutes); this sends the
 * link by e-mail (src/mail.ts: SMTP_URL, MAIL_FROM; a local catcher in `npm start` and the tests).
 * Shoppers' links open the storefront's /reset-password; administrators' the
 * back-office's. Neither the token nor the link is ever logged.
 */
export default async function sendPasswordResetMail({
  event: { data },
  container,
}: SubscriberArgs<{ entity_id: string; actor_type: string; token: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const page = data.actor_type === "user" ? "/admin/reset-password" : "/reset-password"
  const link = `${publicUrl()}${page}?${new URLSearchParams({ token: data.token, email: data.entity_id })}`
  await sendShopMail(logger, `Password reset (${data.actor_type})`, {
    to: data.entity_id,
    subject: "Restablece tu contraseña / Reset your password",
    text: textBody(link),
    html: htmlBody(link),
  })
}

export const config: SubscriberConfig = { event: "auth.password_reset" }

function textBody(link: string) {
  return [
    "Hola:",
    "",
    "Recibimos una solicitud para restablecer la contraseña de tu cuenta de Vitalia.",
    "Abre este enlace en los próximos 15 minutos para elegir una nueva:",
    link,
    "",
    "Si no la pediste, ignora este correo: tu contraseña no cambia.",
    "",
    "---",
    "",
    "Hello,",
    "",
    "We received a request to reset the password of your Vitalia account.",
    "Open this link within 15 minutes to choose a new one:",
    link,
    "",
    "If you did not ask for it, ignore this e-mail: your password stays the same.",
  ].join("\n")
}

function htmlBody(link: string) {
  const href = escapeHtml(link)
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2d1f">
<p>Hola:</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta de Vitalia. Abre este enlace en los próximos 15 minutos para elegir una nueva:</p>
<p><a href="${href}">Restablecer mi contraseña</a></p>
<p>Si no la pediste, ignora este correo: tu contraseña no cambia.</p>
<hr>
<p lang="en">Hello,</p>
<p lang="en">We received a request to reset the password of your Vitalia account. Open this link within 15 minutes to choose a new one:</p>
<p lang="en"><a href="${href}">Reset my password</a></p>
<p lang="en">If you did not ask for it, ignore this e-mail: your password stays the same.</p>
</body></html>`
}
