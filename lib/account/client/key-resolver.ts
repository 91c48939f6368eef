import 'client-only'
/**
 * A react-hook-form resolver for the account schemas (zod/mini, lib/account/rules/profile.ts): the first
 * issue of each field becomes its error, its message the rule's message key. `extra` adds checks that
 * need what only the form knows (e.g. whether the email differs from the saved one).
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'

interface Issue {
  path: readonly PropertyKey[]
  message: string
}
type SafeParse<T> = (
  value: unknown,
) => { success: true; data: T } | { success: false; error: { issues: Issue[] } }

export function keyResolver<Values extends FieldValues, Parsed>(
  schema: { safeParse: SafeParse<Parsed> },
  extra?: (values: Values) => Issue[],
): Resolver<Values, unknown, Parsed> {
  return (values) => {
    const result = schema.safeParse(values)
    const issues = [...(result.success ? [] : result.error.issues), ...(extra?.(values) ?? [])]
    if (result.success && issues.length === 0) return { values: result.data, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of issues) {
      const field = issue.path[0]
      if (typeof field === 'string' && !errors[field])
        errors[field] = { type: 'validate', message: issue.message }
    }
    return { values: {}, errors: errors as FieldErrors<Values> }
  }
}
