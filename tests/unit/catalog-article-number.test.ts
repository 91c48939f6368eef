import { describe, expect, it } from 'vitest'
import { articleNumber, shownArticleNumber } from '@/lib/catalog/rules/article-number'

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

describe('the article number as shown everywhere (spec 01 §5, both rules)', () => {
  it.each([
    ['seeded variant: leading zero dropped, as on the product page', '0100300_01_02', '100300'],
    ['a key without underscore', '0100300', '100300'],
    ['dots removed before the cut to 7', '0012.345.678_01', '12345'],
    ['longer than 7 after the article cut', '123456789_01', '1234567'],
    ['only zeros', '000_01', ''],
  ])('%s: %s → %s', (_case, key, expected) => {
    expect(shownArticleNumber(key)).toBe(expected)
  })
})
