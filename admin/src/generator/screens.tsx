import { Box, Card, CardContent, Typography } from "@mui/material"
import { useEffect, type ReactElement, type ReactNode } from "react"
import { useFormContext } from "react-hook-form"
import {
  BooleanInput,
  Create,
  CreateButton,
  DataTable,
  DateInput,
  DeleteButton,
  Edit,
  EditButton,
  FilterButton,
  Labeled,
  List,
  ReferenceInput,
  AutocompleteInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  Show,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  ToolbarClasses,
  TopToolbar,
  useRecordContext,
  useGetList,
  useTranslate,
} from "react-admin"
import { resourceNamed } from "@vitalia/schema/admin/index"
import { nameOf, read } from "@vitalia/schema/admin/paths"
import type { Field, Operation, ResourceDefinition } from "@vitalia/schema/admin/types"
import { ActionsMenu, CollectionActions } from "./actions.js"
import { fieldView } from "./fields.js"
import { inputsFor } from "./inputs.js"
import { keys } from "./keys.js"

type Rec = Record<string, unknown>

const has = (definition: ResourceDefinition, operation: Operation) => definition.operations.includes(operation)
const isBlock = (field: Field) =>
  field.type === "list" || field.type === "object" || field.type === "json" || field.type === "longtext"

/** The filter inputs of a list, from the definition's filters. */
function filterInputs(definition: ResourceDefinition): ReactElement[] {
  return Object.entries(definition.filters ?? {}).map(([name, filter]) => {
    const label = keys.filter(definition.name, name)
    const common = { key: name, source: name, label, alwaysOn: filter.alwaysOn }
    switch (filter.type) {
      case "search":
        return <SearchInput key={name} source={name} alwaysOn={filter.alwaysOn} />
      case "enum": {
        const choices = Object.keys(filter.choices ?? {}).map((value) => ({
          id: value,
          name: keys.choice(definition.name, `filter:${name}`, value),
        }))
        return filter.multiple ? (
          <SelectArrayInput {...common} choices={choices} />
        ) : (
          <SelectInput {...common} choices={choices} />
        )
      }
      case "boolean":
        return <BooleanInput {...common} />
      case "date":
        return <DateInput {...common} />
      case "reference": {
        const target = resourceNamed(filter.reference ?? "")
        if (!target) return <TextInput {...common} />
        return (
          <ReferenceInput {...common} reference={target.name}>
            <AutocompleteInput
              label={label}
              optionText={(record: Rec) => nameOf(target, record)}
              filterToQuery={(text: string) => (target.filters?.q && text ? { q: text } : {})}
            />
          </ReferenceInput>
        )
      }
      default:
        return <TextInput {...common} />
    }
  })
}

/** The list screen: the `list: true` fields as columns, the filters, create and the collection's actions. */
export function GeneratedList({
  definition,
  toolbar,
  rowClick,
}: {
  definition: ResourceDefinition
  toolbar?: ReactNode
  rowClick?: "show" | "edit"
}) {
  const columns = Object.entries(definition.fields).filter(([, field]) => field.list)
  const filters = filterInputs(definition)
  const sort = definition.sort
    ? { field: definition.sort[0], order: definition.sort[1] }
    : { field: "id", order: "ASC" as const }
  const click = rowClick ?? (has(definition, "show") ? "show" : has(definition, "update") ? "edit" : false)
  return (
    <List
      resource={definition.name}
      sort={sort}
      perPage={25}
      filters={filters.length ? filters : undefined}
      exporter={false}
      actions={
        <TopToolbar>
          {filters.some((f) => !(f.props as { alwaysOn?: boolean }).alwaysOn) ? <FilterButton /> : null}
          {has(definition, "create") ? <CreateButton /> : null}
          {toolbar ?? <CollectionActions definition={definition} />}
        </TopToolbar>
      }
    >
      <DataTable rowClick={click} bulkActionButtons={false}>
        {columns.map(([name, field]) => (
          <DataTable.Col
            key={name}
            source={field.sortable ? name : undefined}
            label={keys.field(definition.name, name)}
            disableSort={!field.sortable}
          >
            {fieldView({ resource: definition.name, name, field, compact: true })}
          </DataTable.Col>
        ))}
      </DataTable>
    </List>
  )
}

/** The fields of a record on the detail screen: simple ones in a grid, lists and objects below, each with its label. */
export function FieldGrid({ definition, names }: { definition: ResourceDefinition; names?: readonly string[] }) {
  const entries = Object.entries(definition.fields).filter(
    ([name, field]) => field.show !== false && (!names || names.includes(name))
  )
  const simple = entries.filter(([, field]) => !isBlock(field))
  const blocks = entries.filter(([, field]) => isBlock(field))
  return (
    <Box>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", gap: 2, mb: 2 }}>
        {simple.map(([name, field]) => (
          <Labeled key={name} label={keys.field(definition.name, name)}>
            {fieldView({ resource: definition.name, name, field })}
          </Labeled>
        ))}
      </Box>
      {blocks.map(([name, field]) => (
        <FieldBlock key={name} definition={definition} name={name} field={field} />
      ))}
    </Box>
  )
}

/** A list or object field as its own section of the detail screen. */
export function FieldBlock({
  definition,
  name,
  field,
}: {
  definition: ResourceDefinition
  name: string
  field?: Field
}) {
  const translate = useTranslate()
  const spec = field ?? definition.fields[name]
  if (!spec) return null
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(keys.field(definition.name, name))}
      </Typography>
      {fieldView({ resource: definition.name, name, field: spec })}
    </Box>
  )
}

