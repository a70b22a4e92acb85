import type { Caller } from "../account/caller.js"
import { cookieSession, type Session } from "../auth/session.js"
import type { OwnPartner } from "../enrollment/own-partner.js"
import { shopError } from "../errors.js"
import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"

/** Personal-store names as the engine takes them: 3–40 lower-case letters, digits and inner hyphens. */
const STORE_NAME = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/

/**
 * Visits through a partner's personal-store link (issue #39): the storefront calls
 * `recordStoreVisit` when a page opens with `?store=<name>`. One visit per browser session and
 * store — the session's visits cookie (auth/session.ts) names the stores already counted, and
 * ends with the browser session — so a reload or the next page does not count again. The engine
 * adds one to the partner's month (commerce POST /store/personal-stores/:name/visits); nothing
 * about the visitor is kept anywhere. A partner opening their own link (to try it) is no visit.
 */
export class StoreVisitService {
  constructor(
    private readonly medusa: MedusaClient,
    private readonly ownPartners: OwnPartner
  ) {}

  /** True when this call counted the visit; false when the browser session already had, or it is the caller's own store. */
  async record(session: Session, caller: Caller, personalStoreName: string): Promise<boolean> {
    const name = personalStoreName.trim().toLowerCase()
    if (!STORE_NAME.test(name)) {
      throw shopError("PERSONAL_STORE_NOT_FOUND", undefined, { field: "personalStoreName" })
    }
    const browser = cookieSession(session)
    if (browser.visited(name)) return false
    if ((await this.ownPartners.of(caller))?.personal_store?.name === name) return false
    try {
      await this.medusa.post(`/store/personal-stores/${encodeURIComponent(name)}/visits`)
    } catch (error) {
      if (error instanceof EngineError && (error.status === 404 || error.status === 400)) {
        throw shopError("PERSONAL_STORE_NOT_FOUND", undefined, { field: "personalStoreName" })
      }
      throw error
    }
    browser.markVisited(name)
    return true
  }
}
