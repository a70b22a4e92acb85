import { strongSecret, withSecretFiles } from "@vitalia/schema/secrets"

/**
 * Every environment variable the engine reads, parsed in one place.
 * Local defaults suit `npm start`; production sets them all (docs/operations.md).
 */
export interface EngineSettings {
  databaseUrl: string
  databaseSsl: false | { rejectUnauthorized: boolean }
  workerMode: "shared" | "server" | "worker"
  /** The public origin shoppers and admins use (the gateway), for file URLs and CORS. */
  publicUrl: string
  gatewayOrigin: string
  /**
   * The origins the shop is reached at: PUBLIC_URL's, then ALLOWED_ORIGINS (comma-separated; unset, the
   * loopback twin of a loopback PUBLIC_URL). The external provider's return address and e-mailed reset
   * links may start at any of these (the gateway says which the shopper used); anything else gets PUBLIC_URL.
   */
  allowedOrigins: string[]
  jwtSecret: string
  cookieSecret: string
  /**
   * The key passwords are mixed with before they are hashed (PASSWORD_PEPPER; src/modules/password-pepper):
   * kept outside the database, required in production, never changed once accounts exist.
   */
  passwordPepper: string
  /**
   * scrypt's cost for a new password hash, as log2(N) (PASSWORD_HASH_LOG_N; 15, Medusa's own
   * provider's, unless set; r=8, p=1). Production may raise it, never lower it. The test suites'
   * shops lower it to 10: a hash then costs about 4 ms of CPU instead of about 220, and the suites
   * hash a password several hundred times (scripts/lib/test-database.ts).
   */
  passwordHashLogN: number
  redisUrl?: string
  /** Keeps this shop's queues, cache and locks apart in a shared Redis (REDIS_PREFIX). */
  redisPrefix: string
  /** The shop's e-mails (src/modules/smtp-notification, docs/emails.md). */
  mail: MailSettings
  /** Guest carts untouched this many days are deleted by the nightly job (ABANDONED_CART_DAYS, 30). */
  abandonedCartDays: number
  /** Card payments through Stripe (src/modules/stripe-payment); absent unless STRIPE_API_KEY is set. */
  stripe?: StripeSettings
  /** Staff roles and administrators' second factor (src/staff, docs/operations.md "Staff roles"). */
  staff: StaffSettings
  /** Who may call the engine, and how often its own sign-in may fail (src/api/edge-middleware.ts). */
  edge: EdgeSettings
  /**
   * The first owner a production seed makes (OWNER_EMAIL, OWNER_PASSWORD or OWNER_PASSWORD_FILE;
   * docs/operations.md, "The first owner"); absent unless both are set. The e-mail is kept lower-case.
   */
  firstOwner?: { email: string; password: string }
}

export interface EdgeSettings {
  /**
   * The secret the gateway sends with every call (ENGINE_EDGE_SECRET, header x-vitalia-edge): `/store`,
   * `/auth`, `/admin` and `/hooks` answer nothing else. Required in production; `npm start` and the
   * other launchers make a new one per run; unset elsewhere, the same local default as the gateway's.
   */
  secret: string
  /**
   * The secret before the current one, still accepted while gateways move to the new one
   * (ENGINE_EDGE_SECRET_PREVIOUS; docs/operations.md, "Changing the edge secret"). Unset otherwise.
   */
  previousSecret?: string
  /**
   * Failed e-mail/password sign-ins per account (actor and e-mail) in each window before the engine
   * refuses that account's sign-in until the window ends (AUTH_RATE_LIMIT, AUTH_RATE_WINDOW_MS — the
   * numbers of the gateway's per-address budget; docs/auth.md).
   */
  signInFailures: { max: number; windowMs: number }
}

