import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changeOwnPassword } from "../../../../../accounts/own-password"

/** POST /admin/staff/me/password `{ current_password, password }` — an administrator changes their own password (src/accounts/own-password.ts). */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) => changeOwnPassword(req, res)
