'use client'

/**
 * The leaked-password check before a new password is sent (spec 02 §5, §7; register and new-password
 * forms): true when the password is clean; when it is listed in a breach, or the check failed (a failed
 * check counts as invalid), the field gets the `leaked` problem and focus, and the answer is false. A new
 * check cancels the one still running, and so does the form going away.
 */
import { useCallback, useEffect, useRef } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { checkPasswordLeak } from '@/lib/account/client/leak-check'
import { passwordMessageKey } from '@/lib/account/rules/password'

export function useLeakCheck<V extends FieldValues>(
  setError: UseFormSetError<V>,
  field: Path<V>,
): (password: string) => Promise<boolean> {
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])
  return useCallback(
    async (password: string) => {
      running.current?.abort()
      running.current = new AbortController()
      const clean = (await checkPasswordLeak(password, running.current.signal)) === 'clean'
      if (!clean)
        setError(field, { type: 'leaked', message: passwordMessageKey('leaked') }, { shouldFocus: true })
      return clean
    },
    [setError, field],
  )
}
