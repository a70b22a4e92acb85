import { createContext, useContext, type ReactNode } from "react"

/**
 * Whether a template is being drawn for the e-mail's plain-text part. The text part is what many
 * mail apps show in their previews and what screen readers and text-only clients read; a table or
 * a button turned into text runs together ("ProductoCant.PrecioTotal…"), so the pieces that are
 * laid out for the eye (the order's lines and totals, the buttons) draw a text-first version of
 * themselves here instead (docs/emails.md, "The plain-text part").
 */
const PlainTextContext = createContext(false)

export const usePlainText = () => useContext(PlainTextContext)

export function PlainText({ children }: { children: ReactNode }) {
  return <PlainTextContext.Provider value={true}>{children}</PlainTextContext.Provider>
}

/**
 * Lines of label and value with the values right-aligned in one column, for a monospaced reader
 * ("Subtotal        $155.00"), so "−$24.00" lines up under "$155.00".
 */
export function alignedRows(rows: [string, string][]): string {
  const labelWidth = Math.max(...rows.map(([label]) => label.length))
  const valueWidth = Math.max(...rows.map(([, value]) => value.length))
  return rows.map(([label, value]) => `${label.padEnd(labelWidth + 3)}${value.padStart(valueWidth)}`).join("\n")
}
