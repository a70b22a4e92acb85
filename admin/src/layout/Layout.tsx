import type { ReactNode } from "react"
import { Layout as RaLayout } from "react-admin"
import { GroupedMenu } from "./Menu.js"

/** react-admin's layout with the grouped menu (the app bar offers Español / English by itself). */
export function Layout({ children }: { children: ReactNode }) {
  return <RaLayout menu={GroupedMenu}>{children}</RaLayout>
}
