import type { ReactNode } from "react"

/**
 * A sentence with a code in it (a partner's VIT-0001): the code is kept on one line, so a phone never
 * breaks it at its hyphen ("VIT-/0001"); the rest of the sentence wraps as usual.
 */
export function withCode(text: string, code: string): ReactNode {
  const at = code ? text.indexOf(code) : -1
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <span className="nowrap">{code}</span>
      {text.slice(at + code.length)}
    </>
  )
}