/** Edit, delete and the record's flows. */
export function ShowToolbar({ definition, children }: { definition: ResourceDefinition; children?: ReactNode }) {
  return (
    <TopToolbar>
      {children}
      <ActionsMenu definition={definition} />
      {has(definition, "update") ? <EditButton /> : null}
      {/* DeleteButton asks canAccess (the staff role, auth/permissions.ts); pessimistic: it confirms first. */}
      {has(definition, "delete") ? <DeleteButton mutationMode="pessimistic" /> : null}
    </TopToolbar>
  )
}

export function RecordHeading({ definition }: { definition: ResourceDefinition }) {
  const record = useRecordContext<Rec>()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
      {translate(`resources.${definition.name}.name`, { smart_count: 1 })} {nameOf(definition, record)}
    </Typography>
  )
}

/**
 * Detail and edit screens read the whole record under a cache entry of their own. A list puts
 * each of its rows into react-admin's cache of single records, and a list row is partial (the
 * list reads fewer fields: a product's row has no options and only its variants' ids); a screen
 * opened after the list would otherwise first draw, and an editor start its form, from that row.
 * With this `meta` the screen waits for its own read (docs/admin.md, "The back-office app").
 */
export const WHOLE_RECORD = { meta: { record: "whole" } } as const

/** The detail screen. */
export function GeneratedShow({ definition }: { definition: ResourceDefinition }) {
  return (
    <Show resource={definition.name} queryOptions={WHOLE_RECORD} actions={<ShowToolbar definition={definition} />}>
      <Card variant="outlined" sx={{ border: 0 }}>
        <CardContent>
          <RecordHeading definition={definition} />
          <FieldGrid definition={definition} />
        </CardContent>
      </Card>
    </Show>
  )
}

function formInputs(definition: ResourceDefinition, kind: "create" | "update", omit: readonly string[] = []) {
  const fields = Object.fromEntries(Object.entries(definition.fields).filter(([name]) => !omit.includes(name)))
  return inputsFor(fields, {
    resource: definition.name,
    kind,
    labelOf: (path) => keys.field(definition.name, path),
    choiceOf: (path, value) => keys.choice(definition.name, path, value),
  })
}

/** The edit screen: the fields an update may change (but those a hand-written screen `omit`s and draws in its own panels, `children`). */
export function GeneratedEdit({
  definition,
  children,
  omit,
}: {
  definition: ResourceDefinition
  children?: ReactNode
  omit?: readonly string[]
}) {
  return (
    <Edit
      resource={definition.name}
      queryOptions={WHOLE_RECORD}
      mutationOptions={WHOLE_RECORD}
      mutationMode="pessimistic"
      redirect={has(definition, "show") ? "show" : "list"}
    >
      <SimpleForm toolbar={<EditToolbar />}>{formInputs(definition, "update", omit)}</SimpleForm>
      {children}
    </Edit>
  )
}

/**
 * react-admin's form toolbar (Save, and Delete where the role may delete), with Save enabled on a
 * form as it was read: saving without changes is a harmless success (the data provider sends only
 * what changed, and /admin-api answers an update that changes nothing with the record as it is),
 * rather than a button that does nothing.
 */
function EditToolbar() {
  return (
    <Toolbar>
      <div className={ToolbarClasses.defaultToolbar}>
        <SaveButton alwaysEnable />
        <DeleteButton />
      </div>
    </Toolbar>
  )
}

/** Preselects a field's `preset` (the shop's default shipping profile) while the form leaves it empty. */
function Preset({ name, field }: { name: string; field: Field }) {
  const preset = field.preset!
  const { data } = useGetList(preset.resource, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: "created_at", order: "ASC" },
    filter: preset.filter,
  })
  const { getValues, setValue } = useFormContext()
  const first = data?.[0] ? read(data[0], preset.value ?? "id") : undefined
  useEffect(() => {
    if (first && !getValues(name)) setValue(name, first, { shouldDirty: true })
  }, [first, name, getValues, setValue])
  return null
}

/**
 * The create screen: the fields a create accepts, with their defaults. A hand-written screen
 * may `omit` fields and draw them itself as `children` (inputs of the same form, after the generated ones),
 * and open the new record's editor (`redirect`) where more is done after creation.
 */
export function GeneratedCreate({
  definition,
  omit,
  children,
  redirect,
}: {
  definition: ResourceDefinition
  omit?: readonly string[]
  children?: ReactNode
  redirect?: "edit" | "show"
}) {
  const defaults = Object.fromEntries(
    Object.entries(definition.fields)
      .filter(([, f]) => f.default !== undefined)
      .map(([name, f]) => [name, f.default])
  )
  return (
    <Create resource={definition.name} redirect={redirect ?? (has(definition, "show") ? "show" : "list")}>
      <SimpleForm defaultValues={defaults}>
        {Object.entries(definition.fields)
          .filter(([, field]) => field.preset && field.create)
          .map(([name, field]) => (
            <Preset key={`preset-${name}`} name={name} field={field} />
          ))}
        {formInputs(definition, "create", omit)}
        {children}
      </SimpleForm>
    </Create>
  )
}

export type ScreenKind = "list" | "show" | "edit" | "create"

/** One generated screen of a definition (what the lazy chunk exports). */
export default function Screen({ kind, definition }: { kind: ScreenKind; definition: ResourceDefinition }) {
  if (kind === "list") return <GeneratedList definition={definition} />
  if (kind === "show") return <GeneratedShow definition={definition} />
  if (kind === "edit") return <GeneratedEdit definition={definition} />
  return <GeneratedCreate definition={definition} />
}
