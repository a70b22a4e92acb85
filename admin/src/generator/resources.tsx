import { lazy, type ComponentType, type ReactElement } from "react"
import { AccessDenied, CanAccess, Resource } from "react-admin"
import { nameOf } from "@vitalia/schema/admin/paths"
import type { Operation, Rec, ResourceDefinition } from "@vitalia/schema/admin/types"
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
      let screen: ReactElement | undefined
      if (own) {
        const Own = lazy(own)
        screen = <Own />
      } else if (definition.operations.includes(operationOf[kind])) {
        screen = <Screen kind={kind} definition={definition} />
      }
      // A screen the staff role may not open (an address typed in, a bookmark) is refused before it
      // asks for anything: react-admin's own check lets a list's first request go out, answered 403,
      // before it turns to the access-denied page (the crawl, tests/e2e/backoffice-crawl.spec.ts).
      if (screen)
        screens[kind] = (
          <CanAccess resource={definition.name} action={kind} accessDenied={<AccessDenied />}>
            {screen}
          </CanAccess>
        )
    }
    return (
      <Resource
        key={definition.name}
        name={definition.name}
        icon={iconFor(definition.icon)}
        recordRepresentation={(record: Rec) => nameOf(definition, record)}
        {...screens}
      />
    )
  })
}
