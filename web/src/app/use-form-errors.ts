import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { useI18n } from "../i18n"
import { toShopError } from "./api-errors"
import { apiFieldError, problemText, type FieldErrors } from "./form-errors"

/**
 * A form's field errors: found before sending or named by the API (`extensions.field`),
 * each shown under its field; the first invalid field gets the focus. Put `formRef`
 * on the <form> (with noValidate: these messages replace the browser's bubbles).
 */
export function useFormErrors() {
  const { t } = useI18n()
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  // Bumped each time problems are shown, so the focus moves even when they are the same.
  const [shown, setShown] = useState(0)

  useEffect(() => {
    if (shown) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [shown])

  /** Shows these problems instead of the ones before; true when there are any. */
  const show = useCallback((next: FieldErrors) => {
    setErrors(next)
    const any = Object.keys(next).length > 0
    if (any) setShown((n) => n + 1)
    return any
  }, [])

  /** A field was edited (or a group of them, "shippingAddress"): its messages go until the next try. */
  const clear = useCallback((field: string) => {
    setErrors((current) => {
      const kept = Object.entries(current).filter(([path]) => path !== field && !path.startsWith(`${field}.`))
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept)
    })
  }, [])

  /**
   * A failed request: when the API named one of this form's fields (`fieldOf` maps its
   * input path to the form's field), the message goes under it and the answer is true;
   * otherwise false, and the caller tells the shopper elsewhere.
   */
  const fromApi = useCallback(
    (error: unknown, fieldOf: (path: string) => string | null) => {
      const found = apiFieldError(toShopError(error), fieldOf)
      return found ? show(found) : false
    },
    [show]
  )

  return useMemo(
    () => ({
      formRef,
      show,
      clear,
      fromApi,
      /** The message under a field, in the interface's language; undefined when it is fine. */
      message: (field: string) => (errors[field] ? problemText(errors[field], t.validation) : undefined),
    }),
    [errors, show, clear, fromApi, t]
  )
}
