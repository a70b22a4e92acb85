import ExpandLess from "@mui/icons-material/ExpandLess"
import ExpandMore from "@mui/icons-material/ExpandMore"
import Inventory from "@mui/icons-material/Inventory"
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from "@mui/material"
import { Fragment, useState } from "react"
import { DashboardMenuItem, Menu, usePermissions, useSidebarState, useTranslate } from "react-admin"
import { groups, resources } from "@vitalia/schema/admin/index"
import { allows, type StaffPermissions } from "../auth/permissions.js"
import { iconFor } from "../generator/icons.js"
import { keys } from "../generator/keys.js"

/**
 * The menu in the shop's sections (Ventas, Catálogo, Clientes, Socios, Promociones, Ajustes), each
 * folding open. react-admin's menu is an ARIA menu (a list with role "menu" whose entries are
 * menuitems): a section's toggle is one of its menuitems and its entries are a "group" of it, so
 * screen readers announce the sections and axe finds no entry outside a menu (the crawl,
 * tests/e2e/backoffice-crawl.spec.ts). Only the entries the staff role may list are drawn, and a
 * section without any is left out (catalogue staff saw an empty "Socios", partner support a
 * "Catálogo" holding only the stock grid, which answered 403).
 */
export function GroupedMenu() {
  const translate = useTranslate()
  const [sidebarOpen] = useSidebarState()
  const [open, setOpen] = useState<Record<string, boolean>>({ ventas: true, catalogo: true })
  const { permissions } = usePermissions<StaffPermissions | null>()
  const stock = allows(permissions, "inventory-items", "list") && allows(permissions, "stock-locations", "list")
  return (
    <Menu>
      <DashboardMenuItem />
      {groups.map((group) => {
        const members = resources.filter(
          (r) => r.group === group.id && !r.hidden && allows(permissions, r.name, "list")
        )
        const withStock = group.id === "catalogo" && stock
        if (!members.length && !withStock) return null
        const Icon = iconFor(group.icon)
        const expanded = open[group.id] ?? false
        const label = translate(keys.group(group.id))
        return (
          <Fragment key={group.id}>
            <ListItemButton
              role="menuitem"
              aria-label={label}
              onClick={() => setOpen({ ...open, [group.id]: !expanded })}
              aria-expanded={expanded}
              aria-controls={`menu-group-${group.id}`}
              dense
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon />
              </ListItemIcon>
              {sidebarOpen ? (
                <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              ) : null}
              {sidebarOpen ? expanded ? <ExpandLess /> : <ExpandMore /> : null}
            </ListItemButton>
            <Collapse in={expanded} timeout="auto" unmountOnExit>
              <List
                disablePadding
                role="group"
                id={`menu-group-${group.id}`}
                aria-label={label}
                sx={{ pl: sidebarOpen ? 2 : 0 }}
              >
                {members.map((resource) => (
                  <Menu.ResourceItem key={resource.name} name={resource.name} />
                ))}
                {withStock ? (
                  <Menu.Item to="/stock" primaryText={translate("admin.stock.menu")} leftIcon={<Inventory />} />
                ) : null}
              </List>
            </Collapse>
          </Fragment>
        )
      })}
    </Menu>
  )
}
