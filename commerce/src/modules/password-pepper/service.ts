import { createHmac } from "node:crypto"
import type {
  AuthenticationInput,
  AuthenticationResponse,
  AuthIdentityDTO,
  AuthIdentityProviderService,
  Logger,
} from "@medusajs/framework/types"
import { AbstractAuthModuleProvider, MedusaError } from "@medusajs/framework/utils"
import Scrypt from "scrypt-kdf"

export interface PepperedPasswordOptions {
  /** The key every password is mixed with before it is hashed (PASSWORD_PEPPER); never in the database. */
  pepper: string
  /** scrypt's cost; Medusa's own provider's defaults (logN 15, r 8, p 1) unless given. */
  hashConfig?: { logN: number; r: number; p: number }
}

/**
 * How a stored hash was made, kept beside it in the identity's provider metadata: "hmac-sha256" for
 * scrypt over the peppered password. A hash without the mark was made by Medusa's own provider
 * (a database from before the pepper): it is checked as it was made and made again with the
 * pepper at the next successful sign-in.
 */
const PEPPERED = "hmac-sha256"

type Identity = AuthIdentityDTO & {
  provider_identities?: { provider: string; provider_metadata?: Record<string, unknown> | null }[]
}

/**
 * E-mail and password sign-in with a pepper (docs/auth.md, "Passwords at rest"; ASVS 2.4.5): the
 * password is first mixed with a secret key kept outside the database (HMAC-SHA256 with
 * PASSWORD_PEPPER), then hashed with scrypt as Medusa's own `emailpass` provider does. A copy of the
 * database alone is then not enough to guess passwords offline. It takes the provider id `emailpass`,
 * so identities, routes (`/auth/{actor}/emailpass`) and the engine's other modules are unchanged;
 * Medusa's provider takes no pepper, which is the only reason this one exists.
 */
export class PepperedPasswordService extends AbstractAuthModuleProvider {
  static identifier = "emailpass"
  static DISPLAY_NAME = "E-mail and password"

  private readonly options_: PepperedPasswordOptions
  private readonly logger_: Logger

  static validateOptions(options: Record<string, unknown>) {
    if (typeof options.pepper !== "string" || options.pepper.length === 0)
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The emailpass provider needs its pepper (PASSWORD_PEPPER)")
  }

  constructor({ logger }: { logger: Logger }, options: PepperedPasswordOptions) {
    // AbstractAuthModuleProvider declares no constructor: it reads neither the container nor the options.
    super()
    this.options_ = options
    this.logger_ = logger
  }

  async authenticate(
    input: AuthenticationInput,
    identities: AuthIdentityProviderService
  ): Promise<AuthenticationResponse> {
    const given = credentials(input)
    if ("error" in given) return { success: false, error: given.error }
    const identity = await this.find(given.email, identities)
    if (!identity) return { success: false, error: "Invalid email or password" }
    if (!(await this.matches(given.password, identity))) return { success: false, error: "Invalid email or password" }
    // A hash from before the pepper is made again with it, now that the password is known to be right.
    if (this.metadata(identity)?.hashed_with !== PEPPERED)
      await this.update({ entity_id: given.email, password: given.password }, identities)
    return { success: true, authIdentity: this.withoutHash(identity) }
  }

  async register(input: AuthenticationInput, identities: AuthIdentityProviderService): Promise<AuthenticationResponse> {
    const given = credentials(input)
    if ("error" in given) return { success: false, error: given.error }
    const existing = await this.find(given.email, identities)
    if (existing) {
      // The same person registering as another kind of actor (a customer becoming staff, say) with
      // the same password reuses the identity, as Medusa's provider does; anyone else is refused.
      if (!existing.app_metadata && (await this.matches(given.password, existing)))
        return { success: true, authIdentity: this.withoutHash(existing) }
      return { success: false, error: "Identity with email already exists" }
    }
    const created = await identities.create({
      entity_id: given.email,
      provider_metadata: { password: await this.hash(given.password), hashed_with: PEPPERED },
    })
    return { success: true, authIdentity: this.withoutHash(created) }
  }

  async update(data: Record<string, unknown>, identities: AuthIdentityProviderService) {
    const { entity_id: entityId, password } = data as { entity_id?: unknown; password?: unknown }
    if (typeof entityId !== "string" || !entityId)
      return { success: false, error: `Cannot update ${this.provider} provider identity without entity_id` }
    if (typeof password !== "string" || !password) return { success: true }
    try {
      const identity = (await identities.retrieve({ entity_id: entityId })) as Identity
      const updated = await identities.update(entityId, {
        provider_metadata: {
          ...(this.metadata(identity) ?? {}),
          password: await this.hash(password),
          hashed_with: PEPPERED,
        },
      })
      return { success: true, authIdentity: this.withoutHash(updated) }
    } catch (error) {
      return { success: false, error: (error as Error).message }
    }
  }

  /** The password mixed with the pepper: what scrypt hashes and checks. */
  private peppered(password: string): string {
    return createHmac("sha256", this.options_.pepper).update(password, "utf8").digest("base64")
  }

  private async hash(password: string): Promise<string> {
    const config = this.options_.hashConfig ?? { logN: 15, r: 8, p: 1 }
    return (await Scrypt.kdf(this.peppered(password), config)).toString("base64")
  }

  private async matches(password: string, identity: Identity): Promise<boolean> {
    const metadata = this.metadata(identity)
    const stored = metadata?.password
    if (typeof stored !== "string") return false
    const given = metadata?.hashed_with === PEPPERED ? this.peppered(password) : password
    try {
      return await Scrypt.verify(Buffer.from(stored, "base64"), given)
    } catch (error) {
      this.logger_.warn(`emailpass: a stored password hash could not be read (${(error as Error).message})`)
      return false
    }
  }

  private async find(email: string, identities: AuthIdentityProviderService): Promise<Identity | null> {
    try {
      return await identities.retrieve({ entity_id: email })
    } catch (error) {
      if ((error as MedusaError).type === MedusaError.Types.NOT_FOUND) return null
      throw error
    }
  }

  private metadata(identity: Identity): Record<string, unknown> | null | undefined {
    return identity.provider_identities?.find((entry) => entry.provider === this.provider)?.provider_metadata
  }

  /** The identity as answered to the auth module: never with the hash. */
  private withoutHash(identity: Identity): AuthIdentityDTO {
    const copy = JSON.parse(JSON.stringify(identity)) as Identity
    const metadata = copy.provider_identities?.find((entry) => entry.provider === this.provider)?.provider_metadata
    if (metadata) delete metadata.password
    return copy
  }
}

/** The e-mail and password of a sign-in or registration, or why they cannot be used. */
function credentials(input: AuthenticationInput): { email: string; password: string } | { error: string } {
  const { email, password } = (input.body ?? {}) as { email?: unknown; password?: unknown }
  if (typeof password !== "string" || !password) return { error: "Password should be a string" }
  if (typeof email !== "string" || !email) return { error: "Email should be a string" }
  return { email, password }
}