export interface StripeSettings {
  /** The secret key, sk_live_… or sk_test_… (STRIPE_API_KEY). */
  apiKey: string
  /** Verifies the webhook events Stripe sends to /webhooks/payment/stripe_stripe (STRIPE_WEBHOOK_SECRET, whsec_…). */
  webhookSecret: string
  /** Capture when the payment is authorised instead of from the back-office (STRIPE_CAPTURE=true). */
  capture: boolean
  /** The SDK client: its time-out and retries (STRIPE_TIMEOUT_MS 5000, STRIPE_NETWORK_RETRIES 1); a local stand-in (STRIPE_API_HOST, tests only). */
  sdk: { timeoutMs: number; networkRetries: number; host?: string; port?: number; protocol?: "http" | "https" }
}

export interface StaffSettings {
  /** The largest refund, in the payment's currency (major units), a capped role (operations) may make (STAFF_REFUND_LIMIT). */
  refundLimit: number
  /**
   * Whether every staff member, whatever their role, must enrol a TOTP second factor before they can
   * do anything (ADMIN_TOTP_REQUIRED; on in production): every role reads customers' data (ASVS 4.3.1).
   */
  totpRequired: boolean
  /** The issuer name authenticator apps show next to the code (TOTP_ISSUER). */
  totpIssuer: string
}

export interface MailSettings {
  /** smtp:// or smtps://user:pass@host:port (SMTP_URL); unset, every e-mail is recorded as failed. */
  smtpUrl?: string
  /** The sender (MAIL_FROM). */
  from: string
  /** The first retry of a failed e-mail waits this long, each next one twice as long (NOTIFICATION_RETRY_MS). */
  retryMs: number
  /** Signs the order links e-mailed to guests; the gateway checks them with the same secret (ORDER_LINK_SECRET). */
  orderLinkSecret: string
  /** How long an e-mailed order link opens the order (ORDER_LINK_DAYS). */
  orderLinkDays: number
  /** How many days before a subscription's run its reminder goes out (SUBSCRIPTION_REMINDER_DAYS). */
  subscriptionReminderDays: number
  /** What a shopper paying by bank transfer needs (BANK_NAME, BANK_ACCOUNT_HOLDER, BANK_ACCOUNT_NUMBER, PAYMENT_PROOF_EMAIL). */
  bankTransfer: { bank: string; holder: string; account: string; proofEmail: string }
}

const WORKER_MODES = ["shared", "server", "worker"] as const

/**
 * The engine's secrets, each of which may come from a file instead (NAME_FILE; src/secrets.ts
 * withSecretFiles, docs/operations.md "Secrets in files"): the URLs carry passwords.
 */
export const ENGINE_SECRETS = [
  "DATABASE_URL",
  "REDIS_URL",
  "JWT_SECRET",
  "COOKIE_SECRET",
  "PASSWORD_PEPPER",
  "ENGINE_EDGE_SECRET",
  "ENGINE_EDGE_SECRET_PREVIOUS",
  "ORDER_LINK_SECRET",
  "STRIPE_API_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "SMTP_URL",
  "AUTH0_CLIENT_SECRET",
  "OIDC_CLIENT_SECRET",
  "OWNER_PASSWORD",
] as const

