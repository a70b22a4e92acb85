import Scrypt from "scrypt-kdf"
import { describe, expect, inject, it } from "vitest"
import { withClient } from "../../scripts/lib/postgres.js"
import { engine, registerShopper, SHOPPER_PASSWORD } from "../support/engine.js"

/** The e-mail/password identity's provider metadata, as the auth module stores it. */
async function storedPassword(email: string): Promise<{ password: string; hashed_with?: string }> {
  return withClient(inject("databaseUrl"), async (client) => {
    const { rows } = await client.query(
      `select provider_metadata from provider_identity where entity_id = $1 and provider = 'emailpass' and deleted_at is null`,
      [email]
    )
    expect(rows).toHaveLength(1)
    return rows[0].provider_metadata as { password: string; hashed_with?: string }
  })
}

async function setStoredPassword(email: string, metadata: Record<string, unknown>) {
  await withClient(inject("databaseUrl"), (client) =>
    client.query(
      `update provider_identity set provider_metadata = $2 where entity_id = $1 and provider = 'emailpass'`,
      [email, JSON.stringify(metadata)]
    )
  )
}

/** A bare scrypt check of the password against the stored hash: what an attacker with the database alone can do. */
const crackable = (hash: string, password: string) => Scrypt.verify(Buffer.from(hash, "base64"), password)

const signIn = (email: string, password: string) =>
  engine("POST", "/auth/customer/emailpass", { body: { email, password } })

describe("passwords are hashed with a pepper kept outside the database (commerce/src/modules/password-pepper)", () => {
  it("a new account's hash does not verify against the password alone, and the account signs in", async () => {
    const { email } = await registerShopper({ first_name: "Pimienta", last_name: "Prueba" })
    const stored = await storedPassword(email)
    expect(stored.hashed_with).toBe("hmac-sha256")
    // With the database alone, even the right password does not match the hash.
    expect(await crackable(stored.password, SHOPPER_PASSWORD)).toBe(false)
    const signedIn = await signIn(email, SHOPPER_PASSWORD)
    expect(signedIn.status).toBe(200)
    expect(typeof signedIn.body.token).toBe("string")
    expect((await signIn(email, `${SHOPPER_PASSWORD}x`)).status).toBe(401)
  })

  it("a hash from before the pepper still signs in, and is made again with the pepper at that sign-in", async () => {
    const { email } = await registerShopper({ first_name: "Antigua", last_name: "Prueba" })
    // As Medusa's own provider stored it: scrypt over the bare password, without a mark.
    const legacy = (await Scrypt.kdf(SHOPPER_PASSWORD, { logN: 15, r: 8, p: 1 })).toString("base64")
    await setStoredPassword(email, { password: legacy })
    expect((await signIn(email, `${SHOPPER_PASSWORD}x`)).status).toBe(401)
    // A refused attempt leaves the old hash as it was.
    expect(await storedPassword(email)).toEqual({ password: legacy })

    expect((await signIn(email, SHOPPER_PASSWORD)).status).toBe(200)
    const upgraded = await storedPassword(email)
    expect(upgraded.hashed_with).toBe("hmac-sha256")
    expect(upgraded.password).not.toBe(legacy)
    expect(await crackable(upgraded.password, SHOPPER_PASSWORD)).toBe(false)
    expect((await signIn(email, SHOPPER_PASSWORD)).status).toBe(200)
  })

  it("a password changed by its owner is stored with the pepper and the old one stops working", async () => {
    const { email, token } = await registerShopper({ first_name: "Cambio", last_name: "Prueba" })
    const next = "otra-clave-larga-de-prueba-2026"
    // The shop's signed-in change of password (src/accounts/own-password.ts), which the e-mailed reset shares the provider's update with.
    const updated = await engine("POST", "/store/customers/me/password", {
      token,
      body: { current_password: SHOPPER_PASSWORD, password: next },
    })
    expect(updated.status).toBe(200)
    const stored = await storedPassword(email)
    expect(stored.hashed_with).toBe("hmac-sha256")
    expect(await crackable(stored.password, next)).toBe(false)
    expect((await signIn(email, SHOPPER_PASSWORD)).status).toBe(401)
    expect((await signIn(email, next)).status).toBe(200)
  })
})
