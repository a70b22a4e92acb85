import { Box, Chip, Stack, Typography } from "@mui/material"
import type { ReactElement } from "react"
import {
  ArrayField,
  BooleanField,
  DataTable,
  EmailField,
  FunctionField,
  Labeled,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
  UrlField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from "react-admin"
import { nameOf, read } from "@vitalia/schema/admin/paths"
import type { Field, ResourceDefinition } from "@vitalia/schema/admin/types"
import { resourceNamed } from "@vitalia/schema/admin/index"
import { IfListable } from "./inputs.js"
import { keys } from "./keys.js"
import { formatDate, formatMoney, formatNumber } from "./money.js"
import { asText } from "./text.js"

type Rec = Record<string, unknown>

/**
 * A record's picture (a URL, or a list of URLs or of `{ url }`). It always sits beside the record's
 * name (a list row, the detail's heading), so it is decorative: an empty alt, which screen readers
 * skip, instead of none, which they read out as the file's address (axe's image-alt).
 */
function ImageValue({ source, size }: { source: string; size: number }) {
  const record = useRecordContext<Record<string, unknown>>()
  const value = record ? read(record, source) : undefined
  const urls = (Array.isArray(value) ? value : [value])
    .map((item) =>
      typeof item === "string" ? item : item && typeof item === "object" ? (item as { url?: unknown }).url : null
    )
    .filter((url): url is string => typeof url === "string" && url !== "")
  if (!urls.length) return null
  return (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
      {urls.map((url) => (
        <Box
          key={url}
          component="img"
          src={url}
          alt=""
          sx={{ maxWidth: size, maxHeight: size, objectFit: "contain", m: 0 }}
        />
      ))}
    </Box>
  )
}

/** An amount shown in the record's currency (the definition's `currency` path, else currency_code, else the parent's). */
export function MoneyValue({
  source,
  currency,
  fallbackCurrency,
}: {
  source: string
  currency?: string
  fallbackCurrency?: string | null
}) {
  const record = useRecordContext<Rec>()
  const [locale] = useLocaleState()
  if (!record) return null
  const code = currencyOf(record, currency) ?? fallbackCurrency ?? null
  return <span>{formatMoney(read(record, source), code, locale)}</span>
}

/** A date in the UI's language (Intl), not the browser's. */
export function DateValue({ source, withTime = true }: { source: string; withTime?: boolean }) {
  const record = useRecordContext<Rec>()
  const [locale] = useLocaleState()
  if (!record) return null
  const value = read(record, source)
  return <span>{value ? formatDate(value, locale, withTime) : "—"}</span>
}

/** A number in the UI's language (Intl). */
export function NumberValue({ source }: { source: string }) {
  const record = useRecordContext<Rec>()
  const [locale] = useLocaleState()
  if (!record) return null
  const value = read(record, source)
  return <span>{value === null || value === undefined ? "—" : formatNumber(value, locale)}</span>
}

function currencyOf(record: Rec, currency: string | undefined): string | null {
  if (currency && /^[a-z]{3}$/.test(currency) && !(currency in record)) return currency
  const value = read(record, currency ?? "currency_code")
  return typeof value === "string" ? value : null
}

/** A referenced record's name, from its definition's `title`. */
function RecordTitle({ definition }: { definition: ResourceDefinition | undefined }) {
  const record = useRecordContext<Rec>()
  if (!record) return null
  return (
    <Chip
      size="small"
      label={definition ? nameOf(definition, record) : String(record.id)}
      sx={{ cursor: "inherit", maxWidth: 260 }}
    />
  )
}

export interface FieldViewProps {
  resource: string
  name: string
  field: Field
  /** The dotted path of this field inside the record (nested fields of lists and objects). */
  path?: string
  /** In a list element: the currency of the record around it. */
  fallbackCurrency?: string | null
  /** A label key instead of the field's own. */
  label?: string
  compact?: boolean
}

/** The display of one field, by its type. */
export function fieldView({
  resource,
  name,
  field,
  path = name,
  fallbackCurrency,
  label,
  compact,
}: FieldViewProps): ReactElement {
  const labelKey = label ?? keys.field(resource, path)
  const common = { source: name, label: labelKey, key: name }
  switch (field.type) {
    case "id":
    case "text":
      return <TextField {...common} emptyText="—" />
    case "longtext":
      return <TextField {...common} emptyText="—" sx={{ whiteSpace: "pre-wrap" }} />
    case "email":
      return <EmailField {...common} emptyText="—" />
    case "url":
      return <UrlField {...common} emptyText="—" />
    case "number":
    case "integer":
      return <FunctionField {...common} render={() => <NumberValue source={name} />} />
    case "percent":
      return (
        <FunctionField
          {...common}
          render={(record: Rec) =>
            read(record, name) === null || read(record, name) === undefined ? "—" : `${asText(read(record, name))} %`
          }
        />
      )
    case "boolean":
      return <BooleanField {...common} />
    case "date":
    case "datetime":
      return (
        <FunctionField {...common} render={() => <DateValue source={name} withTime={field.type === "datetime"} />} />
      )
    case "money":
      return (
        <FunctionField
          {...common}
          render={() => <MoneyValue source={name} currency={field.currency} fallbackCurrency={fallbackCurrency} />}
        />
      )
    case "enum":
      return <ChoiceValue {...common} resource={resource} path={path} field={field} />
    case "image":
      return <FunctionField {...common} render={() => <ImageValue source={name} size={compact ? 48 : 160} />} />
    case "reference": {
      const target = resourceNamed(field.reference ?? "")
      if (!target) return <TextField {...common} emptyText="—" />
      return (
        <IfListable
          key={name}
          resource={target.name}
          otherwise={<TextField {...common} key={undefined} emptyText="—" />}
        >
          <ReferenceField
            {...common}
            key={undefined}
            reference={target.name}
            link={target.operations.includes("show") ? "show" : false}
            emptyText="—"
          >
            <RecordTitle definition={target} />
          </ReferenceField>
        </IfListable>
      )
    }
    case "references": {
      const target = resourceNamed(field.reference ?? "")
      if (!target)
        return (
          <FunctionField {...common} render={(record: Rec) => ((read(record, name) as unknown[]) ?? []).join(", ")} />
        )
      return (
        <IfListable
          key={name}
          resource={target.name}
          otherwise={
            <FunctionField
              {...common}
              key={undefined}
              render={(record: Rec) => ((read(record, name) as unknown[]) ?? []).join(", ")}
            />
          }
        >
          <ReferenceArrayField {...common} key={undefined} reference={target.name}>
            <SingleFieldList linkType={target.operations.includes("show") ? "show" : false}>
              <RecordTitle definition={target} />
            </SingleFieldList>
          </ReferenceArrayField>
        </IfListable>
      )
    }
    case "strings":
      return (
        <FunctionField
          {...common}
          render={(record: Rec) => {
            // Lists of objects (an option's values) show each object's `readKey`.
            const values = ((read(record, name) as unknown[] | undefined) ?? []).map((v) =>
              v && typeof v === "object" ? (v as Rec)[field.readKey ?? "value"] : v
            )
            if (!values.length) return "—"
            return (
              <Stack direction="row" sx={{ gap: 0.5, flexWrap: "wrap" }}>
                {values.map((value) => (
                  <Chip key={String(value)} size="small" label={String(value)} />
                ))}
              </Stack>
            )
          }}
        />
      )
    case "json":
      return (
        <FunctionField
          {...common}
          render={(record: Rec) => {
            const value = read(record, name)
            if (value === null || value === undefined || (typeof value === "object" && !Object.keys(value).length))
              return "—"
            return (
              <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: "pre-wrap", maxWidth: 480 }}>
                {JSON.stringify(value, null, 2)}
              </Box>
            )
          }}
        />
      )
    case "list":
      return <ListFieldView {...common} resource={resource} path={path} field={field} />
    case "object":
      return <ObjectFieldView {...common} resource={resource} path={path} field={field} />
  }
}

