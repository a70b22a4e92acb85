import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material"
import { useState, type FormEvent } from "react"
import { useDataProvider, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import type { VitaliaDataProvider } from "../dataProvider.js"
import { formatDate } from "../generator/money.js"
import { timelineOf } from "./timeline.js"

/** The longest note the engine keeps (commerce/src/api/admin/orders/[id]/notes/validators.ts). */
const NOTE_MAX = 2000

/** A note for the team, added through the order's `addNote` flow; the order is read again to show it. */
function AddNote({ orderId }: { orderId: string }) {
  const translate = useTranslate()
  const dataProvider = useDataProvider<VitaliaDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [text, setText] = useState("")
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    setSaving(true)
    try {
      await dataProvider.action("orders", orderId, "addNote", { text })
      setText("")
      notify("admin.timeline.note_added", { type: "success" })
      refresh()
    } catch (error) {
      const body = (error as { body?: { message?: string } }).body
      setFailure(body?.message ?? (error as Error).message)
    } finally {
      setSaving(false)
    }
  }

  const label = translate("admin.timeline.note_label")
  return (
    <Box
      component="form"
      onSubmit={(event: FormEvent) => void submit(event)}
      noValidate
      aria-label={translate("admin.timeline.add_note")}
      sx={{ mb: 2, maxWidth: 720 }}
    >
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1, alignItems: { sm: "flex-start" } }}>
        <TextField
          label={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={1}
          maxRows={6}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={saving || !text.trim()}
          sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
        >
          {translate("admin.timeline.add_note")}
        </Button>
      </Stack>
      {failure ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
    </Box>
  )
}

/** The order's history (timelineOf), newest first, with dates in the UI's language, and a way to add a note. */
export function OrderTimeline() {
  const record = useRecordContext<Record<string, unknown>>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!record) return null
  const events = timelineOf(record)
  const title = translate("admin.timeline.title")
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {title}
      </Typography>
      <AddNote orderId={String(record.id)} />
      <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {events.map((event, i) => (
          <Box
            component="li"
            key={`${event.kind}-${event.at}-${i}`}
            sx={{ display: "flex", gap: 2, py: 0.5, pl: 2, borderLeft: 2, borderColor: "divider" }}
          >
            <Typography
              component="time"
              dateTime={event.at}
              variant="body2"
              sx={{ minWidth: 150, color: "text.secondary", whiteSpace: "nowrap" }}
            >
              {formatDate(event.at, locale)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {translate(`admin.timeline.${event.kind}`, { _: event.kind })}
              {event.detail ? ` — ${event.detail}` : ""}
              {event.by ? (
                <Typography component="span" variant="body2" sx={{ color: "text.secondary" }}>
                  {` · ${translate("admin.timeline.by", { author: event.by })}`}
                </Typography>
              ) : null}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
