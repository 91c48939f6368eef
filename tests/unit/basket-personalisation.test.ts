import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  customTextFor,
  engravingGroup,
  itemGroupForAdd,
  itemGroupForUpdate,
  storedCustomData,
  storedCustomText,
} from '@/lib/basket/rules/item-data'
import {
  customTextMaxLength,
  meansNoCustomisation,
  newItemGroupId,
  normaliseCustomText,
} from '@/lib/basket/rules/personalisation'
import { product } from './catalog-fixtures'

const personalised = product({
  attributes: { personalisierterArtikel: { value: '1', label: 'ja' } },
  advancedAttributes: { gravureLength: [{ value: '10', label: '10' }] },
})
const plain = product()

describe('personalisation texts (spec 02 §3 customText text1..n, §4 "ohne" means no customisation)', () => {
  it.each([
    ['ohne', true],
    ['OHNE', true],
    ['  Ohne ', true],
    ['', true],
    ['   ', true],
    ['ohne Text', false],
    ['Anna', false],
  ])('%j means no customisation: %s', (text, none) => {
    expect(meansNoCustomisation(text)).toBe(none)
  })

  it.each([
    ['no texts', undefined, null],
    ['only ohne', { text1: 'ohne' }, null],
    ['ohne and empty', { text1: 'Ohne', text2: ' ' }, null],
    ['a real text, trimmed', { text1: '  Anna  ' }, { text1: 'Anna' }],
    ['a real text beside ohne', { text1: 'ohne', text2: 'Ben' }, { text2: 'Ben' }],
  ])('%s → %j', (_label, input, kept) => {
    expect(normaliseCustomText(personalised, input)).toEqual({ ok: true, customText: kept })
  })

  it('refuses a text on a product that takes none, but accepts ohne there', () => {
    expect(normaliseCustomText(plain, { text1: 'Anna' })).toMatchObject({ ok: false, field: 'customText' })
    expect(normaliseCustomText(plain, { text1: 'ohne' })).toEqual({ ok: true, customText: null })
  })

  it('refuses keys other than text1..n and texts longer than gravureLength (in characters)', () => {
    expect(normaliseCustomText(personalised, { name: 'Anna' })).toMatchObject({ ok: false, field: 'name' })
    expect(normaliseCustomText(personalised, { text1: 'x'.repeat(11) })).toMatchObject({
      ok: false,
      field: 'text1',
      message: 'at most 10 characters',
    })
    expect(normaliseCustomText(personalised, { text1: 'ü'.repeat(10) })).toMatchObject({ ok: true })
  })

  it('uses the shop limit when gravureLength is no number (e.g. ohne)', () => {
    expect(customTextMaxLength(product({ advancedAttributes: { gravureLength: 'ohne' } }))).toBe(60)
    expect(customTextMaxLength(personalised)).toBe(10)
  })

  it('customTextFor answers a 400-style ZodError naming body.customData.customText.<field>', () => {
    let error: unknown
    try {
      customTextFor(personalised, { customText: { text2: 'x'.repeat(11) } })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(z.ZodError)
    expect((error as z.ZodError).issues[0]?.path).toEqual(['body', 'customData', 'customText', 'text2'])
    expect(() => customTextFor(plain, { customText: { text1: 'Anna' } })).toThrow(z.ZodError)
  })
})

describe('item group ids (spec 02 §4, §9: a personalised item gets a random 8-digit item group id)', () => {
  it('draws 8 digits, never a leading zero', () => {
    for (let i = 0; i < 200; i++) expect(newItemGroupId()).toMatch(/^[1-9]\d{7}$/)
    expect(newItemGroupId(() => 10_000_000)).toBe('10000000')
    expect(newItemGroupId((_min, max) => max - 1)).toBe('99999999')
  })

  it('gives each engraving a group of its own: main item, not required', () => {
    const a = engravingGroup()
    const b = engravingGroup()
    expect(a).toEqual({ id: expect.stringMatching(/^\d{8}$/), isMainItem: true, isRequired: false })
    expect(a.id).not.toBe(b.id)
  })

  it.each([
    [
      'an engraving ignores the requested group',
      { text1: 'Anna' },
      { id: 'B1', isMainItem: false, isRequired: true },
      'engraving',
    ],
    [
      'no text keeps the requested group',
      null,
      { id: 'B1', isMainItem: false, isRequired: true },
      'requested',
    ],
    ['no text and no group → none', null, undefined, null],
  ] as const)('addItem: %s', (_label, text, requested, expected) => {
    const group = itemGroupForAdd(text, requested, () => 12_345_678)
    if (expected === 'engraving')
      expect(group).toEqual({ id: '12345678', isMainItem: true, isRequired: false })
    else if (expected === 'requested') expect(group).toEqual(requested)
    else expect(group).toBeNull()
  })

  it('updateItem: an engraved line keeps its group whatever is asked, gains one with a first text', () => {
    const current = { id: '87654321', isMainItem: true, isRequired: false }
    const asked = { id: 'B1', isMainItem: false, isRequired: false }
    expect(itemGroupForUpdate({ text1: 'A' }, current, null)).toBe(current)
    expect(itemGroupForUpdate({ text1: 'A' }, null, asked, () => 11_111_111)).toEqual({
      id: '11111111',
      isMainItem: true,
      isRequired: false,
    })
    expect(itemGroupForUpdate(null, current, asked)).toBe(asked)
    expect(itemGroupForUpdate(null, current, undefined)).toBeUndefined()
  })

  it('stores customText and tracking data but never a client pricePromotionKey', () => {
    const stored = storedCustomData(
      { customText: { text1: 'ohne' }, pricePromotionKey: 'Promotion99', cPromo: { promotionId: 'P' } },
      null,
    )
    expect(stored).toEqual({ cPromo: { promotionId: 'P' } })
    expect(storedCustomData(undefined, { text1: 'Anna' })).toEqual({ customText: { text1: 'Anna' } })
    expect(storedCustomText({ customText: { text1: 'Anna' } })).toEqual({ text1: 'Anna' })
    expect(storedCustomText({})).toBeNull()
  })
})
