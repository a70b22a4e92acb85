/**
 * Run days of a subscription. A run day is a calendar date (YYYY-MM-DD); a
 * subscription is due from midnight UTC of its run day. Months are added
 * calendar-wise, the day clamped to the month's end (Jan 31 + 1 → Feb 28).
 */

export const INTERVALS = [1, 2, 3] as const
export type IntervalMonths = (typeof INTERVALS)[number]

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

export function isInterval(value: unknown): value is IntervalMonths {
  return INTERVALS.includes(value as IntervalMonths)
}

/** The UTC calendar day of a moment. */
export function dayOf(moment: Date | string): string {
  return new Date(moment).toISOString().slice(0, 10)
}

/** Midnight UTC of a run day: when the subscription becomes due. */
export function dueAt(day: string): Date {
  if (!isDay(day)) throw new Error(`Not a day: ${day}`)
  return new Date(`${day}T00:00:00.000Z`)
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  const match = DAY.exec(value)
  if (!match) return false
  const date = new Date(`${value}T00:00:00.000Z`)
  return !Number.isNaN(+date) && date.toISOString().slice(0, 10) === value
}

export function addMonths(day: string, months: number): string {
  const [, y, m, d] = DAY.exec(day)!.map(Number)
  const first = new Date(Date.UTC(y, m - 1 + months, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(d, lastDay))
  return first.toISOString().slice(0, 10)
}

/**
 * The run day after a placed period: one interval on, and past today — missed
 * periods (the shop was down, retries took months) are not made up with a
 * burst of orders.
 */
export function nextAfterRun(period: string, intervalMonths: number, now: Date): string {
  const today = dayOf(now)
  let next = addMonths(period, intervalMonths)
  while (next <= today) next = addMonths(next, intervalMonths)
  return next
}

/** A run day that may lie in the past, moved on by whole intervals to today or later (resuming). */
export function rollForward(day: string, intervalMonths: number, now: Date): string {
  const today = dayOf(now)
  let next = day
  while (next < today) next = addMonths(next, intervalMonths)
  return next
}
