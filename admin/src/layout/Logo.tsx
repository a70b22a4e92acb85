import { MARK } from "@vitalia/schema/brand"
import { brand } from "./theme.js"

/**
 * The shop's mark, as the storefront draws it (web/src/components/Icon.tsx, Logo): a leaf in a
 * circle of the brand's green. Decorative: the shop's name is written next to it.
 */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox={MARK.viewBox} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill={brand.main} />
      <path d={MARK.leaf} fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
