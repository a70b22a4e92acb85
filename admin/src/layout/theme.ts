import { defaultTheme } from "react-admin"

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
