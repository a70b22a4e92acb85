import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from "@mui/material"
import { useEffect, useMemo, useState } from "react"
import { Title, useDataProvider, useGetList, useNotify, useTranslate } from "react-admin"
import type { VitaliaDataProvider } from "../dataProvider.js"

type Level = { location_id: string; stocked_quantity: number }
type Item = { id: string; sku: string | null; title: string | null; location_levels?: Level[] }
type Location = { id: string; name: string }

const key = (item: string, location: string) => `${item}|${location}`

/**
 * Stock in bulk: inventory items × stock locations, each cell the quantity in stock there.
 * Saving sends the changed cells in one call of the engine's location-levels batch
 * (existing levels updated, new ones created) — a grid a definition cannot describe.
 */
export default function StockGrid() {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<VitaliaDataProvider>()
  const [page, setPage] = useState(1)
  const [q, setQ] = useState("")
  const perPage = 20
  const { data: locations = [] } = useGetList<Location>("stock-locations", {
    pagination: { page: 1, perPage: 50 },
    sort: { field: "created_at", order: "ASC" },
  })
  const {
    data: items = [],
    total = 0,
    refetch,
  } = useGetList<Item>("inventory-items", {
    pagination: { page, perPage },
    sort: { field: "sku", order: "ASC" },
    filter: q ? { q } : {},
  })
  const original = useMemo(() => {
    const values = new Map<string, number>()
    for (const item of items)
      for (const level of item.location_levels ?? [])
        values.set(key(item.id, level.location_id), level.stocked_quantity)
    return values
  }, [items])
  const [edits, setEdits] = useState<Map<string, string>>(new Map())
  // eslint-disable-next-line react-hooks/set-state-in-effect -- edits are dropped when the engine's quantities arrive anew; while loading, items is a new [] on each render, so a reset during render would loop
  useEffect(() => setEdits(new Map()), [items])
  const [saving, setSaving] = useState(false)

  const changed = [...edits.entries()].filter(([cell, text]) => text !== "" && Number(text) !== original.get(cell))
  const save = async () => {
    const update: Record<string, unknown>[] = []
    const create: Record<string, unknown>[] = []
    for (const [cell, text] of changed) {
      const [inventory_item_id, location_id] = cell.split("|")
      const row = { inventory_item_id, location_id, stocked_quantity: Number(text) }
      if (original.has(cell)) update.push(row)
      else create.push(row)
    }
    setSaving(true)
    try {
      await dataProvider.action("inventory-items", null, "levelsBatch", {
        ...(update.length ? { update } : {}),
        ...(create.length ? { create } : {}),
      })
      notify("admin.stock.saved", { type: "success", messageArgs: { smart_count: changed.length } })
      await refetch()
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: "error" })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate("admin.stock.title")} />
      <CardContent>
        <Box sx={{ display: "flex", gap: 2, alignItems: "center", mb: 2, flexWrap: "wrap" }}>
          <Typography variant="h6" component="h2" sx={{ flex: "1 1 auto" }}>
            {translate("admin.stock.title")}
          </Typography>
          <MuiTextField
            size="small"
            label={translate("admin.stock.search")}
            value={q}
            onChange={(e) => (setQ(e.target.value), setPage(1))}
          />
          <Button variant="contained" disabled={!changed.length || saving} onClick={() => void save()}>
            {translate("admin.stock.save", { smart_count: changed.length })}
          </Button>
        </Box>
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={translate("admin.stock.title")}>
            <TableHead>
              <TableRow>
                <TableCell>{translate("admin.stock.item")}</TableCell>
                {locations.map((location) => (
                  <TableCell key={location.id} align="right">
                    {location.name}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    <strong>{item.sku ?? "—"}</strong> {item.title ? `· ${item.title}` : ""}
                  </TableCell>
                  {locations.map((location) => {
                    const cell = key(item.id, location.id)
                    const value = edits.get(cell) ?? (original.has(cell) ? String(original.get(cell)) : "")
                    return (
                      <TableCell key={location.id} align="right">
                        <MuiTextField
                          size="small"
                          type="number"
                          sx={{ width: 112 }}
                          value={value}
                          placeholder="—"
                          slotProps={{
                            htmlInput: {
                              min: 0,
                              "aria-label": `${item.sku ?? item.id} · ${location.name}`,
                              style: { textAlign: "right", width: 72 },
                            },
                          }}
                          onChange={(e) => setEdits((current) => new Map(current).set(cell, e.target.value))}
                        />
                      </TableCell>
                    )
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", mt: 2 }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {translate("ra.navigation.previous")}
          </Button>
          <Typography variant="body2" sx={{ alignSelf: "center" }}>
            {translate("admin.stock.page", { page, pages: Math.max(1, Math.ceil(total / perPage)) })}
          </Typography>
          <Button disabled={page * perPage >= total} onClick={() => setPage(page + 1)}>
            {translate("ra.navigation.next")}
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}
