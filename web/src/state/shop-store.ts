import type {
  CartFieldsFragment,
  CartInput,
  CustomerFieldsFragment,
  NoticeFieldsFragment,
  RegionFieldsFragment,
} from "../gql/graphql"
import { checkoutStepReducer, FIRST_CHECKOUT_STEP, stepForReason, type CheckoutStepAction } from "./checkout-step"
import {
  clearedEnrollment,
  isEnrollmentActive,
  loadEnrollment,
  nextEnrollmentStep,
  saveEnrollment,
  setEnrollmentStep,
  type EnrollmentState,
  type PersonalStoreRef,
  type Sponsor,
} from "./enrollment"
import { errorCode, noActiveCart, noRegionAvailable, ShopError } from "./errors"
import { checkRegion, defaultRegionId, pickRegion } from "./startup"
import { KEYS, type KeyValueStore } from "./storage"

export type Region = RegionFieldsFragment
export type Cart = CartFieldsFragment
export type Customer = CustomerFieldsFragment
export type ApiNotice = NoticeFieldsFragment
export interface CartUpdate {
  cart: Cart
  notices: ApiNotice[]
}
export interface PlacedOrder {
  id: string
  displayId: number
  receipt?: string | null
}

/** What the store needs from the API; the app gives it Apollo (app/shop-api.ts), tests a fake. */
export interface ShopApi {
  regions(): Promise<Region[]>
  me(): Promise<Customer | null>
  logout(): Promise<void>
  cart(id: string): Promise<Cart>
  createCart(regionId: string): Promise<Cart>
  updateCart(cartId: string, input: CartInput): Promise<Cart>
  addLineItem(cartId: string, variantId: string, quantity: number): Promise<CartUpdate>
  addBundle(cartId: string, variantId: string, quantity: number): Promise<CartUpdate>
  updateLineItem(cartId: string, lineId: string, quantity: number): Promise<CartUpdate>
  removeLineItem(cartId: string, lineId: string): Promise<CartUpdate>
  applyPromotionCodes(cartId: string, codes: string[]): Promise<CartUpdate>
  removePromotionCodes(cartId: string, codes: string[]): Promise<Cart>
  setShippingMethod(cartId: string, optionId: string): Promise<Cart>
  initiatePaymentSession(cartId: string, providerId: string): Promise<Cart>
  completeCart(cartId: string): Promise<PlacedOrder>
  setEnrollment(cartId: string, sponsor: { partnerId: string } | { personalStoreName: string }): Promise<CartUpdate>
  clearEnrollment(cartId: string): Promise<CartUpdate>
  /** The cart's referring partner by personal-store name; null forgets it. */
  setReferral(cartId: string, personalStoreName: string | null): Promise<Cart>
}

/** Error monitoring (app/errors.ts): failures with the cart's tags, and breadcrumbs of what the shopper did. */
export interface Reporter {
  captureException(error: unknown, tags?: Record<string, string>): void
  breadcrumb(message: string, data?: Record<string, unknown>): void
  setTags(tags: Record<string, string | null>): void
}

export type NoticeKind = "POSITIVE" | "NEGATIVE" | "WARNING"
/** A notice for the shopper in both languages (the API's notices have this shape). */
export interface ShopNotice {
  kind: NoticeKind
  code?: string
  es: string
  en: string
  /** What it is about (a promotion's name), shown before the text. */
  subject?: { es: string; en: string } | null
}

/** docs/product.md §3's storefront state: regions, cart (with checkoutStep), auth, enrollment. */
export interface ShopState {
  initialized: boolean
  initializing: boolean
  initError: string | null
  regions: Region[]
  region: Region | null
  cart: Cart | null
  /** A cart change is on its way. */
  cartLoading: boolean
  cartError: string | null
  checkoutStep: number
  user: Customer | null
  userLoading: boolean
  authError: string | null
  enrollment: EnrollmentState
}

