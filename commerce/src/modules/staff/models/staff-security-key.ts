import { model } from "@medusajs/framework/utils"

/**
 * An administrator's security key or passkey (WebAuthn), a second factor beside the TOTP one
 * (src/staff/webauthn.ts). What is kept is public: the credential's id and public key prove
 * nothing without the key itself, so unlike the TOTP secret they are not sealed. Several per
 * administrator; a credential id is enrolled once in the whole shop.
 */
export const StaffSecurityKey = model
  .define("staff_security_key", {
    id: model.id({ prefix: "stkey" }).primaryKey(),
    user_id: model.text(),
    /** The administrator's name for it ("YubiKey azul"), to tell their keys apart. */
    name: model.text(),
    /** The credential id, base64url. */
    credential_id: model.text(),
    /** The COSE public key, base64url. */
    public_key: model.text(),
    /** The authenticator's signature counter (an unsigned 32-bit number, as decimal text: past an integer column). */
    counter: model.text(),
    /** How the browser may reach it (usb, nfc, ble, internal, hybrid): offered back at sign-in. */
    transports: model.json().nullable(),
    last_used_at: model.dateTime().nullable(),
  })
  .indexes([
    { name: "IDX_staff_security_key_user_id", on: ["user_id"], where: "deleted_at IS NULL" },
    {
      name: "IDX_staff_security_key_credential_id_unique",
      on: ["credential_id"],
      unique: true,
      where: "deleted_at IS NULL",
    },
  ])
