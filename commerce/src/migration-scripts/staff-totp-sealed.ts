import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isSealed } from "../notifications/sealed"
import { sealTotpSecret } from "../staff/totp"

/**
 * Administrators' TOTP secrets stored before they were sealed (src/staff/totp.ts) were base32 in
 * the clear: anyone with a copy of the database could make their codes. Run once by
 * `medusa db:migrate`: seals each one (enrolled and pending) in place, bound to its user, so the
 * enrolled factors go on working.
 */
export default async function staffTotpSealed({ container }: { container: MedusaContainer }) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const rows = (await db("staff_member")
    .select("id", "user_id", "totp_secret", "totp_pending_secret")
    .whereNotNull("totp_secret")
    .orWhereNotNull("totp_pending_secret")) as {
    id: string
    user_id: string
    totp_secret: string | null
    totp_pending_secret: string | null
  }[]
  let sealed = 0
  for (const row of rows) {
    const update: Record<string, string> = {}
    for (const column of ["totp_secret", "totp_pending_secret"] as const) {
      const value = row[column]
      if (value && !isSealed(value)) update[column] = sealTotpSecret(row.user_id, value)
    }
    if (Object.keys(update).length) {
      await db("staff_member").where({ id: row.id }).update(update)
      sealed++
    }
  }
  if (sealed)
    container
      .resolve<Logger>(ContainerRegistrationKeys.LOGGER)
      .info(`Sealed the TOTP secrets of ${sealed} administrators`)
}