export function engineSettings(given: NodeJS.ProcessEnv): EngineSettings {
  const env = withSecretFiles(given, ENGINE_SECRETS)
  const production = env.NODE_ENV === "production"
  const databaseUrl = env.DATABASE_URL
  if (!databaseUrl) {
    throw new Error("DATABASE_URL is not set: start the engine through `npm start` or set it")
  }
  const secret = (name: string): string => {
    const value = env[name]
    if (production) return strongSecret(name, value)
    return value || `local-${name.toLowerCase()}-not-for-production`
  }
  const mode = (env.MEDUSA_WORKER_MODE ?? "shared") as EngineSettings["workerMode"]
  if (!WORKER_MODES.includes(mode)) {
    throw new Error(`MEDUSA_WORKER_MODE must be one of ${WORKER_MODES.join(", ")}`)
  }
  const publicUrl = (env.PUBLIC_URL ?? "http://localhost:8080").replace(/\/$/, "")
  return {
    databaseUrl,
    databaseSsl: env.DATABASE_SSL === "true" ? { rejectUnauthorized: false } : false,
    workerMode: mode,
    publicUrl,
    gatewayOrigin: new URL(publicUrl).origin,
    allowedOrigins: allowedOrigins(publicUrl, env.ALLOWED_ORIGINS),
    jwtSecret: secret("JWT_SECRET"),
    cookieSecret: secret("COOKIE_SECRET"),
    passwordPepper: secret("PASSWORD_PEPPER"),
    passwordHashLogN: passwordHashLogN(env.PASSWORD_HASH_LOG_N, production),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || "vitalia",
    abandonedCartDays: positive(env.ABANDONED_CART_DAYS, 30, "ABANDONED_CART_DAYS"),
    stripe: stripeSettings(env, production),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || "Vitalia <no-reply@vitalia.test>",
      retryMs: positive(env.NOTIFICATION_RETRY_MS, 60_000, "NOTIFICATION_RETRY_MS"),
      orderLinkSecret: secret("ORDER_LINK_SECRET"),
      orderLinkDays: positive(env.ORDER_LINK_DAYS, 30, "ORDER_LINK_DAYS"),
      subscriptionReminderDays: positive(env.SUBSCRIPTION_REMINDER_DAYS, 3, "SUBSCRIPTION_REMINDER_DAYS"),
      bankTransfer: {
        bank: env.BANK_NAME || "Banco Demo",
        holder: env.BANK_ACCOUNT_HOLDER || "Vitalia Demo S.A.",
        account: env.BANK_ACCOUNT_NUMBER || "0000 1111 2222 3333",
        proofEmail: env.PAYMENT_PROOF_EMAIL || "pagos@vitalia.test",
      },
    },
    staff: staffSettings(env, production),
    edge: edgeSettings(env, production),
    ...(env.OWNER_EMAIL?.trim() && env.OWNER_PASSWORD
      ? { firstOwner: { email: env.OWNER_EMAIL.trim().toLowerCase(), password: env.OWNER_PASSWORD } }
      : {}),
  }
}

/**
 * ENGINE_EDGE_SECRET (required in production), ENGINE_EDGE_SECRET_PREVIOUS (while it changes),
 * AUTH_RATE_LIMIT (10) and AUTH_RATE_WINDOW_MS (60000).
 */
export function edgeSettings(given: NodeJS.ProcessEnv, production = given.NODE_ENV === "production"): EdgeSettings {
  const env = withSecretFiles(given, ENGINE_SECRETS, production)
  const value = env.ENGINE_EDGE_SECRET
  const previous = env.ENGINE_EDGE_SECRET_PREVIOUS
  return {
    secret: production
      ? strongSecret("ENGINE_EDGE_SECRET", value)
      : value || "local-engine_edge_secret-not-for-production",
    ...(previous
      ? { previousSecret: production ? strongSecret("ENGINE_EDGE_SECRET_PREVIOUS", previous) : previous }
      : {}),
    signInFailures: {
      max: positive(env.AUTH_RATE_LIMIT, 10, "AUTH_RATE_LIMIT"),
      windowMs: positive(env.AUTH_RATE_WINDOW_MS, 60_000, "AUTH_RATE_WINDOW_MS"),
    },
  }
}

function stripeSettings(env: NodeJS.ProcessEnv, production: boolean): StripeSettings | undefined {
  const apiKey = env.STRIPE_API_KEY
  if (!apiKey) return undefined
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET
  if (!webhookSecret)
    throw new Error(
      "STRIPE_WEBHOOK_SECRET must be set with STRIPE_API_KEY (Stripe's dashboard shows it for the webhook endpoint)"
    )
  const sdk: StripeSettings["sdk"] = {
    timeoutMs: positive(env.STRIPE_TIMEOUT_MS, 5_000, "STRIPE_TIMEOUT_MS"),
    networkRetries: whole(env.STRIPE_NETWORK_RETRIES, 1, "STRIPE_NETWORK_RETRIES"),
  }
  if (env.STRIPE_API_HOST) {
    // Only the tests' stand-in of Stripe's API (tests/support/stripe-stand-in.ts) is ever elsewhere.
    if (production) throw new Error("STRIPE_API_HOST is for tests only and may not be set in production")
    const url = new URL(env.STRIPE_API_HOST)
    const protocol = url.protocol === "https:" ? "https" : "http"
    Object.assign(sdk, { host: url.hostname, port: Number(url.port || (protocol === "https" ? 443 : 80)), protocol })
  }
  return { apiKey, webhookSecret, capture: env.STRIPE_CAPTURE === "true", sdk }
}

