import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changeOwnPassword } from "../../../../../accounts/own-password"
import type { OwnPasswordResponse } from "@vitalia/schema/engine/store"
import type { SignInRefusal } from "@vitalia/schema/engine/refusal"

/** POST /admin/staff/me/password `{ current_password, password }` — an administrator changes their own password (src/accounts/own-password.ts). */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse<OwnPasswordResponse | SignInRefusal>) =>
  changeOwnPassword(req, res)
