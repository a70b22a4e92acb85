const HELP = 'docs/operations.md, "The first owner"'

/**
 * A production shop has no demo accounts (commerce/src/scripts/seed.ts): its first owner comes from
 * OWNER_EMAIL and OWNER_PASSWORD, read when the database is empty. Checked here, before the seed,
 * with the rules every new password meets (schema/limits.ts, schema/passwords.ts), so a mistake
 * stops the start with its reason instead of leaving a shop nobody can sign in to. The rules are
 * imported only here, when a production shop is first seeded: schema/limits.ts reads the engine's
 * limits (CommonJS), which the browser tests' loader, importing this launcher, cannot read.
 */
export async function checkFirstOwner(given: NodeJS.ProcessEnv): Promise<void> {
  const { EMAIL_PATTERN, INPUT_LIMITS, passwordLength } = await import("@vitalia/schema/limits")
  const { isCommonPassword } = await import("@vitalia/schema/passwords")
  // The password may be a mounted secret (OWNER_PASSWORD_FILE), as the engine's seed reads it.
  const { withSecretFiles } = await import("@vitalia/schema/secrets")
  const env = withSecretFiles(given, ["OWNER_PASSWORD"])
  const email = env.OWNER_EMAIL?.trim() ?? ""
  if (!EMAIL_PATTERN.test(email))
    throw new Error(
      `A production shop starts without demo accounts: set OWNER_EMAIL to the first owner's e-mail (${HELP}).`
    )
  const password = env.OWNER_PASSWORD ?? ""
  const { min, max } = INPUT_LIMITS.password
  if (passwordLength(password) < min || passwordLength(password) > max)
    throw new Error(`OWNER_PASSWORD must have ${min} to ${max} characters (${HELP}).`)
  if (isCommonPassword(password))
    throw new Error(`OWNER_PASSWORD is one of the passwords most used in breaches: choose another (${HELP}).`)
}
