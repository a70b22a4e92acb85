import { lazy, type ComponentType, type ReactElement } from "react"
import { Resource } from "react-admin"
import { nameOf } from "../../../schema/admin/paths.js"
import type { Operation, ResourceDefinition } from "../../../schema/admin/types.js"
import { iconFor } from "./icons.js"
import type { ScreenKind } from "./screens.js"

/** Hand-written screens of a resource (its folder's index: { list, show, edit, create }), loaded on demand. */
export type CustomScreens = Partial<Record<ScreenKind, () => Promise<{ default: ComponentType }>>>

// The generator is its own chunk: the first screen opened loads it.
const Screen = lazy(() => import("./screens.js"))

const operationOf: Record<ScreenKind, Operation> = { list: "list", show: "show", edit: "update", create: "create" }

/** A <Resource> per definition: generated screens for what the definition declares, hand-written ones where given. */
export function resourceElements(
  definitions: readonly ResourceDefinition[],
  custom: Record<string, CustomScreens> = {}
) {
  return definitions.map((definition) => {
    const screens: Partial<Record<ScreenKind, ReactElement>> = {}
    for (const kind of ["list", "show", "edit", "create"] as const) {
      const own = custom[definition.name]?.[kind]
      if (own) {
        const Own = lazy(own)
        screens[kind] = <Own />
      } else if (definition.operations.includes(operationOf[kind])) {
        screens[kind] = <Screen kind={kind} definition={definition} />
      }
    }
    return (
      <Resource
        key={definition.name}
        name={definition.name}
        icon={iconFor(definition.icon)}
        recordRepresentation={(record) => nameOf(definition, record)}
        {...screens}
      />
    )
  })
}
