import type { ReactElement } from "react"
import { describe, expect, it } from "vitest"
import { resources } from "@vitalia/schema/admin/index"
import type { ResourceDefinition } from "@vitalia/schema/admin/types"
import { definitionMessages } from "../i18n/index.js"
import { resourceElements } from "./resources.js"
import { asText } from "./text.js"
import { bodyOf } from "./write.js"

/** A definition the shop does not have: its screens must come from the generator alone. */
const fixture: ResourceDefinition = {
  name: "etiquetas-de-prueba",
  label: { one: ["Etiqueta de prueba", "Test tag"], many: ["Etiquetas de prueba", "Test tags"] },
  group: "catalogo",
  icon: "LocalOffer",
  engine: { path: "/admin/product-tags", single: "product_tag", plural: "product_tags" },
  operations: ["list", "show", "create", "update"],
  title: (r) => asText(r.value ?? ""),
  fields: {
    id: { type: "id", label: ["ID", "ID"] },
    value: { type: "text", label: ["Etiqueta", "Tag"], create: "required", update: true, list: true, sortable: true },
    color: {
      type: "enum",
      label: ["Color", "Colour"],
      create: true,
      update: true,
      choices: { verde: ["Verde", "Green"] },
    },
    created_at: { type: "datetime", label: ["Creado", "Created"] },
  },
  actions: { archive: { label: ["Archivar", "Archive"], path: "/admin/product-tags/:id/archive" } },
}

type ResourceProps = {
  name: string
  list?: ReactElement
  show?: ReactElement
  edit?: ReactElement
  create?: ReactElement
  recordRepresentation: (r: object) => string
}

describe("a new entity is one definition", () => {
  const elements = resourceElements([...resources, fixture]) as ReactElement<ResourceProps>[]
  const mine = elements.find((e) => e.props.name === "etiquetas-de-prueba")!

  it("becomes a resource with the generated list, show, edit and create screens it declares", () => {
    expect(mine).toBeTruthy()
    for (const kind of ["list", "show", "edit", "create"] as const) {
      // Each screen inside the staff role's check (CanAccess) for that resource and action.
      const guard = mine.props[kind] as ReactElement<{ resource: string; action: string; children: ReactElement }>
      expect(guard.props.resource).toBe("etiquetas-de-prueba")
      expect(guard.props.action).toBe(kind)
      const screen = guard.props.children as ReactElement<{ kind: string; definition: ResourceDefinition }>
      expect(screen.props.kind).toBe(kind)
      expect(screen.props.definition).toBe(fixture)
    }
    expect(mine.props.recordRepresentation({ id: "ptag_1", value: "verano" })).toBe("verano")
  })

  it("gets no screen for an operation it does not declare", () => {
    const readOnly = resourceElements([{ ...fixture, operations: ["list"] }])[0] as ReactElement<ResourceProps>
    expect(readOnly.props.list).toBeTruthy()
    expect(readOnly.props.show).toBeUndefined()
    expect(readOnly.props.create).toBeUndefined()
  })

  it("brings its words in Spanish and English", () => {
    // The parts of the messages this test reads (definitionMessages answers them as Record<string, unknown>).
    type Words = {
      resources: Record<string, { name: string; fields: Record<string, string> }>
      v: Record<string, Record<string, string>>
    }
    const es = definitionMessages([fixture], 0) as Words
    const en = definitionMessages([fixture], 1) as Words
    expect(es.resources["etiquetas-de-prueba"].name).toBe("Etiqueta de prueba |||| Etiquetas de prueba")
    expect(en.resources["etiquetas-de-prueba"].fields.value).toBe("Tag")
    expect(es.v["etiquetas-de-prueba"]["choice:color/verde"]).toBe("Verde")
    expect(en.v["etiquetas-de-prueba"]["action:archive"]).toBe("Archive")
  })

  it("every shop definition has a resource", () => {
    expect(resourceElements(resources).map((e) => (e as ReactElement<ResourceProps>).props.name)).toEqual(
      resources.map((r) => r.name)
    )
  })
})

describe("what forms send", () => {
  it("an update sends only what changed of what it may change (and what the engine always wants)", () => {
    const previous = { id: "ptag_1", value: "verano", color: "verde", created_at: "2026-01-01" }
    expect(bodyOf(fixture.fields, "update", { ...previous, value: "otoño" }, previous)).toEqual({ value: "otoño" })
    const always = { ...fixture.fields, value: { ...fixture.fields.value, update: "always" as const } }
    expect(bodyOf(always, "update", { ...previous, color: null }, previous)).toEqual({ value: "verano" })
  })

  it("a create leaves out empty values and read-only fields", () => {
    expect(bodyOf(fixture.fields, "create", { value: "nueva", color: "", created_at: "x", id: "y" })).toEqual({
      value: "nueva",
    })
  })
})