/** The outcome of startup: enough to skip it in the browser when the server ran it. */
export interface StartupSnapshot {
  regions: Region[]
  region: Region
  cart: Cart | null
  user: Customer | null
}

export interface ShopStoreOptions {
  api: ShopApi
  storage: KeyValueStore
  reporter?: Reporter
  notify?: (notice: ShopNotice) => void
  logger?: Pick<Console, "warn" | "error">
  /**
   * A saved cart that cannot be read fails startup instead of being replaced by a new one. The
   * server's draw of a page sets it (entry-server.tsx): the browser adopts the cart a drawn page
   * carries, so a cart the server could not read (a failed or slow call, a session it did not see)
   * must not become the shopper's new empty cart — the page goes out as the plain shell and the
   * browser restores its own cart, with docs/product.md §4's rule.
   */
  keepUnreadableCart?: boolean
}

/** docs/product.md §8: the negative notice when startup fails. */
export const INIT_FAILED_NOTICE: ShopNotice = {
  kind: "NEGATIVE",
  code: "INIT_FAILED",
  es: "Failed to initialize application",
  en: "Failed to initialize application",
}

const silentReporter: Reporter = { captureException() {}, breadcrumb() {}, setTags() {} }

/**
 * The storefront's state and the rules of docs/product.md §4 around it: startup, region
 * change with the cart's move, the cart (created on demand, its id kept in
 * localStorage), the checkout step, sign-in state and the enrollment under way.
 * Plain TypeScript with an injected API, so tests run it without a browser; React
 * reads it through useSyncExternalStore (app/shop.tsx).
 */
export class ShopStore {
  private state: ShopState
  private readonly listeners = new Set<() => void>()
  private initializing: Promise<void> | null = null
  private creatingCart: Promise<Cart> | null = null
  /** Cart changes run one after another, in the order the shopper made them. */
  private queue: Promise<unknown> = Promise.resolve()
  private readonly api: ShopApi
  private readonly storage: KeyValueStore
  private readonly reporter: Reporter
  private readonly logger: Pick<Console, "warn" | "error">

  constructor(private readonly options: ShopStoreOptions) {
    this.api = options.api
    this.storage = options.storage
    this.reporter = options.reporter ?? silentReporter
    this.logger = options.logger ?? console
    this.state = {
      initialized: false,
      initializing: false,
      initError: null,
      regions: [],
      region: null,
      cart: null,
      cartLoading: false,
      cartError: null,
      checkoutStep: FIRST_CHECKOUT_STEP,
      user: null,
      userLoading: false,
      authError: null,
      enrollment: loadEnrollment(options.storage),
    }
  }

  getState = (): ShopState => this.state

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private set(patch: Partial<ShopState>) {
    this.state = { ...this.state, ...patch }
    for (const listener of this.listeners) listener()
  }

  private notify(notices: readonly ShopNotice[]) {
    for (const notice of notices)
      this.options.notify?.({
        kind: notice.kind,
        code: notice.code,
        es: notice.es,
        en: notice.en,
        ...(notice.subject ? { subject: notice.subject } : {}),
      })
  }

  // ── Startup (docs/product.md §4) ────────────────────────────────────────────────────

  /** What startup found, for a page drawn on the server to hand to the browser. */
  snapshot(): StartupSnapshot | null {
    const { initialized, regions, region, cart, user } = this.state
    return initialized && region ? { regions, region, cart, user } : null
  }

  /**
   * Takes over the startup the server already ran for this page (same saved region and
   * cart), so the browser shows the page at once instead of the start-up spinner.
   */
  hydrate(snapshot: StartupSnapshot) {
    this.storage.setItem(KEYS.region, snapshot.region.id)
    if (snapshot.cart) this.storage.setItem(KEYS.cart, snapshot.cart.id)
    else this.storage.removeItem(KEYS.cart)
    this.set({ ...snapshot, initialized: true, initializing: false, initError: null })
    this.reporter.setTags({ cart_id: snapshot.cart?.id ?? null, region_id: snapshot.region.id })
  }

