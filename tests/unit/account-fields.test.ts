import { describe, expect, it } from 'vitest'
import de from '@/messages/de/account.json'
import {
  FIELD_GROUPS,
  FIELD_GROUP_SCHEMAS,
  emailProblem,
  guestSchema,
  loginSchema,
  nameProblem,
  registerSchema,
  resetSchema,
} from '@/lib/account/rules/fields'
import {
  GENERIC_MESSAGES,
  email,
  maxLength,
  minLength,
  minValue,
  numeric,
  required,
} from '@/lib/account/rules/generic-messages'
import { PASSWORD_PROBLEMS, passwordMessageKey } from '@/lib/account/rules/password'
import { salutationCode } from '@/lib/newsletter/rules/salutation'

const register = {
  first_name: ' Anne-Marie ',
  last_name: 'St. Clair',
  gender: 'f',
  email: '  Anne.Marie@Example.COM ',
  register_password: 'Geheim-Wort1',
  newsletter: false,
}

/** The first message per field, or {} when the values pass. */
const errorsOf = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  values: unknown,
) =>
  Object.fromEntries(
    (schema.safeParse(values).error?.issues ?? []).reverse().map((i) => [i.path[0], i.message]),
  )

describe('account names (spec 02 §5 Names)', () => {
  it.each([
    ['Jürgen', undefined],
    ['Élodie', undefined],
    ['Ana María', undefined],
    ['Dr. Weiß-Müller', undefined],
    ['  Jan  ', undefined],
    ['', 'generic.error.name.required'],
    ['   ', 'generic.error.name.required'],
    ['Anna1', 'generic.validation.name'],
    ['R2D2', 'generic.validation.name'],
    ["O'Brien", 'generic.validation.name'],
    ['Anna_Lena', 'generic.validation.name'],
    ['<b>', 'generic.validation.name'],
  ])('%j → %s', (name, key) => {
    expect(nameProblem(name)).toBe(key)
    expect(errorsOf(registerSchema, { ...register, first_name: name }).first_name).toBe(key)
    expect(errorsOf(registerSchema, { ...register, last_name: name }).last_name).toBe(key)
  })
})

describe('account email (spec 02 §5 Email)', () => {
  it.each([
    ['kunde@example.de', undefined],
    ['  Kunde@Example.DE ', undefined],
    ['vor.name+tag@sub.example.ch', undefined],
    ['', 'newsletter.errors.required'],
    ['   ', 'newsletter.errors.required'],
    ['kunde', 'newsletter.errors.email'],
    ['kunde@example', 'newsletter.errors.email'],
    ['ku nde@example.de', 'newsletter.errors.email'],
    ['kunde@@example.de', 'newsletter.errors.email'],
  ])('%j → %s', (value, key) => {
    expect(emailProblem(value)).toBe(key)
    expect(errorsOf(resetSchema, { email: value }).email).toBe(key)
  })

  it('is lowercased and trimmed before sending', () => {
    expect(resetSchema.parse({ email: '  Anne.Marie@Example.COM ' })).toEqual({
      email: 'anne.marie@example.com',
    })
  })
})

describe('account gender and newsletter (spec 02 §5 Gender and newsletter, §3 values, §7 salutation)', () => {
  it.each([
    ['m', undefined, 0],
    ['f', undefined, 2],
    ['n', undefined, 3],
    ['d', undefined, 4],
    ['', 'generic.validation.required', 0],
    ['x', 'generic.validation.required', 0],
    ['F', 'generic.validation.required', 0],
    [undefined, 'generic.validation.required', 0],
  ])('gender %j → %s, salutation code %i', (gender, key, code) => {
    expect(errorsOf(guestSchema, { ...register, gender }).gender).toBe(key)
    expect(salutationCode(gender)).toBe(code)
  })

  it.each([
    [true, undefined],
    [false, undefined],
    [undefined, 'generic.validation.required'],
    ['true', 'generic.validation.required'],
    [null, 'generic.validation.required'],
  ])('newsletter %j → %s', (newsletter, key) => {
    expect(errorsOf(guestSchema, { ...register, newsletter }).newsletter).toBe(key)
  })
})

describe('account field groups (spec 02 §5 Field groups, §3 field names)', () => {
  it.each(Object.entries(FIELD_GROUPS))('%s holds %j', (group, fields) => {
    expect(Object.keys(FIELD_GROUP_SCHEMAS[group as keyof typeof FIELD_GROUPS].shape).sort()).toEqual(
      [...fields].sort(),
    )
  })

  it('guest is register without the password', () => {
    expect(FIELD_GROUPS.guest).toEqual(FIELD_GROUPS.register.filter((field) => field !== 'register_password'))
  })

  it('register parses to trimmed names and the lowercased email', () => {
    expect(registerSchema.parse(register)).toEqual({
      ...register,
      first_name: 'Anne-Marie',
      email: 'anne.marie@example.com',
    })
  })

  it.each([
    ['empty', passwordMessageKey('required'), ''],
    ['a 9-character password', passwordMessageKey('minLength'), 'Geheim-W1'],
    ['no uppercase', passwordMessageKey('uppercaseLetter'), 'geheim-wort1'],
    ['a space', passwordMessageKey('noSpaces'), 'Geheim Wort1'],
  ])('register password: %s → %s', (_, key, register_password) => {
    expect(errorsOf(registerSchema, { ...register, register_password }).register_password).toBe(key)
  })

  it('guest ignores a password, login only needs one typed', () => {
    expect(guestSchema.safeParse({ ...register, register_password: '' }).success).toBe(true)
    expect(loginSchema.parse({ email: 'A@B.de', password: 'kurz' })).toEqual({
      email: 'a@b.de',
      password: 'kurz',
    })
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: 'newsletter.errors.required',
      password: 'generic.validation.required',
    })
  })
})

describe('generic validator messages (spec 02 §5 Generic validator messages)', () => {
  it.each([
    ['required, blanks trimmed', required('   '), { key: GENERIC_MESSAGES.required }],
    ['required, filled', required('x'), undefined],
    ['minLength 3 of "ab"', minLength('ab', 3), { key: GENERIC_MESSAGES.minLength, values: { min: 3 } }],
    ['minLength 3 of "abc"', minLength('abc', 3), undefined],
    ['maxLength 3 of "abcd"', maxLength('abcd', 3), { key: GENERIC_MESSAGES.maxLength, values: { max: 3 } }],
    ['maxLength 3 of "abc"', maxLength('abc', 3), undefined],
    ['numeric "12a"', numeric('12a'), { key: GENERIC_MESSAGES.numeric }],
    ['numeric "0123"', numeric('0123'), undefined],
    ['email "a@b"', email('a@b'), { key: GENERIC_MESSAGES.email }],
    ['email "a@b.de"', email('a@b.de'), undefined],
    ['minValue 1 of 0', minValue(0, 1), { key: GENERIC_MESSAGES.minValue, values: { min: 1 } }],
    ['minValue 1 of 1', minValue(1, 1), undefined],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected)
  })
})

describe('account message keys (spec 02 §5) have texts', () => {
  const keys = [
    ...PASSWORD_PROBLEMS.map(passwordMessageKey),
    ...Object.values(GENERIC_MESSAGES),
    'generic.error.name.required',
    'generic.validation.name',
    'newsletter.errors.required',
    'newsletter.errors.email',
  ]
  it.each(keys)('%s', (key) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], de)
    expect(typeof text).toBe('string')
  })
})
