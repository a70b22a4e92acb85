import { Spinner } from "./Spinner"

/** The end of a one-button form: its error (announced), then the submit button, with a spinner while busy. */
export function FormSubmit({ error, busy, label }: { error: string | null; busy: boolean; label: string }) {
  return (
    <>
      {error && (
        <p role="alert" className="callout callout-negative">
          {error}
        </p>
      )}
      <button className="button button-large button-block" type="submit" disabled={busy}>
        {busy && <Spinner size={18} />} {label}
      </button>
    </>
  )
}
