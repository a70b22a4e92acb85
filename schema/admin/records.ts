import type { Choice, Condition, Rec } from "./types.js"

/**
 * Small typed readers for the functions in definitions (titles, states, choices, fills):
 * records are the engine's JSON, so each reader says what it expects and copes with absence.
 */

/** A value as text: nothing for null or absent. */
// eslint-disable-next-line @typescript-eslint/no-base-to-string -- the fields read this way are the engine's scalars; an object here is a definition's mistake, and shows as one
export const str = (value: unknown): string => (value === null || value === undefined ? "" : String(value))

/** The present values joined by `separator` (`joined(" · ", r.code, r.name)`). */
export const joined = (separator: string, ...values: unknown[]): string =>
  values
    .map(str)
    .filter((v) => v.trim() !== "")
    .join(separator)

/** `#12` for an order's display id; nothing without one. */
export const numbered = (value: unknown): string => (str(value) ? `#${str(value)}` : "")

/** The objects of a list at `key` (nothing when it is absent or not a list). */
export function rows(record: Rec | undefined, key: string): Rec[] {
  const value = record?.[key]
  return Array.isArray(value) ? value.filter((v): v is Rec => Boolean(v) && typeof v === "object") : []
}

/** A number, 0 when absent. */
export const amount = (value: unknown): number => Number(value ?? 0) || 0

/** Choices from a list: each element's value and words. */
export function choicesOf(
  list: readonly Rec[],
  value: (element: Rec) => unknown,
  name: (element: Rec) => unknown = value
): Choice[] {
  return list.map((element) => ({ id: str(value(element)), name: str(name(element)) || str(value(element)) }))
}

type Allowed = readonly (string | number | boolean | null)[]

/** The record's own fields each hold one of the allowed values (`inState({ status: ["pending"] })`); an absent field counts as null. */
export function inState(allowed: Readonly<Record<string, Allowed>>): Condition {
  return (record) =>
    Object.entries(allowed).every(([key, values]) =>
      values.includes((record[key] ?? null) as string | number | boolean | null)
    )
}

/** Every condition holds. */
export const all =
  (...conditions: Condition[]): Condition =>
  (record) =>
    conditions.every((condition) => condition(record))

/** Choices named by their title (a product's options and variants, an order's lines). */
export const byTitle = (list: readonly Rec[]): Choice[] =>
  choicesOf(
    list,
    (element) => element.id,
    (element) => element.title
  )
