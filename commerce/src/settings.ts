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
  jwtSecret: string
  cookieSecret: string
  redisUrl?: string
  /** Keeps this shop's queues, cache and locks apart in a shared Redis (REDIS_PREFIX). */
  redisPrefix: string
  /** The shop's e-mails (src/modules/smtp-notification, docs/emails.md). */
  mail: MailSettings
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

export function engineSettings(env: NodeJS.ProcessEnv): EngineSettings {
  const production = env.NODE_ENV === "production"
  const databaseUrl = env.DATABASE_URL
  if (!databaseUrl) {
    throw new Error("DATABASE_URL is not set: start the engine through `npm start` or set it")
  }
  const secret = (name: string): string => {
    const value = env[name]
    if (value) return value
    if (production) throw new Error(`${name} must be set in production`)
    return `local-${name.toLowerCase()}-not-for-production`
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
    jwtSecret: secret("JWT_SECRET"),
    cookieSecret: secret("COOKIE_SECRET"),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || "vitalia",
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
  }
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} must be a positive whole number`)
  return number
}
