import type { Field, FieldType, Filter, Label, Operation, ResourceDefinition, ResourceName } from "./types.js"

/**
 * Short-hands for the fields most definitions share. Each returns plain data;
 * `...` options override anything.
 */
type Options = Omit<Partial<Field>, "type" | "label">

export const field = (type: FieldType, label: Label, options: Options = {}): Field => ({ type, label, ...options })

/** Read-only identity and dates every engine record has. */
export const id = (options: Options = {}): Field => field("id", ["ID", "ID"], options)
export const createdAt = (options: Options = {}): Field =>
  field("datetime", ["Creado", "Created"], { sortable: true, ...options })
export const updatedAt = (options: Options = {}): Field =>
  field("datetime", ["Actualizado", "Updated"], { sortable: true, show: true, ...options })
/** Free-form JSON; writable on create and update. */
export const metadata = (options: Options = {}): Field =>
  field("json", ["Metadatos", "Metadata"], { create: true, update: true, nullable: true, ...options })

/** Writable text (create + update). */
export const text = (label: Label, options: Options = {}): Field =>
  field("text", label, { create: true, update: true, ...options })
export const longtext = (label: Label, options: Options = {}): Field =>
  field("longtext", label, { create: true, update: true, nullable: true, ...options })
export const bool = (label: Label, options: Options = {}): Field =>
  field("boolean", label, { create: true, update: true, ...options })
export const num = (label: Label, options: Options = {}): Field =>
  field("number", label, { create: true, update: true, ...options })
export const int = (label: Label, options: Options = {}): Field =>
  field("integer", label, { create: true, update: true, ...options })
export const email = (label: Label = ["Correo electrónico", "E-mail"], options: Options = {}): Field =>
  field("email", label, { create: true, update: true, ...options })
export const choice = (label: Label, choices: Record<string, Label>, options: Options = {}): Field =>
  field("enum", label, { create: true, update: true, choices, ...options })
export const ref = (reference: ResourceName, label: Label, options: Options = {}): Field =>
  field("reference", label, { reference, create: true, update: true, ...options })
export const refs = (reference: ResourceName, label: Label, options: Options = {}): Field =>
  field("references", label, { reference, create: true, update: true, ...options })

/** The input of a flow that links and unlinks records of `reference` (a product's sales channels, a group's customers). */
export const link = (reference: ResourceName, add: Label, remove: Label): Record<string, Field> => ({
  add: refs(reference, add),
  remove: refs(reference, remove),
})
export const money = (label: Label, options: Options = {}): Field => field("money", label, options)
export const date = (label: Label, options: Options = {}): Field => field("datetime", label, options)
export const list = (label: Label, of: Record<string, Field>, options: Options = {}): Field =>
  field("list", label, { of, ...options })
export const object = (label: Label, of: Record<string, Field>, options: Options = {}): Field =>
  field("object", label, { of, ...options })

/** Read-only variants. */
export const shown = (type: FieldType, label: Label, options: Options = {}): Field => field(type, label, options)

/** A postal address as the engine writes it. */
export const addressFields = (): Record<string, Field> => ({
  first_name: text(["Nombre", "First name"], { nullable: true }),
  last_name: text(["Apellido", "Last name"], { nullable: true }),
  company: text(["Empresa", "Company"], { nullable: true }),
  address_1: text(["Dirección", "Address"], { nullable: true }),
  address_2: text(["Dirección (línea 2)", "Address line 2"], { nullable: true }),
  city: text(["Ciudad", "City"], { nullable: true }),
  province: text(["Provincia / estado", "Province / state"], { nullable: true }),
  postal_code: text(["Código postal", "Postal code"], { nullable: true }),
  country_code: text(["País (código)", "Country (code)"], { nullable: true, maxLength: 2 }),
  phone: text(["Teléfono", "Phone"], { nullable: true }),
})

/** The filters most lists share. */
export const search = (): Filter => ({ type: "search", label: ["Buscar", "Search"], alwaysOn: true })
export const createdAfter = (): Filter => ({
  type: "date",
  label: ["Creado desde", "Created from"],
  param: "created_at",
  op: "$gte",
})
export const createdBefore = (): Filter => ({
  type: "date",
  label: ["Creado hasta", "Created until"],
  param: "created_at",
  op: "$lte",
})
export const ids = (): Filter => ({ type: "id", label: ["ID", "ID"], param: "id", multiple: true })

/** Status words shared by several entities. */
export const yesNo: Record<string, Label> = { true: ["Sí", "Yes"], false: ["No", "No"] }

type Sort = NonNullable<ResourceDefinition["sort"]>

/**
 * The common shape of an entity: every operation, an `id` field first, newest first — each
 * overridable (`operations`, `sort`, an `id` field of its own). Entities of another shape
 * (no id, no list order) are written out in full.
 */
export function crud(
  definition: Omit<ResourceDefinition, "operations" | "sort"> & { operations?: readonly Operation[]; sort?: Sort }
): ResourceDefinition {
  const {
    fields,
    operations = ["list", "show", "create", "update", "delete"],
    sort = ["created_at", "DESC"],
    ...rest
  } = definition
  return { ...rest, operations, sort, fields: { id: id(), ...fields } }
}
