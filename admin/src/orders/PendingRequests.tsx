import { Alert, Box, Card, CardContent, Typography } from "@mui/material"
import { Link, useGetOne, useLocaleState, useRecordContext, useTranslate } from "react-admin"
import { formatMoney } from "../generator/money.js"
import { openRequestsOf, pendingOf, type PendingRequest } from "./pending.js"
import { asText } from "../generator/text.js"

/** Where an open request is handled: its exchange, claim or return, or the order edit. */
function linkOf(request: PendingRequest, orderId: string): string {
  if (request.exchangeId) return `/exchanges/${encodeURIComponent(request.exchangeId)}/show`
  if (request.claimId) return `/claims/${encodeURIComponent(request.claimId)}/show`
  if (request.returnId) return `/returns/${encodeURIComponent(request.returnId)}/show`
  return `/order-edits/${encodeURIComponent(orderId)}/show`
}

/**
 * The order's open exchange, claim, return or edit and what it will change — new items, items to
 * come back, claimed items, a new shipping method — before it is confirmed, read from the engine's
 * preview of the order (pendingOf). Nothing when no request is open.
 */
export function PendingRequests() {
  const record = useRecordContext<Record<string, unknown>>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const open = record ? openRequestsOf(record) : []
  const orderId = asText(record?.id ?? "")
  // The preview is the order-edits record of the order (its detail is the order's preview).
  const { data: preview, error } = useGetOne<{ id: string } & Record<string, unknown>>(
    "order-edits",
    { id: orderId },
    { enabled: open.length > 0 }
  )
  if (!record || !open.length) return null
  const title = translate("admin.pending.title")
  const requests = preview ? pendingOf(record, preview) : open
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {title}
      </Typography>
      {error ? <Alert severity="error">{translate("admin.pending.failed")}</Alert> : null}
      {requests.map((request) => (
        <Card key={request.changeId} variant="outlined" sx={{ mb: 1 }}>
          <CardContent>
            <Typography variant="subtitle2" component="h4">
              {translate(`admin.pending.type.${request.type}`, { _: translate("admin.pending.type.change") })} ·{" "}
              <Link to={linkOf(request, orderId)}>{translate("admin.pending.open")}</Link>
            </Typography>
            {preview && !request.lines.length ? (
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {translate("admin.pending.nothing")}
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {request.lines.map((line) => (
                  <li key={`${line.actionId}-${line.kind}`}>
                    <Typography variant="body2" component="span">
                      {translate(`admin.pending.kind.${line.kind}`)}: {line.title}
                      {line.quantity !== undefined ? ` × ${line.quantity}` : ""}
                      {line.amount !== undefined
                        ? ` — ${formatMoney(line.amount, asText(record.currency_code ?? ""), locale)}`
                        : ""}
                    </Typography>
                    {/* The id the flows "change / remove added item" ask for. */}
                    <Typography variant="caption" component="span" sx={{ color: "text.secondary", ml: 1 }}>
                      {translate("admin.pending.action", { id: line.actionId })}
                    </Typography>
                  </li>
                ))}
              </Box>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  )
}
