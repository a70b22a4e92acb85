import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { renderEmail } from "../../../../../emails"
import { readableEmail, shownEmail } from "../../access"

/**
 * GET or POST /admin/emails/:id/preview — the e-mail as the shopper got it, { preview: { subject,
 * html, text } }, rendered again from its template and data, with its links and codes shown as
 * "link sent": staff see what was sent, never something that opens an account or an order
 * (POST: the back-office reaches it as a declared action).
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const email = await readableEmail(req, res, req.params.id)
  if (!email) return
  if (email.channel !== "email" || typeof email.template !== "string")
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Notification ${req.params.id} is not an e-mail`)
  res.json({ preview: await renderEmail(email.template, shownEmail(email).data ?? {}) })
}

export const POST = GET
