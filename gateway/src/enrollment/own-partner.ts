import type { StorePartnerMembership, StorePartnerMembershipResponse } from "@vitalia/schema/engine/store"
import type { Caller } from "../account/caller.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"

/**
 * The signed-in customer's own partner profile, read once per request. Built before the
 * promotions (which ask whether the shopper is already a partner) and the enrollment.
 */
export class OwnPartner {
  constructor(private readonly medusa: MedusaClient) {}

  /** The caller's partner profile, null for anonymous shoppers and customers who are not partners. */
  of(caller: Caller): Promise<StorePartnerMembership | null> {
    return caller.memo("partner", async () => {
      const token = caller.token
      if (!token) return null
      // Both at once: a partner's page waits for this before its figures, so one round to the
      // engine instead of two. A token that is not a live customer's gets 401 from both.
      const [customer, membership] = await Promise.all([
        caller.customer(),
        this.medusa.get<StorePartnerMembershipResponse>("/store/partners/me", { token }).catch((error) => {
          if (error instanceof EngineError && (error.status === 401 || error.status === 404)) return null
          throw error
        }),
      ])
      return customer ? (membership?.partner ?? null) : null
    })
  }

  /** Whether the caller is an active partner. */
  async isActive(caller: Caller): Promise<boolean> {
    return (await this.of(caller))?.status === "active"
  }
}
