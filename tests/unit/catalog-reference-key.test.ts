import { describe, expect, it } from 'vitest'
import { displayReferenceKey } from '@/lib/catalog/rules/reference-key'

describe('reference key display (spec 01 §5)', () => {
  it.each([
    ['dots removed', '12.345', '12345'],
    ['cut to 7 characters', '123456789', '1234567'],
    ['leading zeros removed', '0012345', '12345'],
    ['dots removed before the cut', '1.2.3.4.5.6.7.8', '1234567'],
    ['the cut counts leading zeros, which go after it', '0012.345.678', '12345'],
    ['zeros inside stay', '1000200', '1000200'],
    ['a short key', '042', '42'],
    ['exactly 7 characters', '7654321', '7654321'],
    ['letters are kept', '0A1.B2', 'A1B2'],
    ['only zeros leave nothing', '0000.000', ''],
    ['empty', '', ''],
  ])('spec 01 §5: %s: %s → %s', (_case, key, shown) => {
    expect(displayReferenceKey(key)).toBe(shown)
  })
})
