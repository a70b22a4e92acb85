import { useI18n } from "../i18n"

/** The full-screen spinner (SPEC §2: 40px) shown until the shop is ready. */
export function FullScreenSpinner() {
  const { t } = useI18n()
  return (
    <div className="fullscreen-spinner" role="progressbar" aria-label={t.startup.loading}>
      <span className="spinner" style={{ width: 40, height: 40 }} />
    </div>
  )
}

export function InlineSpinner({ label }: { label: string }) {
  return <span className="spinner spinner-small" role="progressbar" aria-label={label} />
}
