/**
 * The rules of the account screens beyond spec 02 §5's groups: personal data (spec 02 §3 User: names,
 * gender, email, phone, birth date), change password (the §5 password rule), the account contact form
 * and the delete-account confirmation. Every issue's message is a message key: unprefixed keys are those
 * of messages/{lang}/account.json (spec 02 §5), `profile.…` keys those of messages/{lang}/profile.json.
 */
import * as z from 'zod/mini'
import { GENERIC_MESSAGES } from './generic-messages'
import { emailSchema, genderSchema, nameSchema } from './fields'
import { passwordSchema } from './password'

export const PROFILE_MESSAGES = {
  phone: 'profile.errors.phone',
  birthDate: 'profile.errors.birthDate',
  birthDateFuture: 'profile.errors.birthDateFuture',
  emailTaken: 'profile.errors.emailTaken',
  wrongPassword: 'profile.errors.wrongPassword',
  samePassword: 'profile.errors.samePassword',
} as const

/** A phone number as people type it: digits with +, spaces, slashes, dots, hyphens and brackets. */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]+$/
export const PHONE_MIN_DIGITS = 5
export const PHONE_MAX_LENGTH = 30

export function phoneProblem(value: string): string | undefined {
  const phone = value.trim()
  if (phone === '') return undefined
  const digits = phone.replace(/\D/g, '').length
  if (!PHONE_PATTERN.test(phone) || digits < PHONE_MIN_DIGITS || phone.length > PHONE_MAX_LENGTH)
    return PROFILE_MESSAGES.phone
  return undefined
}

/** The oldest birth date taken: older is a typing mistake (1899 for 1989), not a customer. */
export const BIRTH_DATE_MIN = '1900-01-01'
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The calendar day of `now` as YYYY-MM-DD in UTC (the server's and the form's shared reference). */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10)

/**
 * A birth date's problem, if any: optional, but when given a real calendar day (no 31 April), not
 * before BIRTH_DATE_MIN and before today. No adult check: the shop sells nothing age-restricted.
 */
export function birthDateProblem(value: string, today: string = isoDay(new Date())): string | undefined {
  if (value === '') return undefined
  const match = ISO_DATE.exec(value)
  if (!match) return PROFILE_MESSAGES.birthDate
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  if (!real || value < BIRTH_DATE_MIN) return PROFILE_MESSAGES.birthDate
  return value < today ? undefined : PROFILE_MESSAGES.birthDateFuture
}

/** A checked optional text: '' (or blanks) becomes null, anything else its trimmed self. */
const optionalText = (problem: (value: string) => string | undefined) =>
  z.pipe(
    z.optional(z.nullable(z.string({ error: GENERIC_MESSAGES.required }))).check(
      z.superRefine((value, ctx) => {
        const key = value ? problem(value.trim()) : undefined
        if (key) ctx.addIssue({ code: 'custom', message: key, input: value })
      }),
    ),
    z.transform((value: string | null | undefined) => value?.trim() || null),
  )

/** Any typed password, checked against the stored hash by the server: only its presence is a rule. */
export const currentPasswordSchema = z
  .string({ error: GENERIC_MESSAGES.required })
  .check(z.refine((value) => value !== '', { error: GENERIC_MESSAGES.required }))

/**
 * Personal data (spec 02 §3 User, field names as §3's form fields). current_password is only needed
 * when the email changes; whether it does, the server knows (it holds the stored address).
 */
export const personalDataSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  gender: genderSchema,
  email: emailSchema,
  phone: optionalText(phoneProblem),
  birth_date: optionalText((value) => birthDateProblem(value)),
  current_password: z.optional(z.string()),
})
export type PersonalDataInput = z.input<typeof personalDataSchema>
export type PersonalData = z.output<typeof personalDataSchema>

/** Change password: the current one, and a new one under spec 02 §5's rule that differs from it. */
export const changePasswordSchema = z
  .object({ current_password: currentPasswordSchema, new_password: passwordSchema })
  .check(
    z.superRefine((value, ctx) => {
      if (value.current_password !== '' && value.current_password === value.new_password)
        ctx.addIssue({
          code: 'custom',
          message: PROFILE_MESSAGES.samePassword,
          path: ['new_password'],
          input: value,
        })
    }),
  )
export type ChangePasswordInput = z.output<typeof changePasswordSchema>

/** The topics of the account contact form (the select's options, texts in profile.contact.topics). */
export const CONTACT_TOPICS = [
  'order',
  'delivery',
  'return',
  'payment',
  'account',
  'product',
  'other',
] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]
/** Long enough for a real question, short enough to stay one message (the copy mails it back). */
export const CONTACT_MESSAGE_MAX = 2000
export const CONTACT_NAME_MAX = 100

/** A required text of at most `max` characters; parsed to its trimmed self. */
const limitedText = (max: number) =>
  z.pipe(
    z.string({ error: GENERIC_MESSAGES.required }).check(
      z.superRefine((value, ctx) => {
        if (value.trim() === '')
          ctx.addIssue({ code: 'custom', message: GENERIC_MESSAGES.required, input: value })
        else if ([...value.trim()].length > max)
          ctx.addIssue({ code: 'custom', message: GENERIC_MESSAGES.maxLength, params: { max }, input: value })
      }),
    ),
    z.transform((value: string) => value.trim()),
  )

/**
 * The account contact form. Name and email are where customer service answers (prefilled from the
 * account where the shop option contactFormPrefill is on); the copy always goes to the account's own
 * address, so the form cannot mail strangers.
 */
export const contactSchema = z.object({
  name: limitedText(CONTACT_NAME_MAX),
  email: emailSchema,
  subject: z.enum(CONTACT_TOPICS, { error: GENERIC_MESSAGES.required }),
  message: limitedText(CONTACT_MESSAGE_MAX),
})
export type ContactInput = z.output<typeof contactSchema>

/** Deleting the account asks for the password once more. */
export const deleteAccountSchema = z.object({ password: currentPasswordSchema })
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>
