/**
 * The foot of every account form: the form's problem as an alert (always in the page, so a screen
 * reader announces it when it fills) and the submit button, disabled while the form is busy.
 */
import type { ReactNode } from 'react'
import styles from './auth.module.css'

export function FormSubmit({ problem, busy, label }: { problem: ReactNode; busy: boolean; label: string }) {
  return (
    <>
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={busy}>
          {label}
        </button>
      </div>
    </>
  )
}
