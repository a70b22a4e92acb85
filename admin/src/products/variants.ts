/**
 * The options-and-variants editor's arithmetic, apart from its screens: the variants an
 * option set makes (one per combination of values), the rows kept while options change,
 * and the engine's bodies (`options` and `variants` of a product create, a new variant).
 */

/** An option as the merchant types it: its name and its values (chips). */
export interface OptionDraft {
  title: string
  values: string[]
}

/** A variant row: its option values, title, SKU and a price text per currency (empty: no price). */
export interface VariantDraft {
  options: Record<string, string>
  title: string
  sku: string
  prices: Record<string, string>
}

/** The shop's currencies: those of its regions, dollars and pesos always, each once, in that order. */
export function shopCurrencies(regionCurrencies: readonly string[]): string[] {
  return [...new Set(["usd", "cop", ...regionCurrencies.map((code) => code.toLowerCase())])]
}

/** Adds a value to a list of values unless it is blank or already there (any case). */
export function withValue(values: readonly string[], value: string): string[] {
  const text = value.trim()
  if (!text || values.some((v) => v.toLowerCase() === text.toLowerCase())) return [...values]
  return [...values, text]
}

/** The options that count: a name and at least one value, names trimmed, no name twice. */
export function usableOptions(options: readonly OptionDraft[]): OptionDraft[] {
  const seen = new Set<string>()
  const usable: OptionDraft[] = []
  for (const option of options) {
    const title = option.title.trim()
    if (!title || !option.values.length || seen.has(title.toLowerCase())) continue
    seen.add(title.toLowerCase())
    usable.push({ title, values: [...option.values] })
  }
  return usable
}

/** Every combination of one value per option, in the options' order ([{ Sabor: "Vainilla", Tamaño: "S" }, …]). */
export function combinations(options: readonly OptionDraft[]): Record<string, string>[] {
  return usableOptions(options)
    .reduce<Record<string, string>[]>(
      (rows, option) => rows.flatMap((row) => option.values.map((value) => ({ ...row, [option.title]: value }))),
      [{}]
    )
    .filter((row) => Object.keys(row).length > 0)
}

/** The key of a combination, to compare rows whatever the key order. */
export function comboKey(options: Readonly<Record<string, string>>): string {
  return Object.keys(options)
    .sort()
    .map((title) => `${title}=${options[title]}`)
    .join("|")
}

/** A new row's title: its values joined ("Vainilla / S"). */
export function titleOf(options: Readonly<Record<string, string>>): string {
  return Object.values(options).join(" / ")
}

/**
 * The variant rows after the options change: one per combination, in the options' order;
 * a row the merchant already edited (same combination) keeps its title, SKU and prices,
 * and a combination no longer possible drops its row.
 */
export function generateVariants(options: readonly OptionDraft[], rows: readonly VariantDraft[]): VariantDraft[] {
  const kept = new Map(rows.map((row) => [comboKey(row.options), row]))
  return combinations(options).map(
    (combo) => kept.get(comboKey(combo)) ?? { options: combo, title: titleOf(combo), sku: "", prices: {} }
  )
}

/** A price text as an amount in major units, or null when empty or not a number ≥ 0. */
export function amountOf(text: string | undefined): number | null {
  if (text === undefined || text.trim() === "") return null
  const amount = Number(text.replace(",", "."))
  return Number.isFinite(amount) && amount >= 0 ? amount : null
}

/** A row as the engine's new variant: stock managed, the SKU only when given, a price per filled currency. */
export function variantBody(row: VariantDraft, currencies: readonly string[]) {
  return {
    title: row.title.trim() || titleOf(row.options),
    ...(row.sku.trim() ? { sku: row.sku.trim() } : {}),
    manage_inventory: true,
    options: { ...row.options },
    prices: currencies.flatMap((currency_code) => {
      const amount = amountOf(row.prices[currency_code])
      return amount === null ? [] : [{ currency_code, amount }]
    }),
  }
}
