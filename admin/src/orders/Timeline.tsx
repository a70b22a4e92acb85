import { Box, Typography } from "@mui/material"
import { useLocaleState, useRecordContext, useTranslate } from "react-admin"
import { formatDate } from "../generator/money.js"
import { timelineOf } from "./timeline.js"

/** The order's history (timelineOf), newest first, with dates in the UI's language. */
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
      <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {events.map((event, i) => (
          <Box component="li" key={`${event.kind}-${event.at}-${i}`} sx={{ display: "flex", gap: 2, py: 0.5, pl: 2, borderLeft: 2, borderColor: "divider" }}>
            <Typography component="time" dateTime={event.at} variant="body2" sx={{ minWidth: 150, color: "text.secondary", whiteSpace: "nowrap" }}>
              {formatDate(event.at, locale)}
            </Typography>
            <Typography variant="body2">
              {translate(`admin.timeline.${event.kind}`, { _: event.kind })}
              {event.detail ? ` — ${event.detail}` : ""}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
