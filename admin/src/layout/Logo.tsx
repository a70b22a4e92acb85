import { brand } from "./theme.js"

/**
 * The shop's mark, as the storefront draws it (web/src/components/Icon.tsx, Logo): a leaf in a
 * circle of the brand's green. Decorative: the shop's name is written next to it.
 */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill={brand.main} />
      <path
        d="M9 22c0-8 5-12.5 14-13-.6 8.6-5.2 13-14 13zm0 0l7-7"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
