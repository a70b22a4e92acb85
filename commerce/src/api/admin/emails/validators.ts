import { z } from "@medusajs/framework/zod"
import { createFindParams, createSelectParams } from "@medusajs/medusa/api/utils/validators"

const oneOrMany = z.union([z.string(), z.array(z.string())]).optional()

export const AdminGetEmailParams = createSelectParams()

/** The back-office's filters on the e-mails list (`q` looks in the address and the template). */
export const AdminGetEmailsParams = createFindParams({ limit: 20, offset: 0, order: "-created_at" }).extend({
  q: z.string().trim().max(254).optional(),
  id: oneOrMany,
  to: oneOrMany,
  channel: oneOrMany,
  template: oneOrMany,
  status: oneOrMany,
  trigger_type: oneOrMany,
  resource_type: oneOrMany,
  resource_id: oneOrMany,
  original_notification_id: oneOrMany,
})
