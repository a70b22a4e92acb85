import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { listEmails, sendAgain } from "../../../../../notifications/retry"
import { lastLine } from "../../../../../notifications/send"
import { readableEmail } from "../../access"

/**
 * POST /admin/emails/:id/resend — the back-office's "resend": the same
 * e-mail (template and data as first rendered) again, as a new notification
 * pointing at the first. Answers { notification } with the new one's status;
 * an SMTP failure is a 502 with the server's reason, and the retry job takes it.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  // Only an e-mail the caller may read (@vitalia/schema/staff/policies): resending sends its sealed links again.
  if (!(await readableEmail(req, res, req.params.id))) return
  const [email] = await listEmails(req.scope, { id: req.params.id, channel: "email" })
  if (!email) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Notification ${req.params.id} is not an e-mail`)
  const first = email.original_notification_id
    ? ((await listEmails(req.scope, { id: email.original_notification_id }))[0] ?? email)
    : email
  try {
    await sendAgain(req.scope, first, `resend:${Date.now()}`)
  } catch (error) {
    res.status(502).json({ type: "unexpected_state", message: `The e-mail could not be sent: ${lastLine(error)}` })
    return
  }
  const [sent] = await listEmails(req.scope, {
    original_notification_id: first.id,
    created_at: { $gte: new Date(Date.now() - 60_000).toISOString() },
  })
  res.json({ notification: sent ?? null })
}
