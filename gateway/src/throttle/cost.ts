import {
  GraphQLInt,
  Kind,
  OperationTypeNode,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql"

/**
 * What an operation weighs (docs/operations.md "Throttling by cost"), after Shopify's calculated
 * query cost: a field that answers an object costs 1, a scalar or enum costs nothing; a list counts
 * its items — the size the operation asks for (`first`), else `UNSIZED_LIST` — so a 100-product page
 * weighs about eight times a 12-product one; every mutation field adds `WRITE`.
 */
export const COST_WEIGHTS = { OBJECT: 1, WRITE: 10, UNSIZED_LIST: 5, MAX_LIST: 250 } as const

/**
 * The schema's types are read by their shape and printed form, never with graphql's `isListType` and
 * kin: Apollo's schema may come from graphql's CommonJS build and this module from its ESM build, and
 * those checks refuse a type "from another realm".
 */
type Composite = { getFields(): Record<string, GraphQLField<unknown, unknown>> }
/** An object or interface type (the ones with output fields; `in` narrows without graphql's realm checks). */
const composite = (type: GraphQLNamedType | null | undefined): Composite | undefined =>
  type && "getInterfaces" in type ? type : undefined
/** `[Product!]!` → list; `Product!` → not. */
const isList = (printed: string) => printed.replace(/!$/, "").startsWith("[")
/** `[Product!]!` → Product. */
const namedOf = (printed: string) => printed.replace(/[[\]!]/g, "")

/** The arguments that say how long a list is. */
const SIZE_ARGUMENTS = ["first", "last", "limit"]

/** Mutation fields with their own, tighter budgets: one token per field. */
export const CART_CREATIONS = new Set(["createCart"])
/** Writes that create rows in the engine besides carts (orders are bounded by carts: each takes one). */
export const ROW_CREATIONS = new Set([
  "register",
  "addAddress",
  "createSubscription",
  "addToWishlist",
  "requestOrderTransfer",
])

export interface OperationCost {
  /** The points the operation costs. */
  cost: number
  /** Carts it creates and other rows it creates (each field once, aliases counted one by one). */
  carts: number
  creates: number
}

/**
 * The cost of the operation a request runs. The document has passed validation (known fields,
 * fragments without cycles, variables of the right types).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {}
): OperationCost {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  }
  const root =
    operation.operation === OperationTypeNode.MUTATION
      ? schema.getMutationType()
      : operation.operation === OperationTypeNode.SUBSCRIPTION
        ? schema.getSubscriptionType()
        : schema.getQueryType()
  const result: OperationCost = { cost: 0, carts: 0, creates: 0 }
  if (!root) return result
  // Variables as sent, else their declared defaults.
  const values: Record<string, unknown> = {}
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value
    if (variables[name] !== undefined) values[name] = variables[name]
    else if (definition.defaultValue) values[name] = valueFromAST(definition.defaultValue, GraphQLInt)
  }
  const walk = (
    selectionSet: SelectionSetNode,
    parent: Composite | undefined,
    size: number | undefined,
    seen: Set<string>
  ): number => {
    let total = 0
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        total += fieldCost(selection, parent, size, seen)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? composite(schema.getType(selection.typeCondition.name.value)) : parent
        total += walk(selection.selectionSet, type ?? parent, size, seen)
      } else {
        const name = selection.name.value
        const fragment = fragments.get(name)
        if (!fragment || seen.has(name)) continue
        const type = composite(schema.getType(fragment.typeCondition.name.value))
        total += walk(fragment.selectionSet, type ?? parent, size, new Set([...seen, name]))
      }
    }
    return total
  }
  const fieldCost = (
    node: FieldNode,
    parent: Composite | undefined,
    pendingSize: number | undefined,
    seen: Set<string>
  ): number => {
    if (node.name.value.startsWith("__") || !node.selectionSet) return 0
    // A union's members are weighed through the fragments that name them; the union itself is 1.
    const field = parent?.getFields()[node.name.value]
    if (!field) return 0
    const printed = String(field.type)
    const named = schema.getType(namedOf(printed))
    const list = isList(printed)
    // A size argument sets the length of the next list below (a connection's edges or nodes), or of this one.
    const size = sizeOf(node, field, values) ?? pendingSize
    const children = walk(node.selectionSet, composite(named), list ? undefined : size, seen)
    const one = COST_WEIGHTS.OBJECT + children
    if (!list) return one
    return one * Math.min(size ?? COST_WEIGHTS.UNSIZED_LIST, COST_WEIGHTS.MAX_LIST)
  }
  result.cost = walk(operation.selectionSet, composite(root), undefined, new Set())
  if (operation.operation === OperationTypeNode.MUTATION) {
    const fields = topFields(operation.selectionSet, fragments, new Set())
    result.cost += COST_WEIGHTS.WRITE * fields.length
    result.carts = fields.filter((name) => CART_CREATIONS.has(name)).length
    result.creates = fields.filter((name) => ROW_CREATIONS.has(name)).length
  }
  return result
}

/** The list size a field asks for: its size argument as sent, else the schema's default for it. */
function sizeOf(
  node: FieldNode,
  field: GraphQLField<unknown, unknown>,
  variables: Record<string, unknown>
): number | undefined {
  for (const name of SIZE_ARGUMENTS) {
    const definition = field.args.find((arg) => arg.name === name)
    if (!definition) continue
    const argument = node.arguments?.find((arg) => arg.name.value === name)
    // A variable left out (or null) leaves the argument to the schema's default, as execution does.
    const sent = argument ? valueFromAST(argument.value, GraphQLInt, variables) : undefined
    const value = sent ?? definition.defaultValue
    if (typeof value === "number" && Number.isFinite(value)) return Math.max(0, Math.min(value, COST_WEIGHTS.MAX_LIST))
  }
  return undefined
}

/** The names of an operation's top-level fields, one entry per occurrence (aliases too). */
function topFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>
): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value]
    if (selection.kind === Kind.INLINE_FRAGMENT) return topFields(selection.selectionSet, fragments, seen)
    const fragment = fragments.get(selection.name.value)
    if (!fragment || seen.has(selection.name.value)) return []
    return topFields(fragment.selectionSet, fragments, new Set([...seen, selection.name.value]))
  })
}
