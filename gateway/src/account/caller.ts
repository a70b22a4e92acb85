import DataLoader from "dataloader"
import type { Session } from "../auth/session.js"
import { EngineError } from "../medusa/errors.js"
import { shopError } from "../errors.js"
import type { MedusaClient } from "../medusa/client.js"
import type { EngineCustomer } from "../medusa/types.js"

export const CUSTOMER_FIELDS = "id,email,first_name,last_name,phone,metadata,*addresses"

/**
 * Who is calling, looked up at most once per request: the signed-in customer,
 * or null for an anonymous shopper.
 */
export class Caller {
  private lookup?: Promise<EngineCustomer | null>
  private readonly memos = new Map<string, Promise<unknown>>()
  private readonly loaders = new Map<string, DataLoader<string, unknown>>()

  constructor(
    private readonly medusa: MedusaClient,
    readonly session: Session
  ) {}

  get token(): string | null {
    return this.session.token
  }

  /** The signed-in customer; an engine 401 (expired or foreign token) means anonymous (docs/product.md §7). */
  customer(): Promise<EngineCustomer | null> {
    if (!this.session.token) return Promise.resolve(null)
    this.lookup ??= this.medusa
      .get<{ customer: EngineCustomer }>("/store/customers/me", {
        token: this.session.token,
        query: { fields: CUSTOMER_FIELDS },
      })
      .then(({ customer }) => customer)
      .catch((error) => {
        if (error instanceof EngineError && (error.status === 401 || error.status === 404)) return null
        throw error
      })
    return this.lookup
  }

  /** The signed-in customer and their token, or UNAUTHENTICATED. */
  async requireCustomer(): Promise<{ customer: EngineCustomer; token: string }> {
    const customer = await this.customer()
    if (!customer || !this.session.token) throw shopError("SIGN_IN_REQUIRED")
    return { customer, token: this.session.token }
  }

  /** Forgets the cached customer after a change to it. */
  refresh() {
    this.lookup = undefined
    this.memos.clear()
    this.loaders.clear()
  }

  /**
   * A DataLoader for this request: loads asked for in the same tick (a list's field resolvers)
   * reach `batch` as one call, each key once.
   */
  loader<V>(key: string, batch: (keys: readonly string[]) => Promise<V[]>): DataLoader<string, V> {
    let loader = this.loaders.get(key) as DataLoader<string, V> | undefined
    if (!loader) {
      loader = new DataLoader<string, V>(batch)
      this.loaders.set(key, loader)
    }
    return loader
  }

  /** Something about the caller worked out at most once per request (their partner profile, say). */
  memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.memos.has(key)) this.memos.set(key, load())
    return this.memos.get(key) as Promise<T>
  }
}
