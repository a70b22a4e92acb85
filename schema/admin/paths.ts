import { str } from "./records.js"
import type { Action, Rec, ResourceDefinition } from "./types.js"

/**
 * Reading and writing records at the engine's own dotted keys (`shipping_profile.id`, the
 * syntax of its `fields` parameter) — the only paths definitions still name as strings, for
 * where a value sits in the engine's answer. Everything computed from a record (names, states,
 * choices, fills) is a typed function in the definition itself (records.ts has the helpers).
 * Pure functions, used by both the gateway and the back-office.
 */

/** The value at `a.b.c` (no flattening). */
export function read(record: unknown, path: string): unknown {
  let value: unknown = record
  for (const key of path.split(".")) {
    if (value === null || value === undefined || typeof value !== "object") return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** The values at `a.b.c`, lists along the way flattened (`payment_collections.payments` → every payment). */
export function readAll(record: unknown, path: string): unknown[] {
  let current: unknown[] = [record]
  for (const key of path.split(".")) {
    const next: unknown[] = []
    for (const value of current) {
      const child = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined
      if (Array.isArray(child)) next.push(...(child as unknown[]))
      else if (child !== undefined) next.push(child)
    }
    current = next
  }
  return current
}

/** Sets `a.b.c`, creating objects on the way. */
export function write(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".")
  let node = target
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== "object") node[key] = {}
    node = node[key] as Record<string, unknown>
  }
  node[keys[keys.length - 1]] = value
}

/** A record's name by its definition's `title`, its id when the title has nothing to say. */
export function nameOf(definition: Pick<ResourceDefinition, "title">, record: Rec | undefined): string {
  if (!record) return ""
  return definition.title(record).trim() || str(record.id)
}

/** Whether a flow applies to the record as it is now (no `when`: always). */
export function offered(action: Pick<Action, "when">, record: Rec): boolean {
  return action.when ? action.when(record) : true
}
