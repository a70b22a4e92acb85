import { Alert, Box, Button, Card, CardContent, Divider, Typography } from "@mui/material"
import { useEffect, useState } from "react"
import { Show, useDataProvider, useRecordContext, useTranslate } from "react-admin"
import { notifications } from "@vitalia/schema/admin/settings"
import type { VitaliaDataProvider } from "../dataProvider.js"
import { FieldGrid, RecordHeading, ShowToolbar, WHOLE_RECORD } from "../generator/screens.js"

interface Preview {
  subject: string
  html: string
  text: string
}

/** The e-mail as rendered for the shopper: subject, the HTML in a sandboxed frame (no scripts, no requests out), the plain text. */
function EmailPreview() {
  const record = useRecordContext<{ id: string }>()
  const dataProvider = useDataProvider<VitaliaDataProvider>()
  const translate = useTranslate()
  const [preview, setPreview] = useState<Preview | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!record?.id) return
    let live = true
    dataProvider
      .action("notifications", String(record.id), "preview", {})
      .then((answer) => live && setPreview(((answer.result ?? {}) as { preview?: Preview }).preview ?? null))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [record?.id, dataProvider])
  if (failed) return <Alert severity="warning">{translate("admin.email_preview.failed")}</Alert>
  if (!preview) return null
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {translate("admin.email_preview.title")}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate("admin.email_preview.subject")}: <strong>{preview.subject}</strong>
      </Typography>
      <Box
        component="iframe"
        title={preview.subject}
        sandbox=""
        srcDoc={preview.html}
        sx={{ width: "100%", height: 640, border: 1, borderColor: "divider", borderRadius: 1 }}
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }} gutterBottom>
        {translate("admin.email_preview.text")}
      </Typography>
      <Box
        component="pre"
        sx={{ whiteSpace: "pre-wrap", fontSize: 13, p: 2, bgcolor: "action.hover", borderRadius: 1 }}
      >
        {preview.text}
      </Box>
    </Box>
  )
}

/** What the engine's staff announcements ("feed": exports, imports) carry; their words are the engine's English. */
interface FeedData {
  title?: string
  description?: string
  file?: { filename?: string; url?: string }
}

/** The announcement in the back-office's language, with the file's link when it has one. */
export function feedNotice(data: FeedData): { key: string; what: string; file?: { filename: string; url: string } } {
  const title = data.title ?? ""
  const what = /order/i.test(title) ? "orders" : /inventory/i.test(title) ? "inventory" : "products"
  const failed = /^failed/i.test(data.description ?? "")
  const file = data.file?.url
    ? { url: data.file.url, filename: data.file.filename ?? data.file.url.split("/").pop() ?? "" }
    : undefined
  if (/import/i.test(title)) return { key: failed ? "admin.feed.import_failed" : "admin.feed.import_done", what }
  return { key: file ? "admin.feed.export_ready" : "admin.feed.export_failed", what, file }
}

function FeedNotice() {
  const record = useRecordContext<{ data?: FeedData }>()
  const translate = useTranslate()
  if (!record) return null
  const notice = feedNotice(record.data ?? {})
  return (
    <Box>
      <Typography variant="body1" gutterBottom>
        {translate(notice.key, { what: translate(`admin.feed.what.${notice.what}`) })}
      </Typography>
      {notice.file && (
        <Button variant="contained" href={notice.file.url} download={notice.file.filename}>
          {translate("admin.feed.download", { filename: notice.file.filename })}
        </Button>
      )}
    </Box>
  )
}

/** The e-mail for an e-mail notification; the announcement and its file for one of the engine's "feed". */
function NotificationBody() {
  const record = useRecordContext<{ channel?: string }>()
  return record?.channel === "feed" ? <FeedNotice /> : <EmailPreview />
}

/** A notification: its fields, then the e-mail it sent, rendered (or the engine's announcement). */
export default function NotificationShow() {
  return (
    <Show resource="notifications" queryOptions={WHOLE_RECORD} actions={<ShowToolbar definition={notifications} />}>
      <Card variant="outlined" sx={{ border: 0 }}>
        <CardContent>
          <RecordHeading definition={notifications} />
          <FieldGrid
            definition={notifications}
            names={[
              "to",
              "template",
              "status",
              "trigger_type",
              "resource_id",
              "original_notification_id",
              "created_at",
            ]}
          />
          <Divider sx={{ my: 2 }} />
          <NotificationBody />
        </CardContent>
      </Card>
    </Show>
  )
}
