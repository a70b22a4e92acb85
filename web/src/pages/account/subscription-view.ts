/** Small helpers the subscription page, the account landing and the product page share. */

/** The intervals a subscription offers, in months. */
export const INTERVALS = [1, 2, 3] as const

/** A run day (YYYY-MM-DD) as a local-noon timestamp, so no time zone shows it as the day before. */
export const runDay = (day: string) => `${day}T12:00:00`

/** The pill colour of a subscription's status. */
export const statusPill = (status: string) => (status === "ACTIVE" ? "pill-good" : status === "PAUSED" ? "pill-info" : "pill-muted")
