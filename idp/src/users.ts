import { createHash, timingSafeEqual } from "node:crypto"

/** A person the local provider can sign in, with the claims Auth0 would release for them. */
export interface DemoUser {
  /** The stable subject, like Auth0's `auth0|…` user ids. */
  sub: string
  email: string
  password: string
  given_name: string
  family_name: string
  locale: "es" | "en"
}

/**
 * The local provider's accounts (development and tests only). Their e-mails differ from the
 * shop's e-mail/password demo shoppers on purpose: a first external sign-in creates a new customer.
 */
export const demoUsers: DemoUser[] = [
  {
    sub: "local|sofia",
    email: "sofia@vitalia.test",
    password: "vitalia-sofia-2026",
    given_name: "Sofía",
    family_name: "Martínez",
    locale: "es",
  },
  {
    sub: "local|daniel",
    email: "daniel@vitalia.test",
    password: "vitalia-daniel-2026",
    given_name: "Daniel",
    family_name: "Torres",
    locale: "en",
  },
]

/** The OpenID claims of a user (scope filtering is the provider's job). */
export function claimsOf(user: DemoUser) {
  return {
    sub: user.sub,
    email: user.email,
    email_verified: true,
    name: `${user.given_name} ${user.family_name}`,
    given_name: user.given_name,
    family_name: user.family_name,
    locale: user.locale,
  }
}

export function userBySub(sub: string): DemoUser | undefined {
  return demoUsers.find((user) => user.sub === sub)
}

/** The user whose e-mail and password match, compared in constant time. */
export function checkCredentials(email: string, password: string): DemoUser | undefined {
  const user = demoUsers.find((candidate) => candidate.email === email.trim().toLowerCase())
  // Compare even when there is no such user, so timing does not tell which e-mails exist.
  const expected = digest(user?.password ?? "\u0000no-such-user")
  return timingSafeEqual(expected, digest(password)) && user ? user : undefined
}

const digest = (value: string) => createHash("sha256").update(value).digest()
