import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changeOwnPassword } from "../../../../../accounts/own-password"

/** POST /store/customers/me/password `{ current_password, password }` — a shopper changes their password (src/accounts/own-password.ts). */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) => changeOwnPassword(req, res)
