import { describe, expect, it } from 'vitest'
import {
  checkLeakedPassword,
  checkPasswordPath,
  isInRange,
  leakProblem,
  rangePrefix,
  rangeSuffix,
  sha1Hex,
} from '@/lib/account/rules/leaked-password'

const PASSWORD_SHA1 = '5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8'
const SUFFIX = '1E4C9B93F3F0682250B6CF8331B7EE68FD8'

describe('leaked-password hash and range (spec 02 §5 Password, §7 check-password)', () => {
  it('hashes "password" to its known SHA-1, upper-case hex', async () => {
    expect(await sha1Hex('password')).toBe(PASSWORD_SHA1)
  })

  it('hashes UTF-8, not UTF-16', async () => {
    // SHA-1 of the UTF-8 bytes C3 A4 ("ä"), as the breach data hashes it.
    expect(await sha1Hex('ä')).toBe('961FA22F61A56E19F3F5F8867901AC8CF5E6D11F')
  })

  it('splits the hash into a 5-digit prefix and a 35-digit suffix', () => {
    expect(rangePrefix(PASSWORD_SHA1)).toBe('5BAA6')
    expect(rangeSuffix(PASSWORD_SHA1)).toBe(SUFFIX)
    expect(rangeSuffix(PASSWORD_SHA1)).toHaveLength(35)
    expect(rangePrefix(PASSWORD_SHA1.toLowerCase())).toBe('5BAA6')
    expect(checkPasswordPath('5BAA6')).toBe('/api/user/check-password/?hash=5BAA6')
  })

  it.each([
    [
      'listed, LF',
      `0018A45C4D1DEF81644B54AB7F969B88D65:1\n${SUFFIX}:3861493\n00D4F6E8FA6EECAD2A3AA415EEC418D38EC:2`,
      true,
    ],
    ['listed, CRLF', `0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${SUFFIX}:3861493\r\n`, true],
    ['listed in lower case', `${SUFFIX.toLowerCase()}:7`, true],
    ['listed without a count', `0018A45C4D1DEF81644B54AB7F969B88D65\n${SUFFIX}`, true],
    ['not listed', '0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n00D4F6E8FA6EECAD2A3AA415EEC418D38EC:2', false],
    ['listed at count 0 (padding)', `0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${SUFFIX}:0`, false],
    ['an empty body', '', false],
    ['only a longer suffix', `${SUFFIX}0:5`, false],
  ])('range body %s → %s', (_, body, listed) => {
    expect(isInRange(SUFFIX, body)).toBe(listed)
  })

  it('asks for the prefix only, and reports leaked, clean or failed', async () => {
    const asked: string[] = []
    const load = (body: string) => async (prefix: string) => {
      asked.push(prefix)
      return body
    }
    expect(await checkLeakedPassword('password', load(`${SUFFIX}:10`))).toBe('leaked')
    expect(await checkLeakedPassword('password', load(`${SUFFIX}:0`))).toBe('clean')
    expect(asked).toEqual(['5BAA6', '5BAA6'])
    const failing = () => Promise.reject(new Error('offline'))
    expect(await checkLeakedPassword('password', failing)).toBe('failed')
  })

  it.each([
    ['clean', undefined],
    ['leaked', 'leaked'],
    ['failed', 'leaked'],
  ] as const)('a %s check → %s (a failed check counts as invalid)', (check, problem) => {
    expect(leakProblem(check)).toBe(problem)
  })
})