  /** Runs startup once; later calls wait for the same run. After a failure a new call tries again. */
  init(): Promise<void> {
    if (this.state.initialized) return Promise.resolve()
    this.initializing ??= this.runInit().finally(() => {
      this.initializing = null
    })
    return this.initializing
  }

  private async runInit() {
    this.set({ initializing: true, initError: null })
    try {
      // The profile is read alongside (its failures never stop the shop), so the header knows at once who is there.
      const [regions] = await Promise.all([this.api.regions(), this.restoreUser()])
      const region = pickRegion(regions, this.storage.getItem(KEYS.region), defaultRegionId(regions))
      this.storage.setItem(KEYS.region, region.id)
      this.set({ regions, region })
      await this.restoreCart()
      this.set({ initialized: true, initializing: false })
    } catch (error) {
      this.set({ initializing: false, initError: messageOf(error) })
      this.reporter.captureException(error, { stage: "startup" })
      this.notify([INIT_FAILED_NOTICE])
      throw error
    }
  }

  /**
   * The saved cart; when it cannot be restored — the API says 'No active cart': gone, completed,
   * someone else's — it is dropped and a new one starts (docs/product.md §4). A read that failed for any other
   * reason (network, time-out, throttling, the engine down) says nothing about the cart: startup
   * fails with the cart still saved (and can be tried again), instead of the shopper's cart being
   * swapped for a new, empty one.
   */
  private async restoreCart() {
    const saved = this.storage.getItem(KEYS.cart)
    if (!saved) return
    try {
      const cart = await this.api.cart(saved)
      if (cart.completedAt) throw noActiveCart()
      this.setCart(cart)
    } catch (error) {
      if (this.options.keepUnreadableCart || errorCode(error) !== "NO_ACTIVE_CART") throw error
      this.logger.warn("The saved cart could not be restored; starting a new one.", error)
      this.setCart(null)
      await this.createCart()
    }
  }

  private async restoreUser() {
    try {
      await this.loadUser()
    } catch (error) {
      // docs/product.md §8: a failed profile restore does not stop the shop.
      this.logger.warn("The profile could not be restored.", error)
    }
  }

  // ── Regions ───────────────────────────────────────────────────────────────

  /**
   * Chooses a region and keeps the choice. A cart of another region moves with it
   * (re-priced by the engine); when it cannot move it is dropped and a new cart starts (docs/product.md §4).
   */
  async setRegion(regionId: string) {
    const region = checkRegion(this.state.regions.find((r) => r.id === regionId))
    this.storage.setItem(KEYS.region, region.id)
    this.set({ region })
    this.reporter.breadcrumb("region changed", { regionId })
    const cart = this.state.cart
    if (!cart || cart.regionId === region.id) return
    // Addresses, shipping and payment belong to the old region: the checkout starts over.
    this.dispatchCheckoutStep({ type: "reset" })
    await this.enqueue(async () => {
      try {
        this.setCart(await this.api.updateCart(cart.id, { regionId: region.id }))
      } catch (error) {
        this.reporter.captureException(error, this.tags("move-region"))
        this.setCart(null)
        await this.createCart()
      }
    })
  }

  // ── Cart ──────────────────────────────────────────────────────────────────

  private setCart(cart: Cart | null) {
    if (cart) this.storage.setItem(KEYS.cart, cart.id)
    else this.storage.removeItem(KEYS.cart)
    this.set({ cart })
    this.reporter.setTags({ cart_id: cart?.id ?? null, region_id: cart?.regionId ?? this.state.region?.id ?? null })
  }

  private tags(action: string): Record<string, string> {
    const tags: Record<string, string> = { action }
    if (this.state.cart) tags.cart_id = this.state.cart.id
    if (this.state.region) tags.region_id = this.state.region.id
    return tags
  }

