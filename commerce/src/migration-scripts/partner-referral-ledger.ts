import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { LEDGER_SQL, recordReferrals } from "../partners/figures"

/**
 * The referral ledger behind a partner's month figures (src/partners/figures.ts, LEDGER_SQL),
 * created and filled from the referred orders already placed. Run once by `medusa db:migrate`;
 * from then on the subscriber subscribers/partner-referrals.ts keeps it.
 */
export default async function partnerReferralLedger({ container }: { container: MedusaContainer }) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  for (const statement of LEDGER_SQL.create) await db.raw(statement)
  await recordReferrals(db, null)
}
