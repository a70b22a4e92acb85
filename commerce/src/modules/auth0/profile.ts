/** What the shop keeps of an identity's claims (the provider identity's user_metadata). */
export interface IdentityProfile {
  subject: string
  email?: string
  email_verified?: boolean
  name?: string
  given_name?: string
  family_name?: string
  picture?: string
  locale?: string
}

/** The profile in a set of ID-token or userinfo claims; unknown or malformed claims are dropped. */
export function profileFrom(claims: Record<string, unknown>): IdentityProfile {
  const text = (key: string) => {
    const value = claims[key]
    return typeof value === "string" && value.trim() ? value.trim() : undefined
  }
  const profile: IdentityProfile = { subject: String(claims.sub) }
  const email = text("email")?.toLowerCase()
  if (email) profile.email = email
  if (typeof claims.email_verified === "boolean") profile.email_verified = claims.email_verified
  for (const key of ["name", "given_name", "family_name", "picture", "locale"] as const) {
    const value = text(key)
    if (value) profile[key] = value
  }
  return profile
}
