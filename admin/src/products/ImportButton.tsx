import UploadIcon from "@mui/icons-material/Upload"
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from "@mui/material"
import { useState } from "react"
import { Button, useDataProvider, useNotify, useRefresh, useTranslate } from "react-admin"
import type { VitaliaDataProvider } from "../dataProvider.js"

type Step = "choose" | "uploading" | "preparing" | "review" | "confirming" | "done"
const progress: Record<Step, number> = {
  choose: 0,
  uploading: 25,
  preparing: 50,
  review: 60,
  confirming: 85,
  done: 100,
}

/**
 * Product CSV import (docs/product.md §7): upload the file (presigned URL or multipart),
 * create the import (the engine checks the file and says what it will do),
 * then confirm. A progress bar follows each step.
 */
export function ImportButton() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<VitaliaDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [open, setOpen] = useState(false)
  const [step, setStep] = useState<Step>("choose")
  const [error, setError] = useState<string | null>(null)
  const [summary, setSummary] = useState<{ toCreate: number; toUpdate: number } | null>(null)
  const [transaction, setTransaction] = useState<string | null>(null)

  const close = () => {
    setOpen(false)
    setStep("choose")
    setError(null)
    setSummary(null)
  }

  const choose = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    try {
      setStep("uploading")
      const { key } = await dataProvider.upload(file)
      setStep("preparing")
      const extension = file.name.includes(".") ? file.name.split(".").pop()! : "csv"
      const { result } = await dataProvider.action("products", null, "import", {
        file_key: key,
        originalname: file.name,
        extension,
        size: file.size,
        mime_type: file.type || "text/csv",
      })
      const answer = result as { transaction_id: string; summary: { toCreate: number; toUpdate: number } }
      setTransaction(answer.transaction_id)
      setSummary(answer.summary)
      setStep("review")
    } catch (failure) {
      setError((failure as { body?: { message?: string } }).body?.message ?? (failure as Error).message)
      setStep("choose")
    }
  }

  const confirm = async () => {
    if (!transaction) return
    try {
      setStep("confirming")
      await dataProvider.action("products", null, "confirmImport", { transaction_id: transaction })
      setStep("done")
      notify("admin.import.done", { type: "success" })
      setTimeout(refresh, 1500)
    } catch (failure) {
      setError((failure as { body?: { message?: string } }).body?.message ?? (failure as Error).message)
      setStep("review")
    }
  }

  return (
    <>
      <Button label="admin.import.button" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="import-title">
        <DialogTitle id="import-title">{translate("admin.import.title")}</DialogTitle>
        <DialogContent>
          <LinearProgress
            variant="determinate"
            value={progress[step]}
            aria-label={translate(`admin.import.${step === "review" || step === "choose" ? "choose" : step}`)}
            sx={{ mb: 2 }}
          />
          {step === "choose" ? (
            <label>
              <Typography variant="body2" gutterBottom>
                {translate("admin.import.choose")}
              </Typography>
              <input
                type="file"
                accept=".csv,text/csv"
                aria-label={translate("admin.import.choose")}
                onChange={(event) => void choose(event.target.files?.[0])}
              />
            </label>
          ) : null}
          {step === "uploading" || step === "preparing" || step === "confirming" ? (
            <Typography variant="body2">{translate(`admin.import.${step}`)}</Typography>
          ) : null}
          {summary && step === "review" ? (
            <Alert severity="info">
              {translate("admin.import.summary", { create: summary.toCreate, update: summary.toUpdate })}
            </Alert>
          ) : null}
          {step === "done" ? <Alert severity="success">{translate("admin.import.done")}</Alert> : null}
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button label={step === "done" ? "ra.action.close" : "ra.action.cancel"} onClick={close} />
          {step === "review" ? (
            <Button label="admin.import.confirm" variant="contained" onClick={() => void confirm()} />
          ) : null}
        </DialogActions>
      </Dialog>
    </>
  )
}

/** Product export: the engine builds the CSV and announces its link in Notifications. */
export function ExportButton() {
  const dataProvider = useDataProvider<VitaliaDataProvider>()
  const notify = useNotify()
  // Never rejects: a failure is told in a notice.
  const startExport = async () => {
    try {
      await dataProvider.action("products", null, "export", {})
      notify("admin.export.started", { type: "info" })
    } catch (failure) {
      notify((failure as Error).message, { type: "error" })
    }
  }
  return <Button label="admin.export.button" onClick={() => void startExport()} />
}
