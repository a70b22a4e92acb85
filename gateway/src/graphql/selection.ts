import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from "graphql"

/**
 * The dotted paths a resolver's caller asked for ("variants.price.amount"),
 * fragments included, so a service can ask the engine for those fields only.
 */
export function selectedPaths(info: GraphQLResolveInfo, under: string[] = []): Set<string> {
  const paths = new Set<string>()
  const walk = (set: SelectionSetNode | undefined, prefix: string) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const path = prefix ? `${prefix}.${selection.name.value}` : selection.name.value
        paths.add(path)
        walk(selection.selectionSet, path)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, prefix)
      } else {
        walk(info.fragments[selection.name.value]?.selectionSet, prefix)
      }
    }
  }
  for (const node of info.fieldNodes as FieldNode[]) walk(descend(node.selectionSet, under, info), "")
  return paths
}

/** The selection set at `under` (for example ["nodes"] of a connection). */
function descend(
  set: SelectionSetNode | undefined,
  under: string[],
  info: GraphQLResolveInfo
): SelectionSetNode | undefined {
  if (!under.length || !set) return set
  const [head, ...rest] = under
  const merged: SelectionSetNode = { kind: Kind.SELECTION_SET, selections: [] }
  const collect = (current: SelectionSetNode | undefined) => {
    for (const selection of current?.selections ?? []) {
      if (selection.kind === Kind.FIELD && selection.name.value === head && selection.selectionSet) {
        ;(merged.selections as SelectionSetNode["selections"][number][]).push(...selection.selectionSet.selections)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet)
      else if (selection.kind === Kind.FRAGMENT_SPREAD) collect(info.fragments[selection.name.value]?.selectionSet)
    }
  }
  collect(set)
  return descend(merged, rest, info)
}
