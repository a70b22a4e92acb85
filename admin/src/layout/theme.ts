import { defaultTheme } from "react-admin"
import { BRAND_COLOURS } from "@vitalia/schema/brand"

/**
 * react-admin's default look, in blues dark enough for WCAG 2.1 AA (4.5:1): the default primary
 * (#1976d2) gives 3.9:1 as a link chip's text on its grey chip and 4.4:1 on a list's background,
 * the app bar's default blue (#2196f3) 3.1:1 under its white title, language switch and user menu
 * (tests/e2e/backoffice-crawl.spec.ts checks every screen with axe).
 */
export const theme = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: "#1565c0" }, secondary: { main: "#0d47a1" } },
}

/**
 * The shop's own colours, as the storefront names them (web/src/styles/base.css: --brand,
 * --brand-strong, --brand-ink, --brand-soft): the sign-in page wears them (auth/LoginPage.tsx).
 * White on `main` is 6.3:1, `ink` on `soft` 10:1.
 */
export const brand = BRAND_COLOURS

/** The back-office's theme in the shop's green: the sign-in page's buttons, fields and links. */
export const brandTheme = {
  ...theme,
  palette: {
    ...theme.palette,
    primary: { main: brand.main, dark: brand.strong },
    background: { default: brand.soft },
  },
}