  /** A new cart in the chosen region ('No region available' without one); an enrollment under way goes onto it. */
  private createCart(): Promise<Cart> {
    this.creatingCart ??= (async () => {
      const region = this.state.region
      if (!region) throw noRegionAvailable()
      const cart = await this.api.createCart(region.id)
      this.setCart(cart)
      return this.reapplyEnrollment(cart)
    })().finally(() => {
      this.creatingCart = null
    })
    return this.creatingCart
  }

  /** The cart, created on demand (docs/product.md §4). */
  ensureCart(): Promise<Cart> {
    return this.state.cart ? Promise.resolve(this.state.cart) : this.createCart()
  }

  /** Changes that need an existing cart throw 'No active cart' without one (docs/product.md §4). */
  private requireCart(): Cart {
    if (!this.state.cart) throw noActiveCart()
    return this.state.cart
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work)
    this.queue = run.catch(() => undefined)
    return run
  }

  /**
   * One cart change: in order, with the loading flag, the error kept in state and
   * rethrown (docs/product.md §8), failures reported with the cart's tags.
   */
  private change<T>(action: string, work: () => Promise<T>, options: { report?: boolean } = {}): Promise<T> {
    this.reporter.breadcrumb(`cart: ${action}`, { cartId: this.state.cart?.id })
    return this.enqueue(async () => {
      this.set({ cartLoading: true, cartError: null })
      try {
        return await work()
      } catch (error) {
        this.set({ cartError: messageOf(error) })
        if (options.report !== false) this.reporter.captureException(error, this.tags(action))
        throw error
      } finally {
        this.set({ cartLoading: false })
      }
    })
  }

  private applyUpdate(update: CartUpdate, options: { linesChanged?: boolean } = {}) {
    this.setCart(update.cart)
    if (options.linesChanged) this.dispatchCheckoutStep({ type: "linesChanged" })
    this.notify(update.notices)
    return update
  }

  /** Adds a variant (a bundle through addBundle); the checkout goes back to step 1. */
  addItem(variantId: string, quantity = 1, options: { bundle?: boolean } = {}) {
    return this.change("add", async () => {
      const cart = await this.ensureCart()
      const update = options.bundle
        ? await this.api.addBundle(cart.id, variantId, quantity)
        : await this.api.addLineItem(cart.id, variantId, quantity)
      return this.applyUpdate(update, { linesChanged: true })
    })
  }

  /** Sets a line's quantity; below 1 removes the line (docs/product.md §4). The checkout goes back to step 1. */
  setQuantity(lineId: string, quantity: number) {
    if (quantity < 1) return this.removeItem(lineId)
    return this.change("quantity", async () => {
      const cart = this.requireCart()
      return this.applyUpdate(await this.api.updateLineItem(cart.id, lineId, Math.trunc(quantity)), {
        linesChanged: true,
      })
    })
  }

  removeItem(lineId: string) {
    return this.change("remove", async () => {
      const cart = this.requireCart()
      return this.applyUpdate(await this.api.removeLineItem(cart.id, lineId), { linesChanged: true })
    })
  }

  /** Applies a coupon; the API's notices ('Cupón aplicado correctamente') are shown. Promotion failures are rethrown, not reported. */
  applyCoupon(code: string) {
    return this.change(
      "coupon",
      async () => {
        const cart = this.requireCart()
        return this.applyUpdate(await this.api.applyPromotionCodes(cart.id, [code.trim()]))
      },
      { report: false }
    )
  }

  removeCoupon(code: string) {
    return this.change(
      "coupon-remove",
      async () => {
        const cart = this.requireCart()
        this.setCart(await this.api.removePromotionCodes(cart.id, [code]))
      },
      { report: false }
    )
  }

  /** E-mail and addresses of the checkout. */
  updateCart(input: CartInput) {
    return this.change("update", async () => {
      const cart = this.requireCart()
      const next = await this.api.updateCart(cart.id, input)
      this.setCart(next)
      return next
    })
  }

  setShippingMethod(optionId: string) {
    return this.change("shipping", async () => {
      const cart = this.requireCart()
      const next = await this.api.setShippingMethod(cart.id, optionId)
      this.setCart(next)
      return next
    })
  }

  initiatePayment(providerId: string) {
    return this.change("payment", async () => {
      const cart = this.requireCart()
      const next = await this.api.initiatePaymentSession(cart.id, providerId)
      this.setCart(next)
      return next
    })
  }

  /**
   * Places the order: the stored cart id and the cart are cleared and the order
   * returned (docs/product.md §4); an enrollment the cart carried has ended with it.
   */
  completeCart() {
    return this.change("complete", async () => {
      const cart = this.requireCart()
      let order: PlacedOrder
      try {
        order = await this.api.completeCart(cart.id)
      } catch (error) {
        if (!(error instanceof ShopError))
          throw new ShopError("FAILED_TO_COMPLETE_CART", messageOf(error) || "Failed to complete cart")
        const step = stepForReason(error.checkoutReason)
        if (step !== null) {
          // The refusal may have changed the cart (a promotion taken off, the payment to start again):
          // the shopper sees it as it now is, at the step that fixes it.
          try {
            this.setCart(await this.api.cart(cart.id))
          } catch (reload) {
            this.logger.warn("The cart could not be read again after a refused checkout.", reload)
          }
          this.dispatchCheckoutStep({ type: "set", step: step === "cart" ? FIRST_CHECKOUT_STEP : step })
        }
        throw error
      }
      if (!order?.id) throw new ShopError("FAILED_TO_COMPLETE_CART", "Failed to complete cart")
      this.setCart(null)
      this.dispatchCheckoutStep({ type: "reset" })
      if (cart.enrollment) this.setEnrollment(clearedEnrollment())
      return order
    })
  }

  // ── Checkout step ─────────────────────────────────────────────────────────

  dispatchCheckoutStep(action: CheckoutStepAction) {
    this.set({ checkoutStep: checkoutStepReducer(this.state.checkoutStep, action) })
  }

  // ── Signed-in customer ────────────────────────────────────────────────────

  /** Reads the profile. Not signed in (UNAUTHENTICATED, a 401) is not an error: user stays none. */
  async loadUser(): Promise<Customer | null> {
    this.set({ userLoading: true, authError: null })
    try {
      const user = await this.api.me()
      this.set({ user, userLoading: false })
      return user
    } catch (error) {
      if (errorCode(error) === "UNAUTHENTICATED") {
        this.set({ user: null, userLoading: false })
        return null
      }
      this.set({ userLoading: false, authError: messageOf(error) })
      throw error
    }
  }

  /**
   * The /account guard (docs/product.md §2): initialise if needed, load the profile if there
   * is no user; the customer or null. Errors are rethrown (the guard sends them to /login).
   */
  async ensureSignedIn(): Promise<Customer | null> {
    await this.init()
    return this.state.user ?? (await this.loadUser())
  }

  /** After a sign-in: the customer, and the cart re-read (it is theirs now — docs/product.md §4 transfers it). */
  async signedIn(customer: Customer) {
    this.set({ user: customer, authError: null })
    this.reporter.breadcrumb("signed in")
    const cart = this.state.cart
    if (!cart) return
    // The header shows the customer from here on, while the cart is read again: a language switch
    // then (its Apollo resetStore) cancels the read in flight ("Store reset while query was in
    // flight"). Only a cart that is not theirs (another customer's, gone, completed: 'No active
    // cart') is forgotten; after any other failure the read is tried once more, and the cart the
    // shopper has is kept if that fails too — never swapped for none.
    for (let attempt = 1; ; attempt++) {
      try {
        this.setCart(await this.api.cart(cart.id))
        return
      } catch (error) {
        this.logger.warn("The cart could not be read after signing in.", error)
        if (errorCode(error) === "NO_ACTIVE_CART") {
          // Unless it changed meanwhile (a line added while the read was on its way).
          if (this.state.cart?.id === cart.id) this.setCart(null)
          return
        }
        if (attempt === 2) return
      }
    }
  }

  /** Replaces the customer after a profile or address-book change. */
  setUser(user: Customer | null) {
    this.set({ user })
  }

  /** Signs out: user none (docs/product.md §4); the cart was the customer's, so the browser forgets it. */
  async logout() {
    try {
      await this.api.logout()
    } catch (error) {
      this.logger.warn("Sign-out failed at the API; forgetting the session here anyway.", error)
    }
    this.set({ user: null })
    this.setCart(null)
    this.dispatchCheckoutStep({ type: "reset" })
    this.reporter.breadcrumb("signed out")
  }

  // ── Personal-store links (issue #18) ───────────────────────────────────────

  /**
   * `?store=<name>` on any page: that partner refers the shopper. The referral is kept on the cart
   * (created for it when there is none), so it reaches the order; a cart that already names this
   * store is left alone. An unknown store is rethrown (NOT_FOUND), not reported.
   */
  followStoreLink(personalStoreName: string) {
    const name = personalStoreName.trim().toLowerCase()
    return this.change(
      "referral",
      async () => {
        const cart = await this.ensureCart()
        if (cart.referral?.personalStoreName === name) return cart
        const next = await this.api.setReferral(cart.id, name)
        this.setCart(next)
        return next
      },
      { report: false }
    )
  }

  /** The shopper removes the referring partner from their cart. */
  clearReferral() {
    return this.change("referral-clear", async () => {
      const cart = this.requireCart()
      if (!cart.referral) return cart
      const next = await this.api.setReferral(cart.id, null)
      this.setCart(next)
      return next
    })
  }

  // ── Enrollment (docs/product.md §3, §4) ──────────────────────────────────────────────

  private setEnrollment(enrollment: EnrollmentState) {
    saveEnrollment(this.storage, enrollment)
    this.set({ enrollment })
  }

  get enrollmentActive() {
    return isEnrollmentActive(this.state.enrollment)
  }

  /** Chooses the sponsor: it goes onto the cart (which applies the gifts) and the enrollment moves to step 2. */
  chooseSponsor(partner: Sponsor, personalStore: PersonalStoreRef | null) {
    return this.change("enrollment", async () => {
      const cart = await this.ensureCart()
      const sponsor = personalStore ? { personalStoreName: personalStore.name } : { partnerId: partner.id }
      const update = this.applyUpdate(await this.api.setEnrollment(cart.id, sponsor))
      this.setEnrollment({ enrollmentStep: Math.max(2, this.state.enrollment.enrollmentStep), partner, personalStore })
      return update
    })
  }

  nextEnrollmentStep() {
    this.setEnrollment(nextEnrollmentStep(this.state.enrollment))
  }

  setEnrollmentStep(step: number) {
    this.setEnrollment(setEnrollmentStep(this.state.enrollment, step))
  }

  /** Back to step 1 without a sponsor; the cart forgets its sponsor (failures only logged — docs/product.md §8). */
  async clearEnrollment() {
    this.setEnrollment(clearedEnrollment())
    const cart = this.state.cart
    if (!cart?.enrollment) return
    await this.enqueue(async () => {
      try {
        this.applyUpdate(await this.api.clearEnrollment(cart.id))
      } catch (error) {
        this.logger.warn("The cart's sponsor could not be removed.", error)
      }
    })
  }

  /** A new cart gets the sponsor of the enrollment under way; failures are only logged. */
  private async reapplyEnrollment(cart: Cart): Promise<Cart> {
    const { enrollment } = this.state
    if (!isEnrollmentActive(enrollment) || cart.enrollment) return cart
    try {
      const sponsor = enrollment.personalStore
        ? { personalStoreName: enrollment.personalStore.name }
        : { partnerId: enrollment.partner!.id }
      const update = await this.api.setEnrollment(cart.id, sponsor)
      this.setCart(update.cart)
      return update.cart
    } catch (error) {
      this.logger.warn("The enrollment could not be put on the new cart.", error)
      return cart
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
