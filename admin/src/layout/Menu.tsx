import ExpandLess from "@mui/icons-material/ExpandLess"
import ExpandMore from "@mui/icons-material/ExpandMore"
import Inventory from "@mui/icons-material/Inventory"
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from "@mui/material"
import { useState } from "react"
import { DashboardMenuItem, Menu, useSidebarState, useTranslate } from "react-admin"
import { groups, resources } from "../../../schema/admin/index.js"
import { iconFor } from "../generator/icons.js"
import { keys } from "../generator/keys.js"

/** The menu in the shop's sections (Ventas, Catálogo, Clientes, Socios, Promociones, Ajustes), each folding open. */
export function GroupedMenu() {
  const translate = useTranslate()
  const [sidebarOpen] = useSidebarState()
  const [open, setOpen] = useState<Record<string, boolean>>({ ventas: true, catalogo: true })
  return (
    <Menu>
      <DashboardMenuItem />
      {groups.map((group) => {
        const members = resources.filter((r) => r.group === group.id && !r.hidden)
        if (!members.length) return null
        const Icon = iconFor(group.icon)
        const expanded = open[group.id] ?? false
        return (
          <List key={group.id} disablePadding component="nav" aria-label={translate(keys.group(group.id))}>
            <ListItemButton onClick={() => setOpen({ ...open, [group.id]: !expanded })} aria-expanded={expanded} dense>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon />
              </ListItemIcon>
              {sidebarOpen ? (
                <ListItemText
                  primary={translate(keys.group(group.id))}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
              ) : null}
              {sidebarOpen ? expanded ? <ExpandLess /> : <ExpandMore /> : null}
            </ListItemButton>
            <Collapse in={expanded} timeout="auto" unmountOnExit>
              <List disablePadding sx={{ pl: sidebarOpen ? 2 : 0 }}>
                {members.map((resource) => (
                  <Menu.ResourceItem key={resource.name} name={resource.name} />
                ))}
                {group.id === "catalogo" ? (
                  <Menu.Item to="/stock" primaryText={translate("admin.stock.menu")} leftIcon={<Inventory />} />
                ) : null}
              </List>
            </Collapse>
          </List>
        )
      })}
    </Menu>
  )
}
