import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { localeOf, messagesFor } from "../../../emails/format"
import { maskSecrets } from "../../../notifications/sealed"
import { accessOf } from "../../../staff/access"
import { emailTypesFor } from "@vitalia/schema/staff/policies"

/** The fields of an e-mail (a notification record) the back-office reads. */
export const adminEmailFields = [
  "id",
  "to",
  "channel",
  "template",
  "status",
  "trigger_type",
  "resource_type",
  "resource_id",
  "receiver_id",
  "original_notification_id",
  "data",
  "created_at",
]

/**
 * Which e-mails the caller may read: an administrator by their staff role (@vitalia/schema/staff/policies,
 * emailTypesFor), a secret API key (made by an owner) all of them.
 */
export async function readableEmailTypes(req: AuthenticatedMedusaRequest): Promise<"all" | string[]> {
  if (req.auth_context.actor_type !== "user") return "all"
  return emailTypesFor((await accessOf(req.scope, req.auth_context.actor_id)).role)
}

export type EmailRecord = Record<string, unknown> & { id: string; data: Record<string, unknown> | null }

/**
 * One e-mail, or a 404; `null` after answering 403 (it is about something the caller's role may not
 * read), with the staff middleware's code so the gateway words it in the request's language.
 */
export async function readableEmail(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse,
  id: string
): Promise<EmailRecord | null> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "notification", fields: adminEmailFields, filters: { id } })
  // Query's answers are typed only from the types `medusa develop` generates, which this repository does not keep.
  const email = (data as EmailRecord[]).at(0)
  if (!email) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Notification ${id} was not found`)
  const types = await readableEmailTypes(req)
  if (types !== "all" && !types.includes(String(email.resource_type))) {
    res.status(403).json({
      type: "not_allowed",
      code: "STAFF_ROLE_FORBIDDEN",
      message: "Your staff role may not read e-mails about this record",
    })
    return null
  }
  return email
}

/** An e-mail as staff see it: its links and codes replaced by "link sent" in the e-mail's language. */
export function shownEmail<T extends { data?: unknown }>(email: T): T {
  const data = (email.data ?? null) as Record<string, unknown> | null
  if (!data) return email
  return { ...email, data: maskSecrets(data, messagesFor(localeOf(data.locale)).secretSent) }
}
