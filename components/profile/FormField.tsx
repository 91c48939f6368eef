/**
 * One labelled form control with its hint and error: the error is tied to the control by
 * aria-describedby and aria-invalid, so a screen reader reads it when the form moves focus there.
 */
import type { ReactElement, ReactNode } from 'react'
import styles from './profile.module.css'

export interface FieldA11y {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  'aria-required'?: true
}

interface Props {
  id: string
  label: string
  /** Required fields carry " *" (explained once above the form); optional ones name it. */
  required?: boolean
  optionalLabel?: string
  hint?: ReactNode
  error?: string
  children: (a11y: FieldA11y) => ReactElement
}

export function FormField({ id, label, required = false, optionalLabel, hint, error, children }: Props) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : optionalLabel ? ` (${optionalLabel})` : null}
      </label>
      {children({
        id,
        ...(error && { 'aria-invalid': true as const }),
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(required && { 'aria-required': true as const }),
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * The form's outcome: a confirmation in a status region (present from the start, so its change is
 * announced) and a problem of the whole form as an alert.
 */
export function FormOutcome({ success, problem }: { success: string | null; problem: string | null }) {
  return (
    <>
      <p role="status" className={success ? styles.success : styles.statusIdle}>
        {success}
      </p>
      {problem && (
        <p role="alert" className={styles.failure}>
          {problem}
        </p>
      )}
    </>
  )
}

/**
 * The form's send button, saying so while it sends, and the problem of the whole form under it as an
 * alert (contact form, order complaint). The button's look is the caller's: its width differs per form.
 */
export function FormSend({
  className,
  sending,
  label,
  sendingLabel,
  problem,
}: {
  className: string | undefined
  sending: boolean
  label: string
  sendingLabel: string
  problem: string | null
}) {
  return (
    <>
      <button type="submit" className={className} disabled={sending}>
        {sending ? sendingLabel : label}
      </button>
      {problem && (
        <p role="alert" className={styles.failure}>
          {problem}
        </p>
      )}
    </>
  )
}
