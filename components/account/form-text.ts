'use client'

/**
 * Texts of the account forms: a field's message key (spec 02 §5, messages/{lang}/account.json) as the
 * shopper reads it, and the form-level problems of lib/account/client/auth-api.
 */
import { useCallback } from 'react'
import { useTranslations } from 'next-intl'
import type { FieldErrors, FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form'
import type { FormProblem } from '@/lib/account/client/auth-api'
import { PASSWORD_MESSAGE_VALUES } from '@/lib/account/rules/password'

/** Key → text; a key the texts do not know (a server message we have no text for) reads as "check it". */
export function useKeyText() {
  const t = useTranslations('account')
  return useCallback(
    (key: string | undefined): string | null => {
      if (key === undefined) return null
      return t.has(key) ? t(key, PASSWORD_MESSAGE_VALUES) : t('auth.invalidField')
    },
    [t],
  )
}

export function useProblemText() {
  const t = useTranslations('account.auth.problems')
  return useCallback(
    (problem: FormProblem | null): string | null => {
      if (!problem) return null
      return problem.kind === 'rate-limited' ? t(problem.kind, { minutes: problem.minutes }) : t(problem.kind)
    },
    [t],
  )
}

/**
 * Focus on the first field with a problem in the order the form shows them. react-hook-form's own
 * choice follows the order the fields registered in (a parent's before its children's) and skips radio
 * groups, so the forms make it here.
 */
export function focusFirstProblem<V extends FieldValues>(
  setFocus: UseFormSetFocus<V>,
  order: readonly Path<V>[],
  errors: FieldErrors<V> | Readonly<Partial<Record<string, unknown>>>,
): void {
  const first = order.find((name) => (errors as Record<string, unknown>)[name] !== undefined)
  if (first) setFocus(first)
}

/** Puts the server's field problems (400) on the fields and focuses the first, as a failed check does. */
export function showFieldProblems<V extends FieldValues>(
  { setError, setFocus }: { setError: UseFormSetError<V>; setFocus: UseFormSetFocus<V> },
  order: readonly Path<V>[],
  fields: Readonly<Partial<Record<string, string>>>,
): void {
  for (const name of order) {
    const message = fields[name]
    if (message !== undefined) setError(name, { type: 'server', message })
  }
  focusFirstProblem(setFocus, order, fields)
}

/** How every account form validates: a field once left, then as it changes; focus is moved by the form. */
export const ACCOUNT_FORM_MODE = { mode: 'onTouched', shouldFocusError: false } as const
