import Visibility from "@mui/icons-material/Visibility"
import VisibilityOff from "@mui/icons-material/VisibilityOff"
import {
  Box,
  Card,
  CardContent,
  IconButton,
  InputAdornment,
  Link,
  TextField,
  Typography,
  createTheme,
  ThemeProvider,
} from "@mui/material"
import { startAuthentication } from "@simplewebauthn/browser"
import { useEffect, useMemo, useState } from "react"
import { Button, LocalesMenuButton, useCheckAuth, useLogin, useNotify, useTranslate } from "react-admin"
import { useNavigate } from "react-router-dom"
import { Logo } from "../layout/Logo.js"
import { brand, brandTheme } from "../layout/theme.js"
import { TotpRequired } from "./authProvider.js"

/**
 * The back-office's sign-in page in the shop's look (its name, its mark and its green, as the
 * storefront shows them), Spanish unless English is chosen on the page, with a second step when
 * the staff member has a second factor: the password's answer is a ticket (authProvider's
 * TotpRequired), and the code of their app (/admin-api/auth/login/totp) or their security key
 * (/admin-api/auth/login/security-key) completes the sign-in.
 * Every call names the back-office's language (adminFetch), so refusals are said in it.
 */
export function LoginPage() {
  const [second, setSecond] = useState<TotpRequired | null>(null)
  const ticket = second?.ticket
  const translate = useTranslate()
  const checkAuth = useCheckAuth()
  const navigate = useNavigate()
  const look = useMemo(() => createTheme(brandTheme), [])
  // Someone already signed in who opens this page goes to the dashboard, as react-admin's own page does.
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate("/"))
      .catch(() => undefined)
  }, [checkAuth, navigate])
  return (
    <ThemeProvider theme={look}>
      <Box
        component="main"
        sx={{
          minHeight: "100vh",
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          gap: 2,
          p: 2,
          bgcolor: brand.soft,
        }}
      >
        <Card sx={{ width: "100%", maxWidth: 420 }} className="vitalia-sign-in">
          <CardContent sx={{ pb: 0 }}>
            <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 2 }}>
              <Logo size={44} />
              <Box>
                <Typography component="h1" variant="h5" sx={{ color: brand.ink, fontWeight: 700, lineHeight: 1.2 }}>
                  {translate("admin.sign_in.shop")}
                </Typography>
                <Typography variant="body2" sx={{ color: brand.ink }}>
                  {translate("admin.sign_in.title")}
                </Typography>
              </Box>
            </Box>
            <Typography component="h2" variant="h6" sx={{ color: brand.ink }}>
              {translate(ticket ? "admin.sign_in.code_title" : "admin.sign_in.heading")}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {translate(
                !second
                  ? "admin.sign_in.intro"
                  : second.securityKeyOptions
                    ? "admin.security_keys.sign_in_intro"
                    : "admin.totp.sign_in_code"
              )}
            </Typography>
          </CardContent>
          {second ? (
            <>
              {second.securityKeyOptions ? (
                <SecurityKeyStep ticket={second.ticket} options={second.securityKeyOptions} />
              ) : null}
              {second.totp ? (
                <CodeForm
                  ticket={second.ticket}
                  onBack={() => setSecond(null)}
                  alternative={Boolean(second.securityKeyOptions)}
                />
              ) : (
                <CardContent>
                  <Button label="admin.sign_in.back" onClick={() => setSecond(null)} />
                </CardContent>
              )}
            </>
          ) : (
            <PasswordForm onTicket={setSecond} />
          )}
        </Card>
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, color: brand.ink }}>
          <Link href="/" sx={{ color: brand.ink }}>
            {translate("admin.sign_in.store")}
          </Link>
          <LocalesMenuButton />
        </Box>
      </Box>
    </ThemeProvider>
  )
}

function PasswordForm({ onTicket }: { onTicket: (second: TotpRequired) => void }) {
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
          // Both fields are text inputs: their entries are strings (a File only comes from a file input).
          const field = (name: string) => {
            const entry = data.get(name)
            return typeof entry === "string" ? entry : ""
          }
          login({ username: field("username"), password: field("password") })
            .catch((error: unknown) => {
              // The password was right and a second factor is enrolled: ask for the code.
              if (error instanceof TotpRequired) return onTicket(error)
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

/**
 * The security key's step: the browser asks for the key (navigator.credentials.get through
 * @simplewebauthn/browser) with the options the password's answer carried, and its answer goes
 * with the ticket. A cancelled or refused attempt can be tried again while the ticket lives.
 */
function SecurityKeyStep({
  ticket,
  options,
}: {
  ticket: string
  options: NonNullable<TotpRequired["securityKeyOptions"]>
}) {
  const login = useLogin()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const use = async () => {
    setBusy(true)
    try {
      let securityKey
      try {
        securityKey = await startAuthentication({ optionsJSON: options })
      } catch {
        return notify("admin.security_keys.sign_in_cancelled", { type: "error" })
      }
      await login({ ticket, securityKey }).catch((error: unknown) =>
        notify((error as Error)?.message || "ra.auth.sign_in_error", { type: "error" })
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <CardContent sx={{ pb: 0 }}>
      <Button
        variant="contained"
        label="admin.security_keys.sign_in"
        onClick={() => void use()}
        disabled={busy}
        sx={{ width: "100%" }}
      />
    </CardContent>
  )
}

function CodeForm({ ticket, onBack, alternative }: { ticket: string; onBack: () => void; alternative?: boolean }) {
  const login = useLogin()
  const notify = useNotify()
  const translate = useTranslate()
  const [code, setCode] = useState("")
  const [busy, setBusy] = useState(false)
  return (
    <CardContent>
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
        {alternative ? <Typography variant="body2">{translate("admin.security_keys.or_code")}</Typography> : null}
        <TextField
          autoFocus={!alternative}
          name="code"
          label={translate("admin.totp.code")}
          value={code}
          onChange={(event) => setCode(event.target.value.trim())}
          slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6 } }}
        />
        <Button type="submit" variant="contained" label="admin.totp.sign_in" disabled={busy || code.length !== 6} />
        <Button label="admin.sign_in.back" onClick={onBack} />
      </Box>
    </CardContent>
  )
}
