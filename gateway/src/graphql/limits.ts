import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql"

/**
 * How big one operation may be. A storefront page needs far less (its largest operation with
 * every fragment is under 600 tokens). `maxTokens` stops graphql-js's own parser as it reads
 * (Apollo's parseOptions), so a huge document is refused before it is ever a whole tree; the
 * others are checked by the validation rule below.
 */
export const QUERY_LIMITS = { maxDepth: 10, maxFields: 500, maxAliases: 30, maxTokens: 3000 } as const

/** graphql-js's message when the parser stops at maxTokens. */
export const TOKEN_LIMIT_MESSAGE = /Document contains more th(?:an|at) \d+ tokens/

/**
 * A validation rule that refuses deeply nested, very wide or alias-heavy
 * operations before anything runs, so a hostile query costs the server nothing.
 */
export function queryLimitsRule(limits = QUERY_LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>()
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
    }
    return {
      OperationDefinition(operation) {
        const stats = { fields: 0, aliases: 0, depth: 0 }
        measure(operation.selectionSet, 1, stats, fragments, new Set())
        const problem =
          stats.depth > limits.maxDepth
            ? `nested ${stats.depth} levels deep (at most ${limits.maxDepth})`
            : stats.fields > limits.maxFields
              ? `asks for ${stats.fields} fields (at most ${limits.maxFields})`
              : stats.aliases > limits.maxAliases
                ? `uses ${stats.aliases} aliases (at most ${limits.maxAliases})`
                : undefined
        if (problem) {
          context.reportError(
            new GraphQLError(`The query is too complex: it ${problem}.`, {
              nodes: [operation],
              extensions: { code: "QUERY_TOO_COMPLEX" },
            })
          )
        }
      },
    }
  }
}

function measure(
  selectionSet: SelectionSetNode,
  depth: number,
  stats: { fields: number; aliases: number; depth: number },
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>
): void {
  stats.depth = Math.max(stats.depth, depth)
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      stats.fields++
      if (selection.alias) stats.aliases++
      if (selection.selectionSet) measure(selection.selectionSet, depth + 1, stats, fragments, visiting)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      measure(selection.selectionSet, depth, stats, fragments, visiting)
    } else {
      const name = selection.name.value
      const fragment = fragments.get(name)
      // A fragment cycle is reported by GraphQL's own rules; do not loop on it.
      if (!fragment || visiting.has(name)) continue
      visiting.add(name)
      measure(fragment.selectionSet, depth, stats, fragments, visiting)
      visiting.delete(name)
    }
  }
}
