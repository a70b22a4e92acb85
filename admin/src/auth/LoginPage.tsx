import Visibility from "@mui/icons-material/Visibility"
import VisibilityOff from "@mui/icons-material/VisibilityOff"
import { Box, CardContent, IconButton, InputAdornment, TextField, Typography } from "@mui/material"
import { useState } from "react"
import { Button, Login, useLogin, useNotify, useTranslate } from "react-admin"
import { TotpRequired } from "./authProvider.js"

/**
 * react-admin's sign-in page, with a second step when the administrator has a
 * second factor: the password's answer is a ticket (authProvider's TotpRequired),
 * and the code of their app completes the sign-in (/admin-api/auth/login/totp).
 */
export function LoginPage() {
  const [ticket, setTicket] = useState<string | null>(null)
  return <Login>{ticket ? <CodeForm ticket={ticket} /> : <PasswordForm onTicket={setTicket} />}</Login>
}

function PasswordForm({ onTicket }: { onTicket: (ticket: string) => void }) {
  const login = useLogin()
  const notify = useNotify()
  const translate = useTranslate()
  const [busy, setBusy] = useState(false)
  // The typed password can be shown to check it (ASVS 2.1.12); pasting and password managers work as in any field.
  const [shown, setShown] = useState(false)
  return (
    <CardContent>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault()
          const data = new FormData(event.currentTarget)
          setBusy(true)
          login({ username: String(data.get("username") ?? ""), password: String(data.get("password") ?? "") })
            .catch((error: unknown) => {
              // The password was right and a second factor is enrolled: ask for the code.
              if (error instanceof TotpRequired) return onTicket(error.ticket)
              notify((error as Error)?.message || "ra.auth.sign_in_error", { type: "error" })
            })
            .finally(() => setBusy(false))
        }}
        sx={{ display: "grid", gap: 2 }}
      >
        <TextField
          autoFocus
          required
          name="username"
          type="email"
          autoComplete="username"
          label={translate("ra.auth.username")}
        />
        <TextField
          required
          name="password"
          type={shown ? "text" : "password"}
          autoComplete="current-password"
          label={translate("ra.auth.password")}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    onClick={() => setShown(!shown)}
                    aria-label={translate(shown ? "admin.auth.hide_password" : "admin.auth.show_password")}
                    aria-pressed={shown}
                    edge="end"
                  >
                    {shown ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" label="ra.auth.sign_in" disabled={busy} />
      </Box>
    </CardContent>
  )
}

function CodeForm({ ticket }: { ticket: string }) {
  const login = useLogin()
  const notify = useNotify()
  const translate = useTranslate()
  const [code, setCode] = useState("")
  const [busy, setBusy] = useState(false)
  return (
    <CardContent>
      <Typography variant="body1" gutterBottom>
        {translate("admin.totp.sign_in_code")}
      </Typography>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault()
          setBusy(true)
          login({ ticket, code })
            .catch((error: unknown) => notify((error as Error)?.message || "ra.auth.sign_in_error", { type: "error" }))
            .finally(() => setBusy(false))
        }}
        sx={{ display: "grid", gap: 2 }}
      >
        <TextField
          autoFocus
          name="code"
          label={translate("admin.totp.code")}
          value={code}
          onChange={(event) => setCode(event.target.value.trim())}
          slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6 } }}
        />
        <Button type="submit" variant="contained" label="admin.totp.sign_in" disabled={busy || code.length !== 6} />
      </Box>
    </CardContent>
  )
}
