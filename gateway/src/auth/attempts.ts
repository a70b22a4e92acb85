import { Kind, OperationTypeNode, parse, type DocumentNode, type SelectionSetNode } from "graphql"

/** The budgets sign-in attempts count against. */
export type AttemptKind = "sign-in" | "password-reset" | "order-lookup"

/** The mutations that try a credential, and which budget each one spends. */
export const ATTEMPT_FIELDS: Record<string, AttemptKind> = {
  login: "sign-in",
  register: "sign-in",
  completeExternalLogin: "sign-in",
  autologin: "sign-in",
  requestPasswordReset: "password-reset",
  resetPassword: "password-reset",
  // A signed-in change of password tries the current one: guessing it is guessing a password.
  changePassword: "sign-in",
  // Find my order: guessing order numbers for an e-mail is throttled like guessing passwords.
  requestOrderLink: "order-lookup",
}

const MAYBE = /login|register|password|autologin|orderlink/i

/**
 * How many credential attempts a GraphQL request makes, per budget. Aliases
 * count one by one (`a: login(…) b: login(…)` is two attempts), so a single
 * request cannot hide a burst of guesses.
 */
export function countAttempts(body: unknown): Map<AttemptKind, number> {
  const counts = new Map<AttemptKind, number>()
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown }
  // Most requests name none of these fields: skip the parse.
  if (typeof query !== "string" || !MAYBE.test(query)) return counts
  let document: DocumentNode
  try {
    document = parse(query)
  } catch {
    return counts
  }
  const fragments = new Map<string, SelectionSetNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet)
  }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== OperationTypeNode.MUTATION) continue
    if (typeof operationName === "string" && operationName && definition.name?.value !== operationName) continue
    countIn(definition.selectionSet, fragments, counts, new Set())
  }
  return counts
}

function countIn(
  selectionSet: SelectionSetNode,
  fragments: Map<string, SelectionSetNode>,
  counts: Map<AttemptKind, number>,
  seen: Set<string>
) {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const kind = ATTEMPT_FIELDS[selection.name.value]
      if (kind) counts.set(kind, (counts.get(kind) ?? 0) + 1)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      countIn(selection.selectionSet, fragments, counts, seen)
    } else if (!seen.has(selection.name.value)) {
      const fragment = fragments.get(selection.name.value)
      seen.add(selection.name.value)
      if (fragment) countIn(fragment, fragments, counts, seen)
    }
  }
}
