import { describe, expect, it } from 'vitest'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/config/constants'
import {
  PASSWORD_MESSAGE_VALUES,
  passwordMessageKey,
  passwordProblems,
  passwordSchema,
  type PasswordProblem,
} from '@/lib/account/rules/password'

/** A valid-looking password of exactly `length` characters: upper, lower, then lowercase filler. */
const ofLength = (length: number) => 'Aa' + 'b'.repeat(length - 2)

describe('account password rule (spec 02 §5 Password, §9 length 10 to 30)', () => {
  it('uses the bounds of spec 02 §9', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([10, 30])
    expect(PASSWORD_MESSAGE_VALUES).toEqual({ min: 10, max: 30 })
  })

  it.each<[string, string, PasswordProblem[]]>([
    ['empty', '', ['required']],
    ['blanks only', '     ', ['required']],
    ['9 characters', ofLength(9), ['minLength']],
    ['10 characters', ofLength(10), []],
    ['30 characters', ofLength(30), []],
    ['31 characters', ofLength(31), ['maxLength']],
    ['a space inside', 'Abcde fghij', ['noSpaces']],
    ['a leading space', ' Abcdefghij', ['noSpaces']],
    ['a tab', 'Abcde\tfghij', ['noSpaces']],
    ['no uppercase', 'abcdefghij', ['uppercaseLetter']],
    ['no lowercase', 'ABCDEFGHIJ', ['lowercaseLetter']],
    ['digits only', '1234567890', ['lowercaseLetter', 'uppercaseLetter']],
    ['umlauts as the letters', 'ÄöÜ1234567', []],
    ['short, one case, a space', 'ab c', ['minLength', 'uppercaseLetter', 'noSpaces']],
    ['an emoji counts as one character', 'Aabbbbbbb😀', []],
  ])('%s → %j', (_, value, problems) => {
    expect(passwordProblems(value)).toEqual(problems)
  })

  it('the schema reports every problem as the spec message key, with the text values', () => {
    const result = passwordSchema.safeParse('ab c')
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'reset-password.fields.new-password.minLength',
      'reset-password.fields.new-password.uppercaseLetter',
      'reset-password.fields.new-password.noSpaces',
    ])
    expect(result.error?.issues[0]).toMatchObject({ params: { min: 10, max: 30 } })
  })

  it.each([undefined, null, 1234567890])('the schema calls %j missing', (value) => {
    expect(passwordSchema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
      passwordMessageKey('required'),
    ])
  })

  it('the schema keeps a valid password exactly as typed', () => {
    expect(passwordSchema.parse('Geheim-Wort1')).toBe('Geheim-Wort1')
  })
})
