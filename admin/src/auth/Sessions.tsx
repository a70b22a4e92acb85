import Devices from "@mui/icons-material/Devices"
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material"
import { forwardRef, useCallback, useEffect, useState } from "react"
import { Button, Title, useLocaleState, useNotify, useTranslate, useUserMenu } from "react-admin"
import { Link as RouterLink } from "react-router-dom"
import { adminFetch } from "../adminFetch.js"
import { confirmedFetch, forgetProof } from "./Reauthentication.js"

/** One of the administrator's browser sessions, as GET /admin-api/auth/sessions lists it. */
interface Listed {
  id: string
  browser: string | null
  os: string | null
  startedAt: string
  lastUsedAt: string
  current: boolean
}

/** The user menu's entry to the sessions page. */
export const SessionsMenuItem = forwardRef<HTMLAnchorElement>(function SessionsMenuItem(props, ref) {
  const translate = useTranslate()
  // The menu closes on the way to the page (an open menu hides the page from assistive technology).
  const userMenu = useUserMenu()
  return (
    <MenuItem ref={ref} component={RouterLink} to="/sessions" onClick={() => userMenu?.onClose()} {...props}>
      <ListItemIcon>
        <Devices fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate("admin.sessions.menu")}</ListItemText>
    </MenuItem>
  )
})

/**
 * The administrator's own open back-office sessions (ASVS 3.3.4; docs/auth.md, "Active sessions"):
 * device, start and last use; one ended, or every other one at once. Ending asks for the password
 * again (auth/Reauthentication.tsx), as the gateway requires.
 */
export function SessionsPage() {
  const translate = useTranslate()
  const notify = useNotify()
  const [locale] = useLocaleState()
  const [sessions, setSessions] = useState<Listed[] | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const load = useCallback(async () => {
    const response = await adminFetch("/admin-api/auth/sessions")
    const body = (await response.json().catch(() => ({}))) as { sessions?: Listed[]; message?: string }
    if (response.ok && body.sessions) {
      setSessions(body.sessions)
      setFailure(null)
    } else setFailure(body.message || translate("ra.notification.http_error"))
  }, [translate])

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- load() sets state only after its request answers, not during the effect
    void load()
  }, [load])

  const end = async (path: string, done: string, renewed: boolean) => {
    const response = await confirmedFetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    })
    if (!response) return
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    if (!response.ok) {
      notify(body.message || "ra.notification.http_error", { type: "error" })
    } else {
      // Signing out everywhere else renews this session: its proof was for the one before.
      if (renewed) forgetProof()
      notify(done, { type: "success" })
    }
    await load()
  }

  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale === "en" ? "en-GB" : "es-ES", { dateStyle: "medium", timeStyle: "short" })
  const device = (session: Listed) =>
    [session.browser, session.os].filter(Boolean).join(" · ") || translate("admin.sessions.unknown_device")
  const others = (sessions ?? []).filter((session) => !session.current)

  return (
    <Card sx={{ mt: 2, maxWidth: 840 }}>
      <Title title="admin.sessions.title" />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate("admin.sessions.title")}
        </Typography>
        <Typography gutterBottom>{translate("admin.sessions.intro")}</Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        {sessions && (
          <Table size="small" aria-label={translate("admin.sessions.title")}>
            <TableHead>
              <TableRow>
                <TableCell>{translate("admin.sessions.device")}</TableCell>
                <TableCell>{translate("admin.sessions.started")}</TableCell>
                <TableCell>{translate("admin.sessions.last_used")}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.map((session) => (
                <TableRow key={session.id} data-testid="admin-session">
                  <TableCell>
                    {device(session)}{" "}
                    {session.current && <Chip size="small" color="primary" label={translate("admin.sessions.this")} />}
                  </TableCell>
                  <TableCell>{when(session.startedAt)}</TableCell>
                  <TableCell>{when(session.lastUsedAt)}</TableCell>
                  <TableCell align="right">
                    {!session.current && (
                      <Button
                        label="admin.sessions.end"
                        color="error"
                        onClick={() =>
                          void end(
                            `/admin-api/auth/sessions/${encodeURIComponent(session.id)}/end`,
                            "admin.sessions.ended",
                            false
                          )
                        }
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {others.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Button
              label="admin.sessions.end_others"
              variant="outlined"
              color="error"
              onClick={() => void end("/admin-api/auth/sessions/end-others", "admin.sessions.others_ended", true)}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  )
}
