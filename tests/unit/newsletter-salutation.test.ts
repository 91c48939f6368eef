import { describe, expect, it } from 'vitest'
import { GENDERS, isGender, salutationCode } from '@/lib/newsletter/rules/salutation'

describe('newsletter salutation code (spec 02 §7)', () => {
  it.each([
    ['m', 0],
    ['f', 2],
    ['n', 3],
    ['d', 4],
    ['', 0],
    ['x', 0],
    ['M', 0],
    ['F', 0],
    [' f', 0],
    [undefined, 0],
    [null, 0],
    [2, 0],
    [{}, 0],
  ] as const)('%j → %i', (gender, code) => {
    expect(salutationCode(gender)).toBe(code)
  })

  it('knows the gender values of spec 02 §3: m, f, d, n', () => {
    expect(GENDERS).toEqual(['m', 'f', 'd', 'n'])
    expect(GENDERS.every(isGender)).toBe(true)
    expect(isGender('w')).toBe(false)
  })
})
