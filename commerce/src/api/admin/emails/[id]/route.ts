import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readableEmail, shownEmail } from "../access"

/** GET /admin/emails/:id — one e-mail, if the caller's role may read what it is about; links shown as "sent". */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const email = await readableEmail(req, res, req.params.id)
  if (email) res.json({ email: shownEmail(email) })
}
