import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changeOwnPassword } from "../../../../../accounts/own-password"
import type { OwnPasswordResponse } from "@vitalia/schema/engine/store"
import type { SignInRefusal } from "@vitalia/schema/engine/refusal"

/** POST /store/customers/me/password `{ current_password, password }` — a shopper changes their password (src/accounts/own-password.ts). */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse<OwnPasswordResponse | SignInRefusal>) =>
  changeOwnPassword(req, res)
