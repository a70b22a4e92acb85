import { Alert, Box, Card, CardContent, Divider, MenuItem, TextField, Typography } from "@mui/material"
import { useEffect, useState } from "react"
import { Button, Show, useNotify, usePermissions, useRecordContext, useTranslate } from "react-admin"
import { users } from "@vitalia/schema/admin/settings"
import type { StaffPermissions } from "../auth/permissions.js"
import { FieldGrid, RecordHeading, ShowToolbar, WHOLE_RECORD } from "../generator/screens.js"
import { adminFetch } from "../adminFetch.js"
import { confirmedFetch } from "../auth/Reauthentication.js"

const ROLES = ["owner", "operations", "catalogue", "partner_support"] as const
const json = { "content-type": "application/json" }

interface StaffRecord {
  user_id: string
  role: (typeof ROLES)[number] | null
  totp_enrolled: boolean
}

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { message?: string }
  if (!response.ok) throw new Error(body.message || response.statusText)
  return body
}

/** An administrator's staff role (owners change it) and second factor (owners reset it): /admin-api/staff. */
function StaffCard() {
  const record = useRecordContext<{ id: string }>()
  const translate = useTranslate()
  const notify = useNotify()
  const { permissions } = usePermissions<StaffPermissions | null>()
  const [staff, setStaff] = useState<StaffRecord | null>(null)
  const owner = permissions?.role === "owner"

  useEffect(() => {
    if (!record?.id || !owner) return
    adminFetch(`/admin-api/staff?user_id=${encodeURIComponent(String(record.id))}`)
      .then((response) => answer<StaffRecord[]>(response))
      .then((list) => setStaff(list[0] ?? { user_id: String(record.id), role: null, totp_enrolled: false }))
      .catch((error: Error) => notify(error.message, { type: "error" }))
  }, [record?.id, owner, notify])

  if (!record || !owner || !staff) return null
  const setRole = async (role: string) => {
    try {
      // A role change asks for the owner's password again (auth/Reauthentication.tsx); cancelled, nothing changes.
      const response = await confirmedFetch(`/admin-api/staff/${encodeURIComponent(staff.user_id)}`, {
        method: "PUT",
        headers: json,
        body: JSON.stringify({ role }),
      })
      if (!response) return
      const saved = await answer<StaffRecord>(response)
      setStaff(saved)
      notify("admin.staff.saved", { type: "success" })
    } catch (error) {
      notify((error as Error).message, { type: "error" })
    }
  }
  const reset = async () => {
    try {
      const response = await confirmedFetch(`/admin-api/staff/${encodeURIComponent(staff.user_id)}/totp`, {
        method: "DELETE",
      })
      if (!response) return
      await answer(response)
      setStaff({ ...staff, totp_enrolled: false })
      notify("admin.staff.reset_done", { type: "success" })
    } catch (error) {
      notify((error as Error).message, { type: "error" })
    }
  }
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {translate("admin.staff.title")}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center" }}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 240 }}
          label={translate("admin.staff.role")}
          value={staff.role ?? ""}
          onChange={(event) => void setRole(event.target.value)}
        >
          {staff.role === null ? <MenuItem value="">{translate("admin.staff.roles.none")}</MenuItem> : null}
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {translate(`admin.staff.roles.${role}`)}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2">
          {translate(staff.totp_enrolled ? "admin.staff.totp_on" : "admin.staff.totp_off")}
        </Typography>
        {staff.totp_enrolled ? <Button label="admin.staff.reset" color="error" onClick={() => void reset()} /> : null}
      </Box>
      {staff.role === null ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate("admin.staff.roles.none")}
        </Alert>
      ) : null}
    </Box>
  )
}

/** An administrator's detail: the generated fields, then their role and second factor. */
export default function UserShow() {
  return (
    <Show resource="users" queryOptions={WHOLE_RECORD} actions={<ShowToolbar definition={users} />}>
      <Card variant="outlined" sx={{ border: 0 }}>
        <CardContent>
          <RecordHeading definition={users} />
          <StaffCard />
          <Divider sx={{ my: 2 }} />
          <FieldGrid definition={users} />
        </CardContent>
      </Card>
    </Show>
  )
}
