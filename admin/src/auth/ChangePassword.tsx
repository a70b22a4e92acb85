import Key from "@mui/icons-material/Key"
import {
  Alert,
  Box,
  Card,
  CardContent,
  ListItemIcon,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from "@mui/material"
import { forwardRef, useState, type FormEvent } from "react"
import { Button, Title, useNotify, useTranslate } from "react-admin"
import { Link as RouterLink } from "react-router-dom"
import { INPUT_LIMITS, passwordLength } from "@vitalia/schema/limits"
import { adminFetch } from "../adminFetch.js"
import { PasswordMeter } from "./PasswordMeter.js"
import { forgetProof } from "./Reauthentication.js"

/** The user menu's entry to the change-password page. */
export const ChangePasswordMenuItem = forwardRef<HTMLAnchorElement>(function ChangePasswordMenuItem(props, ref) {
  const translate = useTranslate()
  return (
    <MenuItem ref={ref} component={RouterLink} to="/change-password" {...props}>
      <ListItemIcon>
        <Key fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate("admin.password.menu")}</ListItemText>
    </MenuItem>
  )
})

/**
 * The signed-in administrator changes their own password (POST /admin-api/auth/change-password):
 * the current one and the new one, twice. The gateway renews this session's cookie and ends every
 * other session of theirs (docs/auth.md, "Changing a password").
 */
export function ChangePasswordPage() {
  const translate = useTranslate()
  const notify = useNotify()
  const empty = { currentPassword: "", newPassword: "", confirm: "" }
  const [form, setForm] = useState(empty)
  const [errors, setErrors] = useState<Partial<Record<keyof typeof empty, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { min, max } = INPUT_LIMITS.password
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) => {
    setForm({ ...form, [key]: event.target.value })
    setErrors({ ...errors, [key]: undefined })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const found: typeof errors = {}
    if (!form.currentPassword) found.currentPassword = translate("ra.validation.required")
    if (passwordLength(form.newPassword) < min || passwordLength(form.newPassword) > max)
      found.newPassword = translate("admin.password.too_short", { min, max })
    else if (form.newPassword !== form.confirm) found.confirm = translate("admin.password.mismatch")
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      const response = await adminFetch("/admin-api/auth/change-password", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ currentPassword: form.currentPassword, newPassword: form.newPassword }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        message?: string
        field?: string
        errors?: Record<string, string>
      }
      if (!response.ok) {
        if (body.field === "currentPassword") setErrors({ currentPassword: body.message })
        else if (body.errors?.newPassword) setErrors({ newPassword: body.errors.newPassword })
        else setFailure(body.message || translate("ra.notification.http_error"))
        return
      }
      setForm(empty)
      // The session goes on under a new mark: a proof of the one before no longer holds.
      forgetProof()
      notify("admin.password.done", { type: "success" })
    } finally {
      setBusy(false)
    }
  }

  const field = (key: keyof typeof empty, label: string, autoComplete: string) => (
    <TextField
      label={translate(label)}
      type="password"
      value={form[key]}
      onChange={set(key)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? " "}
      required
      slotProps={{ htmlInput: { autoComplete, name: key } }}
    />
  )

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="admin.password.title" />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate("admin.password.title")}
        </Typography>
        <Typography gutterBottom>{translate("admin.password.intro")}</Typography>
        <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ display: "grid", gap: 1 }}>
          {field("currentPassword", "admin.password.current", "current-password")}
          {field("newPassword", "admin.password.new", "new-password")}
          <PasswordMeter password={form.newPassword} />
          {field("confirm", "admin.password.confirm", "new-password")}
          {failure && <Alert severity="error">{failure}</Alert>}
          <Box>
            <Button label="admin.password.save" type="submit" variant="contained" disabled={busy} />
          </Box>
        </Box>
      </CardContent>
    </Card>
  )
}