function ChoiceValue({
  source,
  resource,
  path,
  field,
}: {
  source: string
  label?: string
  resource: string
  path: string
  field: Field
}) {
  const record = useRecordContext<Rec>()
  const translate = useTranslate()
  const value = record ? read(record, source) : undefined
  if (value === null || value === undefined || value === "") return <span>—</span>
  const known = field.choices && asText(value) in field.choices
  return (
    <span>
      <Chip
        size="small"
        variant="outlined"
        label={known ? translate(keys.choice(resource, path, asText(value))) : asText(value)}
      />
    </span>
  )
}

/** A list of objects (an order's lines): a small table of its element fields. */
function ListFieldView({
  source,
  resource,
  path,
  field,
}: {
  source: string
  label?: string
  resource: string
  path: string
  field: Field
}) {
  const record = useRecordContext<Rec>()
  const parentCurrency = record ? currencyOf(record, undefined) : null
  const entries = Object.entries(field.of ?? {}).filter(([, sub]) => sub.show !== false)
  const values = record ? (read(record, source) as unknown[] | undefined) : undefined
  if (!values?.length) return <Typography variant="body2">—</Typography>
  return (
    <ArrayField source={source}>
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        storeKey={`${resource}.${path}.datatable`}
        sx={{ "& .RaDataTable-headerCell": { fontWeight: 600 } }}
      >
        {entries.map(([name, sub]) => (
          <DataTable.Col key={name} label={keys.field(resource, `${path}.${name}`)} disableSort>
            {fieldView({
              resource,
              name,
              field: sub,
              path: `${path}.${name}`,
              fallbackCurrency: parentCurrency,
              compact: true,
            })}
          </DataTable.Col>
        ))}
      </DataTable>
    </ArrayField>
  )
}

/** One object (an address): its fields side by side. */
function ObjectFieldView({
  source,
  resource,
  path,
  field,
}: {
  source: string
  label?: string
  resource: string
  path: string
  field: Field
}) {
  const record = useRecordContext<Rec>()
  const value = record ? (read(record, source) as Rec | null | undefined) : undefined
  if (!value || typeof value !== "object") return <Typography variant="body2">—</Typography>
  return (
    <Stack direction="row" sx={{ flexWrap: "wrap", columnGap: 3, rowGap: 1 }}>
      {Object.entries(field.of ?? {})
        .filter(
          ([name, sub]) => sub.show !== false && value[name] !== null && value[name] !== undefined && value[name] !== ""
        )
        .map(([name, sub]) => (
          <Labeled key={name} label={keys.field(resource, `${path}.${name}`)}>
            {fieldView({
              resource,
              name: `${source}.${name}`,
              field: sub,
              path: `${path}.${name}`,
              label: keys.field(resource, `${path}.${name}`),
            })}
          </Labeled>
        ))}
    </Stack>
  )
}
