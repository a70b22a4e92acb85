/**
 * The shop's mark and colours, drawn by the storefront (web/src/components/Icon.tsx, Logo; its CSS
 * variables in web/src/styles/base.css) and by the back-office's sign-in page
 * (admin/src/layout/Logo.tsx, theme.ts): one drawing, so the two never drift apart.
 */
export const MARK = {
  viewBox: "0 0 32 32",
  /** The leaf, stroked in white over a circle of the brand's green. */
  leaf: "M9 22c0-8 5-12.5 14-13-.6 8.6-5.2 13-14 13zm0 0l7-7",
} as const

/** The brand's greens (base.css --brand, --brand-strong, --brand-ink, --brand-soft). */
export const BRAND_COLOURS = { main: "#2f6f4f", strong: "#225a3e", ink: "#173d2b", soft: "#e5f1ea" } as const
