import type { ReactNode } from "react"
import { Layout as RaLayout } from "react-admin"
import { ReauthenticationDialog } from "../auth/Reauthentication.js"
import { StaffAppBar } from "../auth/TwoFactor.js"
import { GroupedMenu } from "./Menu.js"

/**
 * react-admin's layout with the grouped menu (the app bar offers Español / English by itself; its
 * user menu, two-step verification).
 * The content may shrink below its widest child (a flex item's default minimum is its content):
 * without this, a wide table widened the whole page past the window at 1280 px.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout
      menu={GroupedMenu}
      appBar={StaffAppBar}
      sx={{ minWidth: 0, "& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content": { minWidth: 0 } }}
    >
      {children}
      <ReauthenticationDialog />
    </RaLayout>
  )
}
