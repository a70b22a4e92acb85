import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { renderEmail } from "../../../../../emails"
import { listEmails } from "../../../../../notifications/retry"

/**
 * GET or POST /admin/notifications/:id/preview — the e-mail as the shopper got it:
 * { preview: { subject, html, text } }, rendered again from the notification's template
 * and data (POST: the back-office reaches it as a declared action).
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const [email] = await listEmails(req.scope, { id: req.params.id, channel: "email" })
  if (!email?.template)
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Notification ${req.params.id} was not found`)
  res.json({ preview: await renderEmail(email.template, email.data ?? {}) })
}

export const POST = GET
