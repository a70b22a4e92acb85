import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createHash } from "node:crypto"
import { SECRET_KEYS, sealSecrets } from "../notifications/sealed"

/**
 * Notifications stored before their links were sealed (src/notifications/sealed.ts) held reset
 * links, guests' signed order links and transfer codes in the clear, and password resets named
 * their token in the idempotency key. Run once by `medusa db:migrate`: seals those links (the
 * e-mails can still be resent), keys resets by the token's digest, and files password-reset
 * e-mails as sign-in ones (owners only).
 */
export default async function notificationSecrets({ container }: { container: MedusaContainer }) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const rows = (await db("notification")
    .select("id", "data", "idempotency_key", "trigger_type")
    .whereRaw("data \\?| ?", [[...SECRET_KEYS]])
    .orWhere("trigger_type", "auth.password_reset")) as {
    id: string
    data: Record<string, unknown> | null
    idempotency_key: string | null
    trigger_type: string | null
  }[]
  for (const row of rows) {
    const update: Record<string, unknown> = {}
    if (row.data && SECRET_KEYS.some((key) => key in row.data!)) update.data = sealSecrets(row.data)
    if (row.trigger_type === "auth.password_reset") {
      update.resource_type = "auth"
      const [event, actor, token, ...rest] = (row.idempotency_key ?? "").split(":")
      if (event === "auth.password_reset" && token) {
        const digest = createHash("sha256").update(token).digest("base64url")
        update.idempotency_key = [event, actor, digest, ...rest].join(":")
      }
    }
    if (Object.keys(update).length) await db("notification").where({ id: row.id }).update(update)
  }
}
