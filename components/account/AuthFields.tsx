'use client'

/**
 * The inputs of the account forms: a label, the input, and its problem. A problem marks the input
 * invalid, describes it (aria-describedby) and is announced when it appears (role=alert), so a screen
 * reader hears it on blur and again when focus lands on the field after a failed submit.
 */
import { useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styles from './auth.module.css'

const errorId = (id: string) => `${id}-error`

/** The ARIA state of an input: invalid while it has a problem, described by the problem and any hint. */
function describedBy(id: string, error: string | null, hintId?: string) {
  const ids = [error ? errorId(id) : null, hintId ?? null].filter(Boolean).join(' ')
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const
}

export function FieldError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null
  return (
    <p id={errorId(id)} className={styles.error} role="alert">
      {error}
    </p>
  )
}

interface TextFieldProps {
  id: string
  label: string
  error: string | null
  registration: UseFormRegisterReturn
  input?: InputHTMLAttributes<HTMLInputElement>
  /** A hint the input is described by (the password checklist), rendered after the problem. */
  hint?: { id: string; node: ReactNode }
}

export function TextField({ id, label, error, registration, input, hint }: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label} *</label>
      <input
        id={id}
        className={styles.input}
        aria-required="true"
        {...input}
        {...registration}
        {...describedBy(id, error, hint?.id)}
      />
      <FieldError id={id} error={error} />
      {hint?.node}
    </div>
  )
}

/** A password input with a show/hide toggle (a pressed button: its name stays, its state is read out). */
export function PasswordField({
  id,
  label,
  error,
  registration,
  autoComplete,
  hint,
}: Omit<TextFieldProps, 'input'> & { autoComplete: 'current-password' | 'new-password' }) {
  const t = useTranslations('account.auth')
  const [visible, setVisible] = useState(false)
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label} *</label>
      <div className={styles.secret}>
        <input
          id={id}
          className={styles.input}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-required="true"
          {...registration}
          {...describedBy(id, error, hint?.id)}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-controls={id}
          title={t('showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
          <span className="visually-hidden">{t('showPassword')}</span>
        </button>
      </div>
      <FieldError id={id} error={error} />
      {hint?.node}
    </div>
  )
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  )
}

interface ChoiceProps {
  id: string
  legend: string
  options: readonly { value: string; label: string }[]
  error: string | null
  registration: UseFormRegisterReturn
}

/** A required radio group (the gender of spec 02 §3); each radio carries the group's problem. */
export function RadioGroup({ id, legend, options, error, registration }: ChoiceProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend} *</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="radio" value={option.value} required {...registration} {...describedBy(id, error)} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  )
}

/** A checkbox: always answered, ticked or not (spec 02 §5: newsletter required means a boolean). */
export function CheckboxField({ id, label, error, registration }: Omit<TextFieldProps, 'input' | 'hint'>) {
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input id={id} type="checkbox" {...registration} {...describedBy(id, error)} />
        <span>{label}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  )
}
