/**
 * The account screens' rules (issue 10 item 7): personal data (spec 02 §3 User fields with §5's name and
 * email rules), change password (§5 password rule), the contact form and the delete confirmation.
 */
import { describe, expect, it } from 'vitest'
import {
  birthDateProblem,
  changePasswordSchema,
  CONTACT_MESSAGE_MAX,
  contactSchema,
  deleteAccountSchema,
  personalDataSchema,
  phoneProblem,
  PROFILE_MESSAGES,
} from '@/lib/account/rules/profile'

/** The first issue of each field, by its path: what a form shows. */
function issues(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  const first: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message
  return first
}

const person = {
  first_name: ' Ada ',
  last_name: 'Lovelace',
  gender: 'f',
  email: ' Ada@Example.ORG ',
  phone: '',
  birth_date: '',
}

describe('personal data (spec 02 §3 User, §5 names and email)', () => {
  it('trims names, lowercases the email, and turns empty optional fields into null', () => {
    const parsed = personalDataSchema.parse(person)
    expect(parsed).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      gender: 'f',
      email: 'ada@example.org',
      phone: null,
      birth_date: null,
    })
  })

  it('names each field problem with its message key', () => {
    const result = personalDataSchema.safeParse({
      ...person,
      first_name: 'Ada1',
      last_name: ' ',
      gender: 'x',
      email: 'nope',
      phone: 'call me',
      birth_date: '2024-02-30',
    })
    expect(issues(result)).toEqual({
      first_name: 'generic.validation.name',
      last_name: 'generic.error.name.required',
      gender: 'generic.validation.required',
      email: 'newsletter.errors.email',
      phone: PROFILE_MESSAGES.phone,
      birth_date: PROFILE_MESSAGES.birthDate,
    })
  })

  it.each([
    ['', undefined],
    ['+49 30 1234567', undefined],
    ['(030) 123-45/67', undefined],
    ['0041.44.123', undefined],
    ['1234', PROFILE_MESSAGES.phone],
    ['+49 30 12 34 56 78 90 12 34 56 78 90', PROFILE_MESSAGES.phone],
    ['030 CALL', PROFILE_MESSAGES.phone],
    ['++4930123456', PROFILE_MESSAGES.phone],
  ])('phone %j → %s', (value, expected) => {
    expect(phoneProblem(value)).toBe(expected)
  })

  it.each([
    ['', undefined],
    ['1990-05-17', undefined],
    ['2024-02-29', undefined],
    ['1900-01-01', undefined],
    ['2026-06-14', undefined],
    ['2026-06-15', PROFILE_MESSAGES.birthDateFuture],
    ['2030-01-01', PROFILE_MESSAGES.birthDateFuture],
    ['2023-02-29', PROFILE_MESSAGES.birthDate],
    ['1990-04-31', PROFILE_MESSAGES.birthDate],
    ['1899-12-31', PROFILE_MESSAGES.birthDate],
    ['17.05.1990', PROFILE_MESSAGES.birthDate],
    ['1990-5-17', PROFILE_MESSAGES.birthDate],
  ])('birth date %j on 2026-06-15 → %s', (value, expected) => {
    expect(birthDateProblem(value, '2026-06-15')).toBe(expected)
  })
})

describe('change password (spec 02 §5 password rule)', () => {
  it('needs the current password and a new one under the rule, different from the current', () => {
    expect(
      changePasswordSchema.safeParse({ current_password: 'Old-secret1', new_password: 'Brand9NewOne' })
        .success,
    ).toBe(true)
    expect(issues(changePasswordSchema.safeParse({ current_password: '', new_password: 'short' }))).toEqual({
      current_password: 'generic.validation.required',
      new_password: 'reset-password.fields.new-password.minLength',
    })
    expect(
      issues(
        changePasswordSchema.safeParse({ current_password: 'Same9Password', new_password: 'Same9Password' }),
      ),
    ).toEqual({ new_password: PROFILE_MESSAGES.samePassword })
  })

  it.each([
    ['Abcdefgh1', 'reset-password.fields.new-password.minLength'],
    ['Abcdefghi1', undefined],
    ['A'.repeat(15) + 'b'.repeat(15), undefined],
    ['A'.repeat(15) + 'b'.repeat(16), 'reset-password.fields.new-password.maxLength'],
    ['abcdefghijk', 'reset-password.fields.new-password.uppercaseLetter'],
    ['Abcde fghijk', 'reset-password.fields.new-password.noSpaces'],
  ])('new password %j → %s', (value, expected) => {
    const result = changePasswordSchema.safeParse({ current_password: 'x', new_password: value })
    expect(issues(result).new_password).toBe(expected)
  })
})

describe('account contact form', () => {
  const message = {
    name: ' Ada Lovelace ',
    email: 'ADA@example.org',
    subject: 'delivery',
    message: ' Where is it? ',
  }

  it('trims and lowercases what it keeps', () => {
    expect(contactSchema.parse(message)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: 'delivery',
      message: 'Where is it?',
    })
  })

  it('limits the message to CONTACT_MESSAGE_MAX characters (counted as characters, not code units)', () => {
    expect(contactSchema.safeParse({ ...message, message: '😀'.repeat(CONTACT_MESSAGE_MAX) }).success).toBe(
      true,
    )
    const long = contactSchema.safeParse({ ...message, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) })
    expect(issues(long)).toEqual({ message: 'generic.validation.maxLength' })
    expect(long.error?.issues[0]).toMatchObject({ params: { max: CONTACT_MESSAGE_MAX } })
  })

  it('needs a topic of the list, a name and a message', () => {
    expect(issues(contactSchema.safeParse({ ...message, subject: 'spam', name: '', message: '  ' }))).toEqual(
      {
        subject: 'generic.validation.required',
        name: 'generic.validation.required',
        message: 'generic.validation.required',
      },
    )
  })
})

describe('delete account', () => {
  it('asks for the password', () => {
    expect(issues(deleteAccountSchema.safeParse({ password: '' }))).toEqual({
      password: 'generic.validation.required',
    })
    expect(deleteAccountSchema.safeParse({ password: 'anything' }).success).toBe(true)
  })
})
