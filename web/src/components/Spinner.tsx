/** docs/product.md §2: a full-screen spinner, 40 px, until the shop is initialised. */
export function FullScreenSpinner({ label }: { label: string }) {
  // The same picture as index.html's before the JavaScript arrives, so nothing jumps.
  return (
    <div className="fullscreen-spinner" role="status" aria-live="polite">
      <Spinner size={40} />
      <p className="fullscreen-spinner-brand" aria-hidden="true">
        Vitalia
      </p>
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

export function Spinner({ size = 20, label }: { size?: number; label?: string }) {
  return (
    <span
      className="spinner"
      style={{ width: size, height: size }}
      role={label ? "status" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  )
}

/** A spinner in the content area while a page's code arrives. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="page-spinner" role="status">
      <Spinner size={32} />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
