import { Box, Typography } from "@mui/material"
import type { ReactElement, ReactNode } from "react"
import {
  usePermissions,
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateTimeInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
  email,
  maxLength,
  maxValue,
  minValue,
  regex,
  required,
  useTranslate,
  type Validator,
} from "react-admin"
import { resourceNamed } from "@vitalia/schema/admin/index"
import { nameOf } from "@vitalia/schema/admin/paths"
import type { Field } from "@vitalia/schema/admin/types"
import { allows, type StaffPermissions } from "../auth/permissions.js"
import { keys } from "./keys.js"
import { writes, type WriteKind } from "./write.js"

type Rec = Record<string, unknown>

export interface InputContext {
  resource: string
  kind: WriteKind
  /** Label key of a field path (definition fields, or an action's inputs). */
  labelOf: (path: string) => string
  /** Label key of a choice. */
  choiceOf: (path: string, value: string) => string
  /** The record an action works on: source of `choicesFrom`. */
  record?: Rec
}

/** The inputs of a form: every field this kind of form writes. */
export function inputsFor(fields: Readonly<Record<string, Field>>, context: InputContext, prefix = ""): ReactElement[] {
  return Object.entries(fields)
    .filter(([, field]) => writes(field, context.kind))
    .map(([name, field]) => inputView(name, field, context, prefix))
}

function validators(field: Field, context: InputContext): Validator[] {
  const list: Validator[] = []
  if (field.create === "required" && context.kind !== "update") list.push(required())
  if (field.type === "email") list.push(email())
  if (field.maxLength) list.push(maxLength(field.maxLength))
  // eslint-disable-next-line @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call -- react-admin's regex() is typed; the lint's own type program does not resolve it (tsc -p admin does)
  if (field.pattern) list.push(regex(new RegExp(field.pattern), "ra.validation.regex"))
  if (field.min !== undefined) list.push(minValue(field.min))
  if (field.max !== undefined) list.push(maxValue(field.max))
  return list
}

