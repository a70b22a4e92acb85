import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material"
import Add from "@mui/icons-material/Add"
import Delete from "@mui/icons-material/Delete"
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react"
import {
  useDataProvider,
  useGetList,
  useInput,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin"
import type { VitaliaDataProvider } from "../dataProvider.js"
import { formatMoney } from "../generator/money.js"
import {
  amountOf,
  comboKey,
  generateVariants,
  shopCurrencies,
  usableOptions,
  variantBody,
  withValue,
  type OptionDraft,
  type VariantDraft,
} from "./variants.js"

/**
 * The options-and-variants editor of a product (a definition cannot draw it): options as
 * rows of value chips, and a variants table — one row per combination of values, with its
 * name, SKU and a price per currency of the shop's regions. On the create form it fills
 * the create's `options` and `variants`; on the editor it works on the saved product through
 * the engine's routes (options batch and rename, variants batch, a new variant).
 */

type OptionValue = { id: string; value: string }
// Saved records are read as they come: a list's partial record lacks most of this, so every field may be absent.
type SavedOption = { id: string; title?: string | null; values?: OptionValue[] }
type Price = { id?: string; currency_code: string; amount: number }
type SavedVariant = {
  id: string
  title?: string | null
  sku?: string | null
  options?: { value: string; option_id?: string | null }[]
  prices?: Price[]
}
type Product = { id: string; options?: SavedOption[]; variants?: SavedVariant[] }

/** The shop's currencies: dollars, pesos and those of its regions. */
export function useShopCurrencies(): string[] {
  const { data } = useGetList<{ id: string; currency_code: string }>("regions", {
    pagination: { page: 1, perPage: 100 },
    sort: { field: "name", order: "ASC" },
  })
  const codes = (data ?? []).map((region) => region.currency_code).join(",")
  return useMemo(() => shopCurrencies(codes ? codes.split(",") : []), [codes])
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Enter adds (and never submits the form around it). */
const onEnter = (run: () => void) => (event: KeyboardEvent) => {
  if (event.key !== "Enter") return
  event.preventDefault()
  run()
}

interface OptionRowsProps {
  options: readonly (OptionDraft & { key: string })[]
  onTitle: (index: number, title: string) => void
  /** The name field lost focus (the editor renames then). */
  onTitleDone?: (index: number) => void
  onAddValue: (index: number, value: string) => void
  onRemoveValue: (index: number, value: string) => void
  onRemove: (index: number) => void
  onAdd: () => void
  disabled?: boolean
}

/** Options as rows: the name, the values as chips (× removes), a field to add a value (Enter or +), remove the option. */
function OptionRows({
  options,
  onTitle,
  onTitleDone,
  onAddValue,
  onRemoveValue,
  onRemove,
  onAdd,
  disabled,
}: OptionRowsProps) {
  const translate = useTranslate()
  const [typing, setTyping] = useState<Record<string, string>>({})
  const add = (index: number, key: string) => {
    const value = typing[key] ?? ""
    if (!value.trim()) return
    onAddValue(index, value)
    setTyping((now) => ({ ...now, [key]: "" }))
  }
  return (
    <Box>
      {!options.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate("admin.options.none")}
        </Typography>
      ) : null}
      {options.map((option, index) => {
        const label = option.title.trim() || `${index + 1}`
        return (
          <Box
            key={option.key}
            role="group"
            aria-label={`${translate("admin.options.title")} ${label}`}
            sx={{
              display: "flex",
              alignItems: "flex-start",
              gap: 1.5,
              flexWrap: "wrap",
              py: 1,
              borderBottom: 1,
              borderColor: "divider",
            }}
          >
            <TextField
              size="small"
              label={translate("admin.options.name")}
              value={option.title}
              disabled={disabled}
              sx={{ width: 200 }}
              slotProps={{ htmlInput: { "aria-label": `${translate("admin.options.name")} ${index + 1}` } }}
              onChange={(e) => onTitle(index, e.target.value)}
              onBlur={() => onTitleDone?.(index)}
              onKeyDown={onEnter(() => onTitleDone?.(index))}
            />
            <Box
              sx={{
                display: "flex",
                gap: 0.75,
                flexWrap: "wrap",
                alignItems: "center",
                flex: 1,
                minWidth: 220,
                minHeight: 40,
              }}
            >
              {option.values.map((value) => (
                <Chip
                  key={value}
                  label={value}
                  disabled={disabled}
                  onDelete={() => onRemoveValue(index, value)}
                  deleteIcon={<Delete titleAccess={translate("admin.options.remove_value", { value })} />}
                />
              ))}
              <TextField
                size="small"
                label={translate("admin.options.value", { option: label })}
                value={typing[option.key] ?? ""}
                disabled={disabled}
                sx={{ width: 200 }}
                onChange={(e) => setTyping((now) => ({ ...now, [option.key]: e.target.value }))}
                onKeyDown={onEnter(() => add(index, option.key))}
              />
              <IconButton
                size="small"
                aria-label={`${translate("admin.options.add_value")} · ${label}`}
                disabled={disabled}
                onClick={() => add(index, option.key)}
              >
                <Add fontSize="inherit" />
              </IconButton>
            </Box>
            <IconButton
              aria-label={translate("admin.options.remove", { option: label })}
              disabled={disabled}
              onClick={() => onRemove(index)}
            >
              <Delete />
            </IconButton>
          </Box>
        )
      })}
      <Button startIcon={<Add />} sx={{ mt: 1 }} disabled={disabled} onClick={onAdd}>
        {translate("admin.options.add")}
      </Button>
    </Box>
  )
}

