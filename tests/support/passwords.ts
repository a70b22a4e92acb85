import { withClient } from "../../scripts/lib/postgres.js"

/**
 * The password values the engine stores for `email`'s e-mail-and-password identity (Medusa's
 * provider_identity, scrypt-kdf in base64), read from the database itself: what a stolen copy holds.
 */
export async function storedPasswords(databaseUrl: string, email: string): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ value: string }>(
      `select provider_metadata->>'password' as value from provider_identity
        where provider = 'emailpass' and entity_id = $1 and deleted_at is null`,
      [email]
    )
    return rows.map((row) => row.value)
  })
}
