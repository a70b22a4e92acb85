/**
 * Error reporting (SPEC §8): Sentry when VITE_SENTRY_DSN is set, loaded only
 * then; off by default. Cart failures carry the cart as a tag; breadcrumbs are
 * capped at 100.
 */
type Reporter = { captureException(error: unknown, context?: { tags?: Record<string, string> }): void }

let reporter: Promise<Reporter | null> | undefined

function load(): Promise<Reporter | null> {
  const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined
  if (!dsn) return Promise.resolve(null)
  reporter ??= import("@sentry/react").then((Sentry) => {
    Sentry.init({ dsn, maxBreadcrumbs: 100, environment: import.meta.env.MODE })
    return Sentry
  })
  return reporter
}

export function startErrorReporting() {
  void load()
}

/** Reports a failure, with tags such as the cart id; always logs it to the console too. */
export function reportError(error: unknown, tags: Record<string, string> = {}) {
  console.error(error)
  void load().then((r) => r?.captureException(error, { tags }))
}
