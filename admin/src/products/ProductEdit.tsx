import { Box, Button, Card, CardContent, IconButton, Radio, Table, TableBody, TableCell, TableHead, TableRow, TextField as MuiTextField, Tooltip, Typography } from "@mui/material"
import ArrowDownward from "@mui/icons-material/ArrowDownward"
import ArrowUpward from "@mui/icons-material/ArrowUpward"
import Delete from "@mui/icons-material/Delete"
import { useEffect, useMemo, useState } from "react"
import { useDataProvider, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { products } from "../../../schema/admin/catalog.js"
import type { VitaliaDataProvider } from "../dataProvider.js"
import { formatMoney } from "../generator/money.js"
import { GeneratedEdit } from "../generator/screens.js"

type Price = { id?: string; currency_code: string; amount: number }
type Variant = { id: string; title: string; sku: string | null; prices?: Price[] }
type Image = { id?: string; url: string }
type Product = { id: string; variants?: Variant[]; images?: Image[]; thumbnail?: string | null }

/** The currencies the grid always offers (the shop's: dollars and Colombian pesos), and any a price already has. */
const SHOP_CURRENCIES = ["usd", "cop"]

/**
 * The product editor: the generated form, then two panels a definition cannot describe —
 * a price grid (variants × currencies, saved in one call of the engine's variants batch)
 * and the product's images (uploaded through the uploads route, several at once; the
 * thumbnail chosen and the order set here).
 */
export default function ProductEdit() {
  return (
    <GeneratedEdit definition={products}>
      <PriceGrid />
      <Media />
    </GeneratedEdit>
  )
}

function PriceGrid() {
  const record = useRecordContext<Product>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [locale] = useLocaleState()
  const dataProvider = useDataProvider<VitaliaDataProvider>()
  const variants = record?.variants ?? []
  const currencies = useMemo(() => [...new Set([...SHOP_CURRENCIES, ...variants.flatMap((v) => (v.prices ?? []).map((p) => p.currency_code))])], [variants])
  const [edits, setEdits] = useState<Map<string, string>>(new Map())
  useEffect(() => setEdits(new Map()), [record])
  if (!record) return null
  const priceOf = (variant: Variant, currency: string) => variant.prices?.find((p) => p.currency_code === currency)
  const changed = [...edits.entries()].filter(([cell, text]) => {
    const [variantId, currency] = cell.split("|")
    const current = priceOf(variants.find((v) => v.id === variantId)!, currency)
    return text !== "" && Number(text) !== current?.amount
  })
  const save = async () => {
    const update = variants
      .filter((variant) => changed.some(([cell]) => cell.startsWith(`${variant.id}|`)))
      .map((variant) => ({
        id: variant.id,
        prices: currencies
          .map((currency): Price | null => {
            const text = edits.get(`${variant.id}|${currency}`)
            const current = priceOf(variant, currency)
            if (text !== undefined && text !== "") return { ...(current?.id ? { id: current.id } : {}), currency_code: currency, amount: Number(text) }
            return current ? { id: current.id, currency_code: current.currency_code, amount: current.amount } : null
          })
          .filter((p): p is Price => p !== null),
      }))
    try {
      await dataProvider.action("products", record.id, "variantsBatch", { update })
      notify("admin.prices.saved", { type: "success" })
      refresh()
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: "error" })
    }
  }
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Box sx={{ display: "flex", alignItems: "center", mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600 }}>
            {translate("admin.prices.title")}
          </Typography>
          <Button variant="contained" disabled={!changed.length} onClick={save}>
            {translate("admin.prices.save")}
          </Button>
        </Box>
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={translate("admin.prices.title")}>
            <TableHead>
              <TableRow>
                <TableCell>{translate("admin.prices.variant")}</TableCell>
                {currencies.map((currency) => (
                  <TableCell key={currency} align="right">
                    {currency.toUpperCase()}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {variants.map((variant) => (
                <TableRow key={variant.id}>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    <strong>{variant.title}</strong> {variant.sku ? `· ${variant.sku}` : ""}
                  </TableCell>
                  {currencies.map((currency) => {
                    const cell = `${variant.id}|${currency}`
                    const current = priceOf(variant, currency)
                    return (
                      <TableCell key={currency} align="right">
                        <MuiTextField
                          size="small"
                          type="number"
                          sx={{ width: 132 }}
                          value={edits.get(cell) ?? (current ? String(current.amount) : "")}
                          placeholder="—"
                          helperText={current ? formatMoney(current.amount, currency, locale) : " "}
                          slotProps={{ htmlInput: { min: 0, step: "any", "aria-label": `${variant.title} · ${currency.toUpperCase()}`, style: { textAlign: "right", width: 96 } } }}
                          onChange={(e) => setEdits((now) => new Map(now).set(cell, e.target.value))}
                        />
                      </TableCell>
                    )
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  )
}

function Media() {
  const record = useRecordContext<Product>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const dataProvider = useDataProvider<VitaliaDataProvider>()
  const [images, setImages] = useState<Image[]>([])
  const [thumbnail, setThumbnail] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    setImages(record?.images ?? [])
    setThumbnail(record?.thumbnail ?? null)
  }, [record])
  if (!record) return null
  const move = (from: number, to: number) =>
    setImages((now) => {
      const next = [...now]
      const [image] = next.splice(from, 1)
      next.splice(to, 0, image)
      return next
    })
  const upload = async (files: FileList | null) => {
    if (!files?.length) return
    setBusy(true)
    try {
      const added: Image[] = []
      for (const file of Array.from(files)) {
        const { url } = await dataProvider.upload(file)
        if (url) added.push({ url })
      }
      setImages((now) => [...now, ...added])
      setThumbnail((now) => now ?? added[0]?.url ?? null)
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: "error" })
    } finally {
      setBusy(false)
    }
  }
  const save = async () => {
    setBusy(true)
    try {
      await dataProvider.update("products", { id: record.id, data: { images: images.map(({ url }) => ({ url })), thumbnail }, previousData: record })
      notify("admin.media.saved", { type: "success" })
      refresh()
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: "error" })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1, flexWrap: "wrap" }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600 }}>
            {translate("admin.media.title")}
          </Typography>
          <Button component="label" variant="outlined" disabled={busy}>
            {translate("admin.media.upload")}
            <input hidden type="file" accept="image/*" multiple aria-label={translate("admin.media.upload")} onChange={(e) => upload(e.target.files)} />
          </Button>
          <Button variant="contained" disabled={busy} onClick={save}>
            {translate("admin.media.save")}
          </Button>
        </Box>
        <Box component="ol" sx={{ display: "flex", gap: 2, flexWrap: "wrap", listStyle: "none", p: 0, m: 0 }}>
          {images.map((image, i) => (
            <Box component="li" key={`${image.url}-${i}`} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1, width: 148 }}>
              <Box component="img" src={image.url} alt={`${translate("admin.media.image")} ${i + 1}`} sx={{ width: 128, height: 96, objectFit: "contain", display: "block" }} />
              <Box sx={{ display: "flex", alignItems: "center" }}>
                <Tooltip title={translate("admin.media.thumbnail")}>
                  <Radio size="small" checked={thumbnail === image.url} onChange={() => setThumbnail(image.url)} slotProps={{ input: { "aria-label": `${translate("admin.media.thumbnail")} ${i + 1}` } }} />
                </Tooltip>
                <IconButton size="small" aria-label={`${translate("admin.media.earlier")} ${i + 1}`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                  <ArrowUpward fontSize="inherit" />
                </IconButton>
                <IconButton size="small" aria-label={`${translate("admin.media.later")} ${i + 1}`} disabled={i === images.length - 1} onClick={() => move(i, i + 1)}>
                  <ArrowDownward fontSize="inherit" />
                </IconButton>
                <IconButton size="small" aria-label={`${translate("admin.media.remove")} ${i + 1}`} onClick={() => setImages((now) => now.filter((_, j) => j !== i))}>
                  <Delete fontSize="inherit" />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  )
}
