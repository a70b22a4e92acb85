import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react"
import { useI18n } from "../i18n"
import { Icon } from "./Icon"

interface FieldProps {
  label: string
  hint?: string
  error?: string | null
  /** Shows "(opcional)" after the label. */
  optional?: boolean
  className?: string
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  optional,
  className = "",
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  const { t } = useI18n()
  return (
    <div className={`field ${error ? "field-invalid" : ""} ${className}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {optional && <span className="field-optional"> ({t.common.optional})</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

const describedBy = (id: string, props: FieldProps) =>
  props.error ? `${id}-error` : props.hint ? `${id}-hint` : undefined

export function TextField({
  label,
  hint,
  error,
  optional,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId()
  const id = input.id ?? generated
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      <input
        {...input}
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, hint, error })}
      />
    </FieldFrame>
  )
}

export function PasswordField({
  label,
  hint,
  error,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useI18n()
  const generated = useId()
  const id = input.id ?? generated
  const [visible, setVisible] = useState(false)
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <div className="input-with-button">
        <input
          {...input}
          id={id}
          type={visible ? "text" : "password"}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { label, hint, error })}
        />
        <button
          type="button"
          className="input-button"
          onClick={() => setVisible(!visible)}
          aria-label={visible ? t.common.hidePassword : t.common.showPassword}
          aria-pressed={visible}
        >
          <Icon name={visible ? "eyeOff" : "eye"} size={18} />
        </button>
      </div>
    </FieldFrame>
  )
}

export function SelectField({
  label,
  hint,
  error,
  optional,
  className,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const generated = useId()
  const id = select.id ?? generated
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      <div className="select-wrap">
        <select
          {...select}
          id={id}
          className="input select"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { label, hint, error })}
        >
          {children}
        </select>
        <Icon name="chevronDown" size={16} className="select-icon" />
      </div>
    </FieldFrame>
  )
}

export function Checkbox({
  label,
  className = "",
  ...input
}: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={`checkbox ${className}`}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  )
}
