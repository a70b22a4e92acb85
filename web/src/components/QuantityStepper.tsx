import { useState } from "react"
import { useI18n } from "../i18n"
import { Icon } from "./Icon"

/**
 * − [n] +: the buttons change the quantity at once; typed numbers apply on Enter
 * or when leaving the field. `min` 0 lets the shopper remove the line; with
 * `confirmRemove`, a 0 (typed, or a negative number clamped to 0, or −) is only
 * applied when it answers true — otherwise the field goes back to the quantity.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = 99,
  disabled = false,
  size = "md",
  confirmRemove,
}: {
  value: number
  onChange: (quantity: number) => void
  label: string
  min?: number
  max?: number
  disabled?: boolean
  size?: "sm" | "md"
  confirmRemove?: () => boolean
}) {
  const { t } = useI18n()
  const [draft, setDraft] = useState(String(value))
  // A new quantity from outside replaces what was typed: adjusted while rendering (react.dev, "Adjusting
  // some state when a prop changes"), not in an effect after an extra render.
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    setDraft(String(value))
  }
  const commit = (next: number) => {
    const clamped = Math.max(min, Math.min(max, Number.isFinite(next) ? Math.trunc(next) : value))
    if (clamped < 1 && clamped !== value && confirmRemove && !confirmRemove()) {
      setDraft(String(value))
      return
    }
    setDraft(String(clamped))
    if (clamped !== value) onChange(clamped)
  }
  return (
    <div className={`stepper stepper-${size}`}>
      <button
        type="button"
        className="stepper-button"
        onClick={() => commit(value - 1)}
        disabled={disabled || value <= min}
        aria-label={`${t.product.decrease}: ${label}`}
      >
        <Icon name="minus" size={16} />
      </button>
      <input
        className="stepper-input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => commit(Number(draft))}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault()
            commit(Number(draft))
          }
        }}
      />
      <button
        type="button"
        className="stepper-button"
        onClick={() => commit(value + 1)}
        disabled={disabled || value >= max}
        aria-label={`${t.product.increase}: ${label}`}
      >
        <Icon name="plus" size={16} />
      </button>
    </div>
  )
}
