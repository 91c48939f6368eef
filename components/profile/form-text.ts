/**
 * Texts of the account forms' problems. A field error is a message key: `profile.…` keys are of the
 * profile namespace, every other key one of spec 02 §5's in `account` (lib/account/rules/profile.ts).
 */
import { useCallback } from 'react'
import { useTranslations } from 'next-intl'
import type { FormProblem } from '@/lib/account/client/profile-api'

type Values = Record<string, string | number>

export const fullMessageKey = (key: string) => (key.startsWith('profile.') ? key : `account.${key}`)

export function useFormText() {
  const t = useTranslations()
  const field = useCallback(
    (key: string | undefined, values?: Values) => {
      if (key === undefined) return undefined
      const full = fullMessageKey(key)
      // A key this build does not know (a newer server) still says something useful.
      return t.has(full) ? t(full, values) : t('profile.form.invalid')
    },
    [t],
  )
  const problem = useCallback(
    (value: FormProblem | null) => {
      if (!value) return null
      switch (value.kind) {
        case 'invalid':
          return t('profile.form.invalid')
        case 'logged-out':
          return t('profile.form.loggedOut')
        case 'rate-limited':
          return t('profile.form.rateLimited', { minutes: value.minutes })
        default:
          return t('profile.form.failed')
      }
    },
    [t],
  )
  return { field, problem }
}
