import type { Reporter } from "../state/shop-store"

/** docs/product.md §9: error-reporting breadcrumbs are capped at 100. */
export const MAX_BREADCRUMBS = 100

export interface Breadcrumb {
  message: string
  category: string
  data?: Record<string, unknown>
  timestamp: number
}

/** The part of @sentry/react the shop uses. */
export interface SentryLike {
  init(options: {
    dsn: string
    environment?: string
    release?: string
    maxBreadcrumbs: number
    sendDefaultPii: boolean
  }): unknown
  captureException(error: unknown, context?: { tags?: Record<string, string> }): unknown
  addBreadcrumb(breadcrumb: {
    message: string
    category: string
    data?: Record<string, unknown>
    timestamp: number
  }): void
  setTags(tags: Record<string, string | null>): void
}

export interface ErrorReporter extends Reporter {
  /** The breadcrumbs kept so far (the last 100). */
  breadcrumbs(): readonly Breadcrumb[]
  /** True when a DSN turned reporting on. */
  readonly enabled: boolean
}

/**
 * Error reporting (docs/product.md §8): off unless a DSN is given (VITE_SENTRY_DSN). The SDK
 * is loaded only then, after start-up, so it costs shoppers nothing by default.
 * Breadcrumbs and tags made before it loads are handed over when it does.
 */
export function createErrorReporter(options: {
  dsn?: string
  environment?: string
  load: () => Promise<SentryLike>
  console?: Pick<Console, "error">
}): ErrorReporter {
  const log = options.console ?? console
  const crumbs: Breadcrumb[] = []
  let tags: Record<string, string | null> = {}
  let sentry: SentryLike | null = null
  const pending: [unknown, Record<string, string> | undefined][] = []

  if (options.dsn) {
    const dsn = options.dsn
    options
      .load()
      .then((sdk) => {
        sdk.init({ dsn, environment: options.environment, maxBreadcrumbs: MAX_BREADCRUMBS, sendDefaultPii: false })
        sdk.setTags(tags)
        for (const crumb of crumbs) sdk.addBreadcrumb(crumb)
        for (const [error, errorTags] of pending.splice(0)) sdk.captureException(error, { tags: errorTags })
        sentry = sdk
      })
      .catch((error) => log.error("Error reporting could not start.", error))
  }

  return {
    enabled: Boolean(options.dsn),
    breadcrumbs: () => crumbs,
    captureException(error, errorTags) {
      log.error(error)
      if (!options.dsn) return
      const withCart = {
        ...Object.fromEntries(Object.entries(tags).filter(([, v]) => v !== null)),
        ...errorTags,
      } as Record<string, string>
      if (sentry) sentry.captureException(error, { tags: withCart })
      else if (pending.length < MAX_BREADCRUMBS) pending.push([error, withCart])
    },
    breadcrumb(message, data) {
      const crumb: Breadcrumb = { message, category: "shop", data, timestamp: Date.now() / 1000 }
      crumbs.push(crumb)
      if (crumbs.length > MAX_BREADCRUMBS) crumbs.splice(0, crumbs.length - MAX_BREADCRUMBS)
      sentry?.addBreadcrumb(crumb)
    },
    setTags(next) {
      tags = { ...tags, ...next }
      sentry?.setTags(next)
    },
  }
}

/** The storefront's reporter: Sentry when VITE_SENTRY_DSN is set at build time, else the console only. */
export const errorReporter = createErrorReporter({
  dsn: import.meta.env.VITE_SENTRY_DSN as string | undefined,
  environment: import.meta.env.MODE,
  load: () => import("@sentry/react"),
})
