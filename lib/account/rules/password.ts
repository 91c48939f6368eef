/**
 * The password rule of spec 02 §5 (register and reset): its problems as the spec's message keys, and a
 * zod schema built on them. The leaked-password check is async and lives in ./leaked-password.
 */
import * as z from 'zod/mini'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/config/constants'

export const PASSWORD_PROBLEMS = [
  'required',
  'minLength',
  'maxLength',
  'lowercaseLetter',
  'uppercaseLetter',
  'noSpaces',
  'leaked',
] as const
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number]

const KEY_PREFIX = 'reset-password.fields.new-password'
export type PasswordMessageKey = `${typeof KEY_PREFIX}.${PasswordProblem}`
export const passwordMessageKey = (problem: PasswordProblem): PasswordMessageKey => `${KEY_PREFIX}.${problem}`

/** The values the minLength / maxLength texts interpolate. */
export const PASSWORD_MESSAGE_VALUES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } as const

// Unicode classes, so an umlaut counts as the letter it is.
const LOWERCASE = /\p{Ll}/u
const UPPERCASE = /\p{Lu}/u
// Any whitespace: a tab or a line break is as invisible in a password field as a space.
const WHITESPACE = /\s/u

/**
 * Every problem of a password, in the spec's order; none means it passes the synchronous rule. A value
 * of blanks alone is missing (the generic required rule trims), so it only reports `required`.
 */
export function passwordProblems(value: string): PasswordProblem[] {
  if (value.trim() === '') return ['required']
  // Characters, not UTF-16 units: an emoji is one character to the person typing it.
  const length = [...value].length
  const problems: PasswordProblem[] = []
  if (length < PASSWORD_MIN_LENGTH) problems.push('minLength')
  if (length > PASSWORD_MAX_LENGTH) problems.push('maxLength')
  if (!LOWERCASE.test(value)) problems.push('lowercaseLetter')
  if (!UPPERCASE.test(value)) problems.push('uppercaseLetter')
  if (WHITESPACE.test(value)) problems.push('noSpaces')
  return problems
}

/** The password field: one issue per problem, its message the key, its params the text's values. */
export const passwordSchema = z.string({ error: passwordMessageKey('required') }).check(
  z.superRefine((value, ctx) => {
    for (const problem of passwordProblems(value))
      ctx.addIssue({
        code: 'custom',
        message: passwordMessageKey(problem),
        params: PASSWORD_MESSAGE_VALUES,
        input: value,
      })
  }),
)

/** The new-password form's one field (spec 01 §7 new-password page); the reset call adds the link's hash. */
export const newPasswordSchema = z.object({ password: passwordSchema })
export type NewPasswordFields = z.output<typeof newPasswordSchema>