interface VariantTableProps {
  rows: readonly (VariantDraft & { key: string; saved?: Price[] })[]
  currencies: readonly string[]
  onChange: (index: number, change: Partial<Pick<VariantDraft, "title" | "sku">> & { price?: [string, string] }) => void
  onRemove?: (index: number) => void
  disabled?: boolean
}

/** The variants: their option values, name, SKU and a price per currency (the saved price under it, in the UI's format). */
function VariantTable({ rows, currencies, onChange, onRemove, disabled }: VariantTableProps) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!rows.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate("admin.variants.none")}
      </Typography>
    )
  return (
    <Box sx={{ overflowX: "auto" }}>
      {/* Narrow cells: name, SKU and five currencies fit beside the menu at 1280 px. */}
      <Table size="small" aria-label={translate("admin.variants.title")} sx={{ "& .MuiTableCell-root": { px: 0.75 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate("admin.variants.name")}</TableCell>
            <TableCell>{translate("admin.variants.sku")}</TableCell>
            {currencies.map((currency) => (
              <TableCell key={currency} align="right">
                {currency.toUpperCase()}
              </TableCell>
            ))}
            {onRemove ? <TableCell /> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => {
            const name = row.title.trim() || Object.values(row.options).join(" / ")
            return (
              <TableRow key={row.key}>
                <TableCell>
                  <TextField
                    size="small"
                    value={row.title}
                    disabled={disabled}
                    sx={{ width: 128 }}
                    helperText={`${translate("admin.variants.option_values")}: ${Object.values(row.options).join(" / ") || translate("admin.empty")}`}
                    slotProps={{ htmlInput: { "aria-label": `${translate("admin.variants.name")} · ${name}` } }}
                    onChange={(e) => onChange(index, { title: e.target.value })}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    value={row.sku}
                    disabled={disabled}
                    sx={{ width: 200 }}
                    helperText=" "
                    slotProps={{ htmlInput: { "aria-label": `${translate("admin.variants.sku")} · ${name}` } }}
                    onChange={(e) => onChange(index, { sku: e.target.value })}
                  />
                </TableCell>
                {currencies.map((currency) => {
                  const saved = row.saved?.find((price) => price.currency_code === currency)
                  return (
                    <TableCell key={currency} align="right">
                      <TextField
                        size="small"
                        type="number"
                        value={row.prices[currency] ?? ""}
                        placeholder="—"
                        disabled={disabled}
                        sx={{ width: 90 }}
                        helperText={saved ? formatMoney(saved.amount, currency, locale) : " "}
                        slotProps={{
                          htmlInput: {
                            min: 0,
                            step: "any",
                            "aria-label": translate("admin.variants.price", {
                              variant: name,
                              currency: currency.toUpperCase(),
                            }),
                            style: { textAlign: "right" },
                          },
                        }}
                        onChange={(e) => onChange(index, { price: [currency, e.target.value] })}
                      />
                    </TableCell>
                  )
                })}
                {onRemove ? (
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-label={translate("admin.variants.remove", { variant: name })}
                      disabled={disabled}
                      onClick={() => onRemove(index)}
                    >
                      <Delete fontSize="inherit" />
                    </IconButton>
                  </TableCell>
                ) : null}
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </Box>
  )
}

function Section({
  title,
  help,
  children,
  action,
}: {
  title: string
  help: string
  children: React.ReactNode
  action?: React.ReactNode
}) {
  const translate = useTranslate()
  return (
    <Card variant="outlined" sx={{ m: 2, width: "calc(100% - 32px)", boxSizing: "border-box" }}>
      <CardContent>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 0.5 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600 }}>
            {translate(title)}
          </Typography>
          {action}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(help)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

let drafts = 0
const nextKey = () => `draft-${++drafts}`

const optionsRequired = (value: unknown) => (Array.isArray(value) && value.length ? undefined : "admin.variants.none")
const pricesRequired = (value: unknown) =>
  Array.isArray(value) && value.every((variant: { prices?: unknown[] }) => (variant.prices ?? []).length > 0)
    ? undefined
    : "admin.variants.missing_price"

/**
 * The create form's options and variants: typed as chips and rows, written into the form's
 * `options` ([{ title, values }]) and `variants` ([{ title, sku, manage_inventory, options, prices }]).
 */
export function OptionsVariantsInput() {
  const translate = useTranslate()
  const currencies = useShopCurrencies()
  const optionsInput = useInput({ source: "options", validate: optionsRequired })
  const variantsInput = useInput({ source: "variants", validate: pricesRequired })
  const [options, setOptions] = useState<(OptionDraft & { key: string })[]>([])
  const [rows, setRows] = useState<(VariantDraft & { key: string })[]>([])
  const setOptionsField = optionsInput.field.onChange
  const setVariantsField = variantsInput.field.onChange
  useEffect(() => {
    setOptionsField(usableOptions(options))
  }, [options, setOptionsField])
  useEffect(() => {
    setVariantsField(rows.map((row) => variantBody(row, currencies)))
  }, [rows, currencies, setVariantsField])

  // Combinations the merchant does not sell (a row removed): not generated again when the options change.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set())
  const change = (next: (OptionDraft & { key: string })[], without: ReadonlySet<string> = left) => {
    setOptions(next)
    setRows((now) =>
      generateVariants(next, now)
        .map((row) => ({ ...row, key: comboKey(row.options) }))
        .filter((row) => !without.has(row.key))
    )
  }
  const error = (optionsInput.fieldState.error ?? variantsInput.fieldState.error)?.message
  const touched = optionsInput.formState.isSubmitted
  return (
    <Box sx={{ width: "100%" }}>
      <Section title="admin.options.title" help="admin.options.help">
        <OptionRows
          options={options}
          onTitle={(index, title) => change(options.map((o, i) => (i === index ? { ...o, title } : o)))}
          onAddValue={(index, value) =>
            change(options.map((o, i) => (i === index ? { ...o, values: withValue(o.values, value) } : o)))
          }
          onRemoveValue={(index, value) =>
            change(options.map((o, i) => (i === index ? { ...o, values: o.values.filter((v) => v !== value) } : o)))
          }
          onRemove={(index) => change(options.filter((_, i) => i !== index))}
          onAdd={() => change([...options, { key: nextKey(), title: "", values: [] }])}
        />
      </Section>
      <Section title="admin.variants.title" help="admin.variants.help">
        <VariantTable
          rows={rows}
          currencies={currencies}
          onChange={(index, { price, ...rest }) =>
            setRows((now) =>
              now.map((row, i) =>
                i === index
                  ? { ...row, ...rest, prices: price ? { ...row.prices, [price[0]]: price[1] } : row.prices }
                  : row
              )
            )
          }
          onRemove={(index) => {
            const without = new Set(left).add(rows[index].key)
            setLeft(without)
            change(options, without)
          }}
        />
        {touched && error ? (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {translate(error)}
          </Typography>
        ) : null}
      </Section>
    </Box>
  )
}

/** A saved variant's values by option name ({ Sabor: "Vainilla" }). */
function savedCombo(variant: SavedVariant, options: readonly SavedOption[]): Record<string, string> {
  const combo: Record<string, string> = {}
  for (const value of variant.options ?? []) {
    const option = options.find((o) => o.id === value.option_id)
    if (option?.title) combo[option.title] = value.value
  }
  return combo
}

/** The editor's options: a value added or removed, an option renamed, added or removed — each saved at once. */
export function ProductOptionsPanel() {
  const record = useRecordContext<Product>()
  const notify = useNotify()
  const refresh = useRefresh()
  const dataProvider = useDataProvider<VitaliaDataProvider>()
  const [busy, setBusy] = useState(false)
  const [titles, setTitles] = useState<Record<string, string>>({})
  const [added, setAdded] = useState<(OptionDraft & { key: string })[]>([])
  // What the merchant typed stays across other refetches of the product; it is dropped once its save is read back.
  const saving = useRef(false)
  useEffect(() => {
    if (!saving.current) return
    saving.current = false
    setTitles({})
    setAdded([])
  }, [record])
  if (!record) return null
  const saved = record.options ?? []
  const rows: (OptionDraft & { key: string })[] = [
    ...saved.map((option) => ({
      key: option.id,
      title: titles[option.id] ?? option.title ?? "",
      values: (option.values ?? []).map((v) => v.value),
    })),
    ...added,
  ]
  const run = async (name: string, body: Record<string, unknown>) => {
    setBusy(true)
    try {
      await dataProvider.action("products", record.id, name, body)
      notify("admin.options.saved", { type: "success" })
      saving.current = true
      refresh()
    } catch (error) {
      notify(errorText(error), { type: "error" })
    } finally {
      setBusy(false)
    }
  }
  const draftIndex = (index: number) => index - saved.length
  return (
    <Section title="admin.options.title" help="admin.options.help">
      <OptionRows
        options={rows}
        disabled={busy}
        onTitle={(index, title) => {
          if (index < saved.length) setTitles((now) => ({ ...now, [saved[index].id]: title }))
          else setAdded((now) => now.map((o, i) => (i === draftIndex(index) ? { ...o, title } : o)))
        }}
        onTitleDone={(index) => {
          if (busy) return
          const option = saved[index]
          const title = option ? titles[option.id]?.trim() : undefined
          if (option && title && title !== option.title) void run("renameOption", { option_id: option.id, title })
        }}
        onAddValue={(index, value) => {
          const option = saved[index]
          if (option) {
            if (withValue(rows[index].values, value).length > rows[index].values.length)
              void run("options", { update: [{ product_option_id: option.id, add: [{ value: value.trim() }] }] })
            return
          }
          // A new option is saved with its first value (the engine wants both).
          const draft = added[draftIndex(index)]
          if (draft.title.trim())
            void run("options", { add: [{ title: draft.title.trim(), values: withValue([], value) }] })
          else
            setAdded((now) =>
              now.map((o, i) => (i === draftIndex(index) ? { ...o, values: withValue(o.values, value) } : o))
            )
        }}
        onRemoveValue={(index, value) => {
          const option = saved[index]
          const id = option?.values?.find((v) => v.value === value)?.id
          if (option && id) void run("options", { update: [{ product_option_id: option.id, remove: [id] }] })
          else
            setAdded((now) =>
              now.map((o, i) => (i === draftIndex(index) ? { ...o, values: o.values.filter((v) => v !== value) } : o))
            )
        }}
        onRemove={(index) => {
          const option = saved[index]
          if (option) void run("options", { remove: [option.id] })
          else setAdded((now) => now.filter((_, i) => i !== draftIndex(index)))
        }}
        onAdd={() => setAdded((now) => [...now, { key: nextKey(), title: "", values: [] }])}
      />
    </Section>
  )
}

/**
 * The editor's variants and prices: name, SKU and prices of every variant saved in one call
 * of the variants batch; a variant deleted; the combinations without a variant created.
 */
export function ProductVariantsPanel() {
  const record = useRecordContext<Product>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const currencies = useShopCurrencies()
  const dataProvider = useDataProvider<VitaliaDataProvider>()
  const [busy, setBusy] = useState(false)
  const [edits, setEdits] = useState<Record<string, Partial<VariantDraft>>>({})
  // Typed names, SKUs and prices stay across other refetches of the product (an option renamed, the window
  // focused again); they are dropped once the grid's own save is read back.
  const saving = useRef(false)
  useEffect(() => {
    if (!saving.current) return
    saving.current = false
    setEdits({})
  }, [record])
  if (!record) return null
  const options = record.options ?? []
  const variants = record.variants ?? []
  const allCurrencies = [
    ...new Set([...currencies, ...variants.flatMap((v) => (v.prices ?? []).map((p) => p.currency_code))]),
  ]
  const rows = variants.map((variant) => {
    const edit = edits[variant.id] ?? {}
    const prices = Object.fromEntries((variant.prices ?? []).map((p) => [p.currency_code, String(p.amount)]))
    return {
      key: variant.id,
      options: savedCombo(variant, options),
      title: edit.title ?? variant.title ?? "",
      sku: edit.sku ?? variant.sku ?? "",
      prices: { ...prices, ...edit.prices },
      saved: variant.prices ?? [],
    }
  })
  const missing = generateVariants(
    options.map((o) => ({ title: o.title ?? "", values: (o.values ?? []).map((v) => v.value) })),
    []
  ).filter((draft) => !rows.some((row) => comboKey(row.options) === comboKey(draft.options)))
  const changed = variants.filter((variant) => edits[variant.id])

  const attempt = async (work: () => Promise<unknown>, done: string, count = 1) => {
    setBusy(true)
    try {
      await work()
      notify(done, { type: "success", messageArgs: { smart_count: count } })
      saving.current = true
      refresh()
    } catch (error) {
      notify(errorText(error), { type: "error" })
    } finally {
      setBusy(false)
    }
  }
  const save = () =>
    attempt(async () => {
      const update = changed.map((variant) => {
        const row = rows.find((r) => r.key === variant.id)!
        const prices = allCurrencies.flatMap((currency_code): Price[] => {
          const amount = amountOf(row.prices[currency_code])
          const current = variant.prices?.find((p) => p.currency_code === currency_code)
          if (amount === null) return []
          return [{ ...(current?.id ? { id: current.id } : {}), currency_code, amount }]
        })
        return { id: variant.id, title: row.title.trim() || variant.title || "", sku: row.sku.trim() || null, prices }
      })
      await dataProvider.action("products", record.id, "variantsBatch", { update })
    }, "admin.variants.saved")
  const createMissing = () =>
    attempt(
      async () => {
        for (const draft of missing)
          await dataProvider.create("product-variants", {
            data: { product_id: record.id, ...variantBody(draft, allCurrencies) },
          })
      },
      "admin.variants.created",
      missing.length
    )
  return (
    <Section
      title="admin.variants.title"
      help="admin.variants.help"
      action={
        <>
          {missing.length ? (
            <Button variant="outlined" startIcon={<Add />} disabled={busy} onClick={() => void createMissing()}>
              {translate("admin.variants.generate", { smart_count: missing.length })}
            </Button>
          ) : null}
          <Button variant="contained" disabled={busy || !changed.length} onClick={() => void save()}>
            {translate("admin.variants.save")}
          </Button>
        </>
      }
    >
      <VariantTable
        rows={rows}
        currencies={allCurrencies}
        disabled={busy}
        onChange={(index, { price, ...rest }) => {
          const id = rows[index].key
          setEdits((now) => {
            const edit = now[id] ?? {}
            return {
              ...now,
              [id]: { ...edit, ...rest, ...(price ? { prices: { ...edit.prices, [price[0]]: price[1] } } : {}) },
            }
          })
        }}
        onRemove={(index) =>
          void attempt(
            () => dataProvider.action("products", record.id, "variantsBatch", { delete: [rows[index].key] }),
            "admin.variants.removed"
          )
        }
      />
    </Section>
  )
}
