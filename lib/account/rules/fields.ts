/**
 * The account form fields of spec 02 §3 and their rules of spec 02 §5 (names, email, gender,
 * newsletter), and the field groups login / register / guest / reset as zod schemas. Every issue's
 * message is a key of messages/{lang}/account.json, so forms and route handlers show the same text.
 */
import * as z from 'zod/mini'
import { EMAIL_PATTERN, NAME_PATTERN } from '@/lib/newsletter/rules/form'
import { GENDERS } from '@/lib/newsletter/rules/salutation'
import { GENERIC_MESSAGES } from './generic-messages'
import { passwordSchema } from './password'

export const FIELD_MESSAGES = {
  nameRequired: 'generic.error.name.required',
  name: 'generic.validation.name',
  emailRequired: 'newsletter.errors.required',
  email: 'newsletter.errors.email',
  required: GENERIC_MESSAGES.required,
} as const
export type FieldMessageKey = (typeof FIELD_MESSAGES)[keyof typeof FIELD_MESSAGES]

/** A first or last name's problem, if any (trimmed first, as the generic required rule does). */
export function nameProblem(value: string): FieldMessageKey | undefined {
  const name = value.trim()
  if (name === '') return FIELD_MESSAGES.nameRequired
  return NAME_PATTERN.test(name) ? undefined : FIELD_MESSAGES.name
}

/** Spec 02 §5 / §7: the address is sent lowercased; the blanks around it are never meant. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase()

export function emailProblem(value: string): FieldMessageKey | undefined {
  const email = normalizeEmail(value)
  if (email === '') return FIELD_MESSAGES.emailRequired
  return EMAIL_PATTERN.test(email) ? undefined : FIELD_MESSAGES.email
}

/** A field whose parsed value is the trimmed (and for email lowercased) input. */
const checked = (problem: (value: string) => FieldMessageKey | undefined, missing: FieldMessageKey) =>
  z.string({ error: missing }).check(
    z.superRefine((value, ctx) => {
      const key = problem(value)
      if (key) ctx.addIssue({ code: 'custom', message: key, input: value })
    }),
  )

export const nameSchema = z.pipe(
  checked(nameProblem, FIELD_MESSAGES.nameRequired),
  z.transform((value: string) => value.trim()),
)
export const emailSchema = z.pipe(
  checked(emailProblem, FIELD_MESSAGES.emailRequired),
  z.transform(normalizeEmail),
)
/** Spec 02 §3 gender values (m, f, d, n); required, so anything else is reported as missing. */
export const genderSchema = z.enum(GENDERS, { error: FIELD_MESSAGES.required })
/** Required means answered, ticked or not: only a boolean passes. */
export const newsletterSchema = z.boolean({ error: FIELD_MESSAGES.required })
/** Login checks only that a password was typed; the length and letter rules are register's and reset's. */
const loginPasswordSchema = z
  .string({ error: FIELD_MESSAGES.required })
  .check(z.refine((value) => value !== '', { error: FIELD_MESSAGES.required }))

/** Spec 02 §5 "Field groups", by the field names of spec 02 §3. */
export const FIELD_GROUPS = {
  login: ['email', 'password'],
  register: ['first_name', 'last_name', 'gender', 'email', 'register_password', 'newsletter'],
  guest: ['first_name', 'last_name', 'gender', 'email', 'newsletter'],
  reset: ['email'],
} as const
export type FieldGroup = keyof typeof FIELD_GROUPS

const guestShape = {
  first_name: nameSchema,
  last_name: nameSchema,
  gender: genderSchema,
  email: emailSchema,
  newsletter: newsletterSchema,
}

export const loginSchema = z.object({ email: emailSchema, password: loginPasswordSchema })
export const registerSchema = z.object({ ...guestShape, register_password: passwordSchema })
export const guestSchema = z.object(guestShape)
export const resetSchema = z.object({ email: emailSchema })

export const FIELD_GROUP_SCHEMAS = {
  login: loginSchema,
  register: registerSchema,
  guest: guestSchema,
  reset: resetSchema,
} as const

export type LoginFields = z.output<typeof loginSchema>
export type RegisterFields = z.output<typeof registerSchema>
export type GuestFields = z.output<typeof guestSchema>
export type ResetFields = z.output<typeof resetSchema>
