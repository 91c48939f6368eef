import 'client-only'
/**
 * react-hook-form resolver for the account schemas (zod/mini, lib/account/rules/fields.ts): the first
 * issue of each field becomes its error, the message being the spec's message key (spec 02 §5). A few
 * lines instead of @hookform/resolvers, which the shop does not otherwise need.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'

interface Issue {
  path: readonly PropertyKey[]
  message: string
}
type SafeParse<T> = (
  value: unknown,
) => { success: true; data: T } | { success: false; error: { issues: Issue[] } }

/** `Values` are the form's raw inputs, `Parsed` what the schema makes of them (trimmed, lowercased). */
export function keyResolver<Values extends FieldValues, Parsed>(schema: {
  safeParse: SafeParse<Parsed>
}): Resolver<Values, unknown, Parsed> {
  return (values) => {
    const result = schema.safeParse(values)
    if (result.success) return { values: result.data, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.error.issues) {
      const field = issue.path[0]
      if (typeof field === 'string' && !errors[field])
        errors[field] = { type: 'validate', message: issue.message }
    }
    return { values: {}, errors: errors as FieldErrors<Values> }
  }
}
