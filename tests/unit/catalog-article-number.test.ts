import { describe, expect, it } from 'vitest'
import { articleNumber } from '@/lib/catalog/rules/article-number'

describe('article number (spec 01 §5, spec 02 §3)', () => {
  it.each([
    ['the part before the first underscore', '500100_01', '500100'],
    ['only the first underscore cuts', '500100_01_rot', '500100'],
    ['no underscore: the whole key', '500100', '500100'],
    ['leading underscore: empty', '_01', ''],
    ['dots are kept', '12.345_7', '12.345'],
    ['empty key', '', ''],
  ])('spec 01 §5: %s: %s → %s', (_case, key, expected) => {
    expect(articleNumber(key)).toBe(expected)
  })
})
