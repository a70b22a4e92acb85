import type { CSSProperties } from "react"

/** A grey placeholder of the size of what is coming, so nothing moves when it arrives. */
export function Skeleton({
  width,
  height = "1em",
  radius,
  className = "",
  style,
}: {
  width?: string | number
  height?: string | number
  radius?: string
  className?: string
  style?: CSSProperties
}) {
  return (
    <span
      className={`skeleton ${className}`}
      style={{ width, height, borderRadius: radius, ...style }}
      aria-hidden="true"
    />
  )
}

export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className="skeleton-text" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? "60%" : "100%"} />
      ))}
    </span>
  )
}
