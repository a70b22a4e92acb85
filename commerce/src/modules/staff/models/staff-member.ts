import { model } from "@medusajs/framework/utils"

/**
 * What the shop keeps about an administrator beyond the User module: their staff
 * role (@vitalia/schema/staff/policies), their optional TOTP second factor and the open
 * challenge of a security-key ceremony (their keys: staff-security-key.ts). One per
 * user (`user_id` is unique). The factor's secret never leaves the engine: routes
 * answer whether it is enrolled, never the secret, except once, at enrolment.
 */
export const StaffMember = model
  .define("staff_member", {
    id: model.id({ prefix: "staff" }).primaryKey(),
    user_id: model.text(),
    role: model.text().nullable(),
    /** The confirmed TOTP secret (base32); null when no factor is enrolled. */
    totp_secret: model.text().nullable(),
    /** A secret handed out at enrolment, kept until a code made with it confirms it. */
    totp_pending_secret: model.text().nullable(),
    totp_enabled_at: model.dateTime().nullable(),
    /**
     * The open WebAuthn ceremony (src/staff/webauthn.ts): its challenge, what it is for and until
     * when, as JSON; null when none. A new ceremony replaces it; a verification spends it.
     */
    webauthn_challenge: model.json().nullable(),
  })
  .indexes([{ name: "IDX_staff_member_user_id_unique", on: ["user_id"], unique: true, where: "deleted_at IS NULL" }])
