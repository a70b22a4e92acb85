import ArrowDropDown from "@mui/icons-material/ArrowDropDown"
import PlayArrow from "@mui/icons-material/PlayArrow"
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Menu, MenuItem } from "@mui/material"
import { useState, type ReactNode } from "react"
import {
  Button,
  Form,
  SaveButton,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from "react-admin"
import { useFormContext } from "react-hook-form"
import { offered, read } from "@vitalia/schema/admin/paths"
import type { Action, ResourceDefinition } from "@vitalia/schema/admin/types"
import { useActionAllowed } from "../auth/permissions.js"
import type { VitaliaDataProvider } from "../dataProvider.js"
import { inputsFor } from "./inputs.js"
import { keys } from "./keys.js"
import { bodyOf } from "./write.js"
import { asText } from "./text.js"

type Rec = Record<string, unknown>

/** The declared actions that apply to a record (their `when`), in declaration order. */
export function applicableActions(definition: ResourceDefinition, record: Rec | undefined, names?: readonly string[]) {
  return Object.entries(definition.actions ?? {}).filter(
    ([name, action]) => !action.collection && (!names || names.includes(name)) && (!record || offered(action, record))
  )
}

/** "Acciones ▾": every applicable flow of the record, each opening its dialog. */
export function ActionsMenu({ definition, only }: { definition: ResourceDefinition; only?: readonly string[] }) {
  const record = useRecordContext<Rec>()
  const translate = useTranslate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [open, setOpen] = useState<string | null>(null)
  const allowed = useActionAllowed(definition.name)
  if (!record) return null
  // Only the flows the administrator's staff role may run (auth/permissions.ts).
  const actions = applicableActions(definition, record, only).filter(([name]) => allowed(name, record))
  if (!actions.length) return null
  const current = open ? definition.actions?.[open] : undefined
  return (
    <>
      <Button
        label="admin.actions"
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
      />
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map(([name, action]) => (
          <MenuItem
            key={name}
            onClick={() => {
              setAnchor(null)
              setOpen(name)
            }}
            sx={action.danger ? { color: "error.main" } : undefined}
          >
            {translate(keys.action(definition.name, name))}
          </MenuItem>
        ))}
      </Menu>
      {open && current ? (
        <ActionDialog
          definition={definition}
          name={open}
          action={current}
          record={record}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  )
}

/** One flow as its own button (hand-written screens place them where they belong). */
export function ActionButton({
  definition,
  name,
  record: given,
}: {
  definition: ResourceDefinition
  name: string
  record?: Rec
}) {
  const fromContext = useRecordContext<Rec>()
  const record = given ?? fromContext
  const [open, setOpen] = useState(false)
  const allowed = useActionAllowed(definition.name)
  const action = definition.actions?.[name]
  if (!action || !allowed(name, record) || (!action.collection && (!record || !offered(action, record)))) return null
  return (
    <>
      <Button
        label={keys.action(definition.name, name)}
        onClick={() => setOpen(true)}
        color={action.danger ? "error" : "primary"}
      >
        <PlayArrow />
      </Button>
      {open ? (
        <ActionDialog
          definition={definition}
          name={name}
          action={action}
          record={record}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}

/**
 * The dialog of a flow: its inputs (choices and defaults read from the record,
 * as the gateway would fill them), the question when it has one, and the
 * engine call through /admin-api/<res>/<id>/actions/<name>.
 */
export function ActionDialog({
  definition,
  name,
  action,
  record,
  onClose,
  children,
}: {
  definition: ResourceDefinition
  name: string
  action: Action
  record?: Rec
  onClose: () => void
  children?: ReactNode
}) {
  const translate = useTranslate()
  const dataProvider = useDataProvider<VitaliaDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const redirect = useRedirect()
  const [failure, setFailure] = useState<string | null>(null)
  const input = action.input ?? {}
  const defaults: Rec = {}
  for (const [field, spec] of Object.entries(input)) {
    if (spec.defaultFrom && record) defaults[field] = spec.defaultFrom(record)
    else if (spec.default !== undefined) defaults[field] = spec.default
  }

  const submit = async (values: Rec) => {
    setFailure(null)
    try {
      const answer = await dataProvider.action(
        definition.name,
        action.collection ? null : String(record?.id),
        name,
        bodyOf(input, "input", values)
      )
      notify(action.opens ? "admin.opened" : "admin.done", { type: "success" })
      onClose()
      if (action.opens) {
        const id = read(answer.result, action.opens.idAt)
        if (id) return void redirect("show", action.opens.resource, asText(id))
      }
      refresh()
    } catch (error) {
      const body = (error as { body?: { message?: string; errors?: Record<string, string> } }).body
      setFailure(body?.message ?? (error as Error).message)
      // Field messages go under their inputs.
      return body?.errors && Object.keys(body.errors).length ? body.errors : undefined
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={Object.keys(input).length ? "md" : "xs"}
      aria-labelledby={`action-${name}`}
    >
      <Form onSubmit={submit} record={defaults} noValidate>
        <DialogTitle id={`action-${name}`}>{translate(keys.action(definition.name, name))}</DialogTitle>
        <DialogContent>
          {action.confirm ? (
            <Alert severity={action.danger ? "warning" : "info"} sx={{ mb: 2 }}>
              {translate(keys.confirm(definition.name, name))}
            </Alert>
          ) : null}
          {inputsFor(input, {
            resource: definition.name,
            kind: "input",
            record,
            labelOf: (path) => keys.input(definition.name, name, path),
            choiceOf: (path, value) => keys.inputChoice(definition.name, name, path, value),
          })}
          {children}
          {failure ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <RunButton danger={action.danger} />
        </DialogActions>
      </Form>
    </Dialog>
  )
}

function RunButton({ danger }: { danger?: boolean }) {
  const { formState } = useFormContext()
  return (
    <SaveButton
      label="admin.run"
      icon={<PlayArrow />}
      color={danger ? "error" : "primary"}
      alwaysEnable={!formState.isSubmitting}
    />
  )
}

/** Buttons of the collection's actions (a list's toolbar). */
export function CollectionActions({
  definition,
  skip = [],
}: {
  definition: ResourceDefinition
  skip?: readonly string[]
}) {
  const entries = Object.entries(definition.actions ?? {}).filter(
    ([name, action]) => action.collection && !skip.includes(name)
  )
  return (
    <>
      {entries.map(([name]) => (
        <ActionButton key={name} definition={definition} name={name} />
      ))}
    </>
  )
}
