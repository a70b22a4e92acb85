import Security from "@mui/icons-material/Security"
import {
  Alert,
  Box,
  Card,
  CardContent,
  Link,
  ListItemIcon,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from "@mui/material"
import { forwardRef, useState } from "react"
import {
  AppBar,
  Button,
  Logout,
  Title,
  UserMenu,
  useNotify,
  usePermissions,
  useRefresh,
  useTranslate,
} from "react-admin"
import { Link as RouterLink } from "react-router-dom"
import { forgetStaffPermissions, type StaffPermissions } from "./permissions.js"
import { adminFetch } from "../adminFetch.js"
import { ChangePasswordMenuItem } from "./ChangePassword.js"
import { SessionsMenuItem } from "./Sessions.js"

const json = { "content-type": "application/json" }

/** The user menu's entry to the two-step verification page. */
const TwoFactorMenuItem = forwardRef<HTMLAnchorElement>(function TwoFactorMenuItem(props, ref) {
  const translate = useTranslate()
  return (
    <MenuItem ref={ref} component={RouterLink} to="/two-factor" {...props}>
      <ListItemIcon>
        <Security fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate("admin.totp.menu")}</ListItemText>
    </MenuItem>
  )
})

/** react-admin's app bar, its user menu with two-step verification and the change of password. */
export function StaffAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <TwoFactorMenuItem />
          <ChangePasswordMenuItem />
          <SessionsMenuItem />
          <Logout />
        </UserMenu>
      }
    />
  )
}

/**
 * Two-step verification for the signed-in administrator: start (POST
 * /admin-api/staff/me/totp → otpauth:// link and key), then confirm with a code of
 * the app (POST /admin-api/staff/me/totp/confirm). Turning it off is an owner's
 * reset (users screen).
 */
export function TwoFactorPage() {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const { permissions } = usePermissions<StaffPermissions | null>()
  const [pending, setPending] = useState<{ secret: string; otpauthUrl: string } | null>(null)
  const [code, setCode] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const enrolled = done || permissions?.totp.enrolled

  const start = async () => {
    const response = await adminFetch("/admin-api/staff/me/totp", {
      method: "POST",
      headers: json,
      body: "{}",
    })
    const body = (await response.json().catch(() => ({}))) as { secret?: string; otpauthUrl?: string; message?: string }
    if (!response.ok || !body.secret || !body.otpauthUrl)
      return notify(body.message || "ra.notification.http_error", { type: "error" })
    setPending({ secret: body.secret, otpauthUrl: body.otpauthUrl })
  }
  const confirm = async () => {
    const response = await adminFetch("/admin-api/staff/me/totp/confirm", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ code }),
    })
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    if (!response.ok) return setError(body.message || translate("ra.notification.http_error"))
    setDone(true)
    setPending(null)
    forgetStaffPermissions()
    notify("admin.totp.done", { type: "success" })
    refresh()
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="admin.totp.title" />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate("admin.totp.title")}
        </Typography>
        {enrolled ? (
          <Alert severity="success">{translate("admin.totp.enrolled")}</Alert>
        ) : (
          <>
            <Typography gutterBottom>{translate("admin.totp.intro")}</Typography>
            {permissions?.totp.required ? (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {translate("admin.totp.required")}
              </Alert>
            ) : null}
            {pending ? (
              <Box sx={{ display: "grid", gap: 2 }}>
                <Typography>{translate("admin.totp.scan")}</Typography>
                <Link href={pending.otpauthUrl} sx={{ wordBreak: "break-all" }}>
                  {pending.otpauthUrl}
                </Link>
                <Typography>
                  {translate("admin.totp.secret")}: <code data-testid="totp-secret">{pending.secret}</code>
                </Typography>
                <TextField
                  label={translate("admin.totp.code")}
                  value={code}
                  onChange={(event) => setCode(event.target.value.trim())}
                  error={Boolean(error)}
                  helperText={error ?? " "}
                  slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6 } }}
                />
                <Box>
                  <Button
                    label="admin.totp.confirm"
                    variant="contained"
                    onClick={() => void confirm()}
                    disabled={code.length !== 6}
                  />
                </Box>
              </Box>
            ) : (
              <Button label="admin.totp.start" variant="contained" onClick={() => void start()} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}