/** One input, by the field's type; `prefix` is the path of the object or list row around it. */
export function inputView(
  name: string,
  field: Field,
  context: InputContext,
  prefix = "",
  sourceOverride?: string
): ReactElement {
  const path = prefix ? `${prefix}.${name}` : name
  const source = sourceOverride ?? name
  const label = context.labelOf(path)
  const helperText = field.help ? keys.help(context.resource, path) : false
  const common = { key: name, source, label, validate: validators(field, context), helperText }
  switch (field.type) {
    case "id":
    case "text":
    case "url":
    case "image":
      return <TextInput {...common} />
    case "email":
      return <TextInput {...common} type="email" />
    case "longtext":
      return <TextInput {...common} multiline minRows={3} fullWidth />
    case "number":
    case "money":
    case "percent":
      return <NumberInput {...common} />
    case "integer":
      return <NumberInput {...common} step={1} />
    case "boolean":
      return <BooleanInput {...common} validate={undefined} />
    case "date":
    case "datetime":
      return <DateTimeInput {...common} />
    case "enum": {
      if (field.choicesFrom && context.record) {
        const choices = [...field.choicesFrom(context.record)]
        return <SelectInput {...common} choices={choices} translateChoice={false} />
      }
      const choices = Object.keys(field.choices ?? {}).map((value) => ({
        id: value,
        name: context.choiceOf(path, value),
      }))
      // A nullable choice left empty is null. react-admin refuses an `emptyValue` of null (it throws,
      // and the form showed the error screen: the custom promotions' create form, found by the crawl
      // tests/e2e/backoffice-crawl.spec.ts), so the empty string is turned into null as it is read.
      return field.nullable ? (
        <SelectInput {...common} choices={choices} parse={(value: unknown) => (value === "" ? null : value)} />
      ) : (
        <SelectInput {...common} choices={choices} />
      )
    }
    case "reference": {
      const target = resourceNamed(field.reference ?? "")
      if (!target) return <TextInput {...common} />
      const searchable = Boolean(target.filters?.q)
      return (
        <IfListable key={name} resource={target.name} otherwise={<TextInput {...common} key={undefined} />}>
          <ReferenceInput source={source} reference={target.name} sort={sortOf(target)}>
            <AutocompleteInput
              label={label}
              validate={common.validate}
              helperText={helperText}
              optionText={(record: Rec) => nameOf(target, record)}
              filterToQuery={(text: string) => (searchable && text ? { q: text } : {})}
            />
          </ReferenceInput>
        </IfListable>
      )
    }
    case "references": {
      const target = resourceNamed(field.reference ?? "")
      if (!target) return <TextArrayInput {...common} />
      const searchable = Boolean(target.filters?.q)
      return (
        <IfListable key={name} resource={target.name} otherwise={<TextArrayInput {...common} key={undefined} />}>
          <ReferenceArrayInput source={source} reference={target.name} sort={sortOf(target)}>
            <AutocompleteArrayInput
              label={label}
              validate={common.validate}
              helperText={helperText}
              optionText={(record: Rec) => nameOf(target, record)}
              filterToQuery={(text: string) => (searchable && text ? { q: text } : {})}
            />
          </ReferenceArrayInput>
        </IfListable>
      )
    }
    case "strings":
      return <TextArrayInput {...common} />
    case "json":
      return (
        <TextInput
          {...common}
          multiline
          minRows={2}
          fullWidth
          format={(value: unknown) =>
            value === null || value === undefined
              ? ""
              : typeof value === "string"
                ? value
                : JSON.stringify(value, null, 2)
          }
          parse={(text: string) => {
            if (!text.trim()) return null
            try {
              return JSON.parse(text) as unknown
            } catch {
              return text
            }
          }}
          validate={[...common.validate, jsonObject]}
        />
      )
    case "list":
      return (
        <ArrayInput
          key={name}
          source={source}
          label={label}
          validate={field.create === "required" && context.kind !== "update" ? required() : undefined}
        >
          <SimpleFormIterator inline disableReordering>
            {inputsFor(field.of ?? {}, { ...context, kind: "input" }, path)}
          </SimpleFormIterator>
        </ArrayInput>
      )
    case "object":
      return (
        <Box key={name} sx={{ width: "100%" }}>
          <ObjectLegend label={label} />
          <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2 }}>
            {Object.entries(field.of ?? {})
              .filter(([, sub]) => writes(sub, "input"))
              .map(([sub, subField]) =>
                // Inside an optional object nothing is required; the object's own fields keep their labels.
                inputView(
                  sub,
                  {
                    ...subField,
                    create: subField.create === "required" && field.create !== "required" ? true : subField.create,
                  },
                  context,
                  path,
                  `${source}.${sub}`
                )
              )}
          </Box>
        </Box>
      )
  }
}

function ObjectLegend({ label }: { label: string }) {
  const translate = useTranslate()
  return (
    <Typography variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
      {translate(label)}
    </Typography>
  )
}

function jsonObject(value: unknown) {
  return typeof value === "string" && value.trim() ? "admin.invalid_json" : undefined
}

function sortOf(target: { sort?: readonly [string, "ASC" | "DESC"] }) {
  return target.sort ? { field: target.sort[0], order: target.sort[1] } : { field: "id", order: "ASC" as const }
}

/**
 * A reference's picker (or its shown title) only for a staff role that may list what it refers to;
 * otherwise `otherwise` (the id, typed or shown as it is). The picker would ask for a list the gateway refuses:
 * partner support's enrollment form asked for the orders eight times, each a 403 (the crawl,
 * tests/e2e/backoffice-crawl.spec.ts).
 */
export function IfListable({
  resource,
  otherwise,
  children,
}: {
  resource: string
  otherwise: ReactNode
  children: ReactNode
}) {
  const { permissions } = usePermissions<StaffPermissions | null>()
  return <>{allows(permissions, resource, "list") ? children : otherwise}</>
}
