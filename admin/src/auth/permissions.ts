import { usePermissions } from "react-admin"
import { adminFetch } from "../adminFetch.js"

/**
 * What the signed-in administrator's staff role allows, as GET /admin-api/staff/me
 * answers it (gateway/src/admin-api/staff.ts): per resource, its operations and
 * actions. The gateway and the engine refuse the rest anyway; the back-office only
 * hides it.
 */
export interface StaffPermissions {
  role: "owner" | "operations" | "catalogue" | "partner_support" | null
  refundLimit: number | null
  totp: { enrolled: boolean; required: boolean }
  /** How many security keys they have: one meets the second-factor requirement as TOTP does. */
  securityKeys: number
  /** Per resource; a refund capped for the role is `{ upTo }`. */
  permissions: Record<
    string,
    {
      operations: Partial<Record<"list" | "show" | "create" | "update" | "delete", boolean>>
      actions: Record<string, boolean | { upTo: number }>
    }
  >
}

let loaded: Promise<StaffPermissions | null> | null = null

/** The signed-in administrator's permissions, read once per sign-in. */
export function staffPermissions(): Promise<StaffPermissions | null> {
  const pending = (loaded ??= adminFetch("/admin-api/staff/me").then(async (response) =>
    response.ok ? ((await response.json()) as StaffPermissions) : null
  ))
  // A refusal (signed out) is not kept: the next question asks again.
  pending.then(
    (staff) => {
      if (!staff && loaded === pending) loaded = null
    },
    () => {
      if (loaded === pending) loaded = null
    }
  )
  return pending
}

export function forgetStaffPermissions() {
  loaded = null
}

/** react-admin's verbs (list, show, create, edit, delete, export, "action:<name>") against the staff permissions. */
export function allows(staff: StaffPermissions | null | undefined, resource: string, action: string): boolean {
  if (!staff) return false
  const entry = staff.permissions[resource]
  if (!entry) return true
  if (action.startsWith("action:")) return Boolean(entry.actions[action.slice("action:".length)])
  const operation = action === "edit" ? "update" : action === "export" ? "list" : action === "clone" ? "create" : action
  return entry.operations[operation as keyof typeof entry.operations] ?? false
}

/**
 * Whether an action of a resource's definition may be offered to this administrator on a record
 * (hidden until known). A refund capped for the role is offered only on records whose amount
 * (an order's `total`, a payment's `amount`) is within the cap: above it, only an owner refunds.
 */
export function useActionAllowed(resource: string): (name: string, record?: Record<string, unknown>) => boolean {
  const { permissions } = usePermissions<StaffPermissions | null>()
  return (name, record) => {
    if (!allows(permissions, resource, `action:${name}`)) return false
    const granted = permissions?.permissions[resource]?.actions[name]
    if (typeof granted !== "object") return true
    const amount = Number(record?.total ?? record?.amount)
    return Number.isFinite(amount) && amount <= granted.upTo
  }
}
