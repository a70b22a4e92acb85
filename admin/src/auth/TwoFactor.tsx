import Security from "@mui/icons-material/Security"
import {
  Alert,
  Box,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from "@mui/material"
import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser"
import { forwardRef, useEffect, useState } from "react"
import {
  AppBar,
  Button,
  Logout,
  Title,
  UserMenu,
  useNotify,
  usePermissions,
  useRefresh,
  useLocaleState,
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
 * reset (users screen). Below, the administrator's security keys (SecurityKeys).
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
  const [keyCount, setKeyCount] = useState<number | null>(null)
  const hasKeys = (keyCount ?? permissions?.securityKeys ?? 0) > 0

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
            {permissions?.totp.required && !hasKeys ? (
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
      <SecurityKeys onCount={setKeyCount} />
    </Card>
  )
}

interface SecurityKey {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
}

/**
 * The administrator's security keys (passkeys): listed, added under a name (the engine's options
 * for navigator.credentials.create through @simplewebauthn/browser, then the answer:
 * /admin-api/staff/me/security-keys) and removed. Any key is a second factor at sign-in.
 */
function SecurityKeys({ onCount }: { onCount: (count: number) => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [locale] = useLocaleState()
  const [keys, setKeys] = useState<SecurityKey[] | null>(null)
  const [name, setName] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const supported = browserSupportsWebAuthn()

  // Read at first and again after each change (`version`); an answer for a page left is dropped.
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let current = true
    adminFetch("/admin-api/staff/me/security-keys")
      .then(async (response) => (response.ok ? ((await response.json()) as SecurityKey[]) : null))
      .then((listed) => {
        if (!current || !listed) return
        setKeys(listed)
        onCount(listed.length)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [version, onCount])

  const changed = (text: string) => {
    forgetStaffPermissions()
    notify(text, { type: "success" })
    setVersion((each) => each + 1)
    refresh()
  }
  const add = async () => {
    setBusy(true)
    setError(null)
    try {
      const started = await adminFetch("/admin-api/staff/me/security-keys/options", {
        method: "POST",
        headers: json,
        body: "{}",
      })
      const begun = (await started.json().catch(() => ({}))) as { options?: unknown; message?: string }
      if (!started.ok || !begun.options) return setError(begun.message || translate("ra.notification.http_error"))
      let answer
      try {
        answer = await startRegistration({
          optionsJSON: begun.options as Parameters<typeof startRegistration>[0]["optionsJSON"],
        })
      } catch {
        return setError(translate("admin.security_keys.cancelled"))
      }
      const response = await adminFetch("/admin-api/staff/me/security-keys", {
        method: "POST",
        headers: json,
        body: JSON.stringify({ name: name.trim(), response: answer }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) return setError(body.message || translate("ra.notification.http_error"))
      setName("")
      changed("admin.security_keys.added")
    } finally {
      setBusy(false)
    }
  }
  const remove = async (key: SecurityKey) => {
    const response = await adminFetch(`/admin-api/staff/me/security-keys/${encodeURIComponent(key.id)}`, {
      method: "DELETE",
    })
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    if (!response.ok) return notify(body.message || "ra.notification.http_error", { type: "error" })
    changed("admin.security_keys.removed")
  }
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale)

  return (
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate("admin.security_keys.title")}
      </Typography>
      <Typography gutterBottom>{translate("admin.security_keys.intro")}</Typography>
      {keys?.length ? (
        <List aria-label={translate("admin.security_keys.title")}>
          {keys.map((key) => (
            <ListItem
              key={key.id}
              disableGutters
              secondaryAction={<Button label="admin.security_keys.remove" onClick={() => void remove(key)} />}
            >
              <ListItemText
                primary={key.name}
                secondary={[
                  translate("admin.security_keys.added_on", { date: date(key.createdAt) }),
                  key.lastUsedAt ? translate("admin.security_keys.last_used", { date: date(key.lastUsedAt) }) : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              />
            </ListItem>
          ))}
        </List>
      ) : keys ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate("admin.security_keys.none")}
        </Typography>
      ) : null}
      {supported ? (
        <Box sx={{ display: "grid", gap: 2 }}>
          <TextField
            label={translate("admin.security_keys.name")}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? translate("admin.security_keys.name_help")}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <Box>
            <Button
              label="admin.security_keys.add"
              variant="contained"
              onClick={() => void add()}
              disabled={busy || !name.trim()}
            />
          </Box>
        </Box>
      ) : (
        <Alert severity="info">{translate("admin.security_keys.unsupported")}</Alert>
      )}
    </CardContent>
  )
}