function whole(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number`)
  return number
}

/** PASSWORD_HASH_LOG_N: 10–17 (2^17 × 1 KB is scrypt's 128 MB), at least 15 in production. */
function passwordHashLogN(value: string | undefined, production: boolean): number {
  if (value === undefined || value === "") return 15
  const logN = Number(value)
  if (!Number.isInteger(logN) || logN < 10 || logN > 17)
    throw new Error(`PASSWORD_HASH_LOG_N must be a whole number from 10 to 17, got "${value}"`)
  if (production && logN < 15)
    throw new Error(
      "PASSWORD_HASH_LOG_N below 15 makes every stored password cheaper to guess: it is for test shops only"
    )
  return logN
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} must be a positive whole number`)
  return number
}

/** PUBLIC_URL's origin first, then ALLOWED_ORIGINS (unset: localhost ↔ 127.0.0.1 on the same port for a loopback PUBLIC_URL). */
export function allowedOrigins(publicUrl: string, list: string | undefined): string[] {
  const main = new URL(publicUrl)
  let extra: string[] = []
  if (list?.trim())
    extra = list
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean)
  else if (main.hostname === "localhost" || main.hostname === "127.0.0.1") {
    const twin = new URL(main.origin)
    twin.hostname = main.hostname === "localhost" ? "127.0.0.1" : "localhost"
    extra = [twin.origin]
  }
  const origins = extra.map((item) => {
    let url: URL
    try {
      url = new URL(item)
    } catch {
      throw new Error(`ALLOWED_ORIGINS holds origins such as https://shop.example.com, got "${item}"`)
    }
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new Error(`ALLOWED_ORIGINS holds http(s) origins, got "${item}"`)
    return url.origin
  })
  return [...new Set([main.origin, ...origins])]
}

/** `candidate` (an origin the gateway saw) when the shop allows it, else PUBLIC_URL's origin. */
export function allowedOrigin(
  settings: Pick<EngineSettings, "publicUrl" | "allowedOrigins">,
  candidate: unknown
): string {
  if (typeof candidate === "string") {
    try {
      const origin = new URL(candidate).origin
      if (settings.allowedOrigins.includes(origin)) return origin
    } catch {
      // Not a URL: PUBLIC_URL.
    }
  }
  return new URL(settings.publicUrl).origin
}

/** STAFF_REFUND_LIMIT (default 100), ADMIN_TOTP_REQUIRED (true|false; default true in production), TOTP_ISSUER. */
export function staffSettings(env: NodeJS.ProcessEnv, production = env.NODE_ENV === "production"): StaffSettings {
  const limit =
    env.STAFF_REFUND_LIMIT === undefined || env.STAFF_REFUND_LIMIT === "" ? 100 : Number(env.STAFF_REFUND_LIMIT)
  if (!Number.isFinite(limit) || limit < 0) throw new Error("STAFF_REFUND_LIMIT must be an amount of 0 or more")
  const required = env.ADMIN_TOTP_REQUIRED
  if (required !== undefined && required !== "" && required !== "true" && required !== "false") {
    throw new Error("ADMIN_TOTP_REQUIRED must be true or false")
  }
  return {
    refundLimit: limit,
    totpRequired: required === undefined || required === "" ? production : required === "true",
    totpIssuer: env.TOTP_ISSUER || "Vitalia",
  }
}
