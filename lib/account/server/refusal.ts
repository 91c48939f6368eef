import 'server-only'

/**
 * A field the server refuses after parsing (a wrong current password, a taken address): answered like a
 * parse error, 400 naming `body.{field}` with a message key, so forms show it on that field.
 */
import { invalidRequest } from '@/lib/http/rules/errors'

export interface FieldRefusal {
  refused: { field: string; message: string }
}

export const refusal = (field: string, message: string): FieldRefusal => ({ refused: { field, message } })

export const isRefusal = (value: unknown): value is FieldRefusal =>
  typeof value === 'object' && value !== null && 'refused' in value

export const refusalResponse = ({ refused }: FieldRefusal): Response =>
  invalidRequest([{ field: `body.${refused.field}`, message: refused.message }])

/** A unique violation of `constraint` (PostgreSQL and PGlite both say 23505; drizzle may wrap it). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const {
      code,
      constraint: name,
      message,
    } = e as { code?: unknown; constraint?: unknown; message?: unknown }
    if (code === '23505')
      return name === constraint || (typeof message === 'string' && message.includes(constraint))
    if (e === (e as { cause?: unknown }).cause) break
  }
  return false
}
