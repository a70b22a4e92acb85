import { Alert, Box, Button, Card, CardContent, IconButton, Radio, Tooltip, Typography } from "@mui/material"
import ArrowDownward from "@mui/icons-material/ArrowDownward"
import ArrowUpward from "@mui/icons-material/ArrowUpward"
import Delete from "@mui/icons-material/Delete"
import { useEffect, useState } from "react"
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { products } from "@vitalia/schema/admin/catalog"
import type { VitaliaDataProvider } from "../dataProvider.js"
import { GeneratedEdit } from "../generator/screens.js"
import { ProductOptionsPanel, ProductVariantsPanel } from "./OptionsVariants.js"
import { shippingGaps, type GapProduct, type GapRegion } from "./shipping.js"

type Image = { id?: string; url: string }
type Product = { id: string; images?: Image[]; thumbnail?: string | null }

/**
 * The product editor: the generated form, then panels a definition cannot describe — the
 * options (value chips, each change saved through the engine's options routes), the variants
 * with a price grid per currency (saved in one call of the variants batch; missing
 * combinations created) and the product's images (uploaded through the uploads route,
 * several at once; the thumbnail chosen and the order set here).
 */
export default function ProductEdit() {
  return (
    // The images and thumbnail are the images panel's (uploads, not typed URLs).
    <GeneratedEdit definition={products} omit={["images", "thumbnail"]}>
      <ShippingWarning />
      <ProductOptionsPanel />
      <ProductVariantsPanel />
      <Media />
    </GeneratedEdit>
  )
}

/** A warning when the product is sold in a region its shipping profile cannot ship to (shipping.ts). */
function ShippingWarning() {
  const record = useRecordContext<GapProduct & { id: string }>()
  const translate = useTranslate()
  const dataProvider = useDataProvider()
  const [gaps, setGaps] = useState<GapRegion[]>([])
  useEffect(() => {
    if (!record) return
    let live = true
    const all = { pagination: { page: 1, perPage: 500 }, filter: {} }
    Promise.all([
      dataProvider.getList("regions", { ...all, sort: { field: "name", order: "ASC" } }),
      dataProvider.getList("shipping-options", { ...all, sort: { field: "name", order: "ASC" } }),
    ])
      .then(([regions, options]) => live && setGaps(shippingGaps(record, regions.data, options.data)))
      // A role that cannot read them gets no warning rather than an error: the product is still editable.
      .catch(() => live && setGaps([]))
    return () => {
      live = false
    }
  }, [record, dataProvider])
  if (!gaps.length) return null
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="shipping-gap">
      {translate("admin.shipping_gap", { regions: gaps.map((region) => region.name ?? region.id).join(", ") })}
    </Alert>
  )
}

function Media() {
  const record = useRecordContext<Product>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const dataProvider = useDataProvider<VitaliaDataProvider>()
  const [images, setImages] = useState<Image[]>(record?.images ?? [])
  const [thumbnail, setThumbnail] = useState<string | null>(record?.thumbnail ?? null)
  const [busy, setBusy] = useState(false)
  // The product read again (after a save, or another refetch) replaces the edits: adjusted while rendering
  // (react.dev, "Adjusting some state when a prop changes"), not in an effect after a render of the old ones.
  const [shownRecord, setShownRecord] = useState(record)
  if (record !== shownRecord) {
    setShownRecord(record)
    setImages(record?.images ?? [])
    setThumbnail(record?.thumbnail ?? null)
  }
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
      await dataProvider.update("products", {
        id: record.id,
        data: { images: images.map(({ url }) => ({ url })), thumbnail },
        previousData: record,
      })
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
            <input
              hidden
              type="file"
              accept="image/*"
              multiple
              aria-label={translate("admin.media.upload")}
              onChange={(e) => void upload(e.target.files)}
            />
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void save()}>
            {translate("admin.media.save")}
          </Button>
        </Box>
        <Box component="ol" sx={{ display: "flex", gap: 2, flexWrap: "wrap", listStyle: "none", p: 0, m: 0 }}>
          {images.map((image, i) => (
            <Box
              component="li"
              key={`${image.url}-${i}`}
              sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1, width: 148 }}
            >
              <Box
                component="img"
                src={image.url}
                alt={`${translate("admin.media.image")} ${i + 1}`}
                sx={{ width: 128, height: 96, objectFit: "contain", display: "block" }}
              />
              <Box sx={{ display: "flex", alignItems: "center" }}>
                <Tooltip title={translate("admin.media.thumbnail")}>
                  <Radio
                    size="small"
                    checked={thumbnail === image.url}
                    onChange={() => setThumbnail(image.url)}
                    slotProps={{ input: { "aria-label": `${translate("admin.media.thumbnail")} ${i + 1}` } }}
                  />
                </Tooltip>
                <IconButton
                  size="small"
                  aria-label={`${translate("admin.media.earlier")} ${i + 1}`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <ArrowUpward fontSize="inherit" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`${translate("admin.media.later")} ${i + 1}`}
                  disabled={i === images.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowDownward fontSize="inherit" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`${translate("admin.media.remove")} ${i + 1}`}
                  onClick={() => setImages((now) => now.filter((_, j) => j !== i))}
                >
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
