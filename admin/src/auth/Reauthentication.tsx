import { Alert, Box, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from "@mui/material"
import { useEffect, useState, type FormEvent } from "react"
import { Button, useTranslate } from "react-admin"
import { adminFetch } from "../adminFetch.js"
import { staffPermissions } from "./permissions.js"

/**
 * Confirming it is the administrator before a sensitive action (docs/auth.md, "Confirming it is
 * you"): the gateway refuses a role change, removing staff, resetting a second factor and ending
 * sessions with 403 REAUTHENTICATION_REQUIRED unless the request carries a proof of a recent password
 * (and code) for this session (gateway/src/admin-api/reauth.ts). The back-office asks for it in a
 * dialog when it is refused, keeps the proof in memory while it lives (five minutes), and tries again.
 */
const HEADER = "x-vitalia-reauth"
export const REAUTHENTICATION_REQUIRED = "REAUTHENTICATION_REQUIRED"

let held: { proof: string; until: number } | null = null
let ask: (() => Promise<boolean>) | null = null

/** The proof's header while one is held and alive; none otherwise. */
export function proofHeaders(): Record<string, string> {
  return held && held.until > Date.now() ? { [HEADER]: held.proof } : {}
}

/** Drops the proof: it was for a session that has just been renewed (signing out everywhere else). */
export function forgetProof() {
  held = null
}

/** Asks the administrator (the dialog of ReauthenticationDialog); false when they cancel or none is shown. */
export async function askToConfirm(): Promise<boolean> {
  held = null
  return ask ? ask() : false
}

/**
 * A back-office call to a sensitive route: sent with the proof held; when the gateway asks for one,
 * the dialog asks the administrator, and the call is made once more. Null when they cancel.
 */
export async function confirmedFetch(url: string, init: RequestInit = {}): Promise<Response | null> {
  const send = () =>
    adminFetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), ...proofHeaders() } })
  const first = await send()
  if (first.status !== 403) return first
  const body = (await first
    .clone()
    .json()
    .catch(() => ({}))) as { reason?: string }
  if (body.reason !== REAUTHENTICATION_REQUIRED) return first
  return (await askToConfirm()) ? send() : null
}

/** The dialog, mounted once in the layout: password, and the app's code for those who have a second factor. */
export function ReauthenticationDialog() {
  const translate = useTranslate()
  const [pending, setPending] = useState<((confirmed: boolean) => void) | null>(null)
  const [twoStep, setTwoStep] = useState(false)
  const [password, setPassword] = useState("")
  const [code, setCode] = useState("")
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    ask = () =>
      new Promise<boolean>((resolve) => {
        setPassword("")
        setCode("")
        setErrors({})
        setFailure(null)
        void staffPermissions().then((staff) => setTwoStep(Boolean(staff?.totp.enrolled)))
        setPending(() => resolve)
      })
    return () => {
      ask = null
    }
  }, [])

  const close = (confirmed: boolean) => {
    pending?.(confirmed)
    setPending(null)
    setPassword("")
    setCode("")
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!password) return setErrors({ password: translate("ra.validation.required") })
    if (twoStep && !code.trim()) return setErrors({ code: translate("ra.validation.required") })
    setBusy(true)
    setFailure(null)
    try {
      const response = await adminFetch("/admin-api/auth/reauthenticate", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(twoStep || code.trim() ? { password, code: code.trim() } : { password }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        proof?: string
        expiresAt?: string
        field?: string
        reason?: string
        message?: string
      }
      if (response.ok && body.proof) {
        held = { proof: body.proof, until: Date.parse(body.expiresAt ?? "") || Date.now() }
        close(true)
        return
      }
      // A second factor the permissions did not know of yet: the field appears with the reason.
      if (body.reason === "TOTP_CODE_REQUIRED") setTwoStep(true)
      if (body.field === "password" || body.field === "code") setErrors({ [body.field]: body.message })
      else setFailure(body.message || translate("ra.notification.http_error"))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={pending !== null} onClose={() => close(false)} aria-labelledby="reauth-title">
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="reauth-title">{translate("admin.reauth.title")}</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 1, minWidth: { sm: 400 } }}>
          <Typography gutterBottom>{translate("admin.reauth.intro")}</Typography>
          <TextField
            label={translate("admin.reauth.password")}
            type="password"
            value={password}
            autoFocus
            onChange={(event) => {
              setPassword(event.target.value)
              setErrors({})
            }}
            error={Boolean(errors.password)}
            helperText={errors.password ?? " "}
            required
            slotProps={{ htmlInput: { autoComplete: "current-password", name: "password" } }}
          />
          {twoStep && (
            <TextField
              label={translate("admin.reauth.code")}
              value={code}
              onChange={(event) => {
                setCode(event.target.value)
                setErrors({})
              }}
              error={Boolean(errors.code)}
              helperText={errors.code ?? " "}
              required
              slotProps={{ htmlInput: { autoComplete: "one-time-code", inputMode: "numeric", name: "code" } }}
            />
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => close(false)} />
          <Button label="admin.reauth.confirm" type="submit" variant="contained" disabled={busy} />
        </DialogActions>
      </Box>
    </Dialog>
  )
}
