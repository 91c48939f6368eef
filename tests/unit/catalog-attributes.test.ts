import { describe, expect, it } from 'vitest'
import { attributeIs, attributeValues, firstAttribute } from '@/lib/catalog/rules/attributes'

const bag: Record<string, unknown> = {
  bulkyOrLoad: { value: 'j', label: 'ja' },
  personalisierterArtikel: { value: '1', label: 'personalisiert' },
  vppArticle: 'J',
  farbe: [
    { value: 'rot', label: 'Rot' },
    { value: 'weiss', label: 'Weiß' },
  ],
  count: 3,
  broken: { nothing: true },
}

describe('attribute readers (spec 01 §3, spec 02 §3)', () => {
  it.each<[string, string, string[], boolean]>([
    ['bulkyOrLoad j means yes', 'bulkyOrLoad', ['j'], true],
    ['personalisierterArtikel 1 means personalised', 'personalisierterArtikel', ['1'], true],
    ['vppArticle J means yes (any case)', 'vppArticle', ['j'], true],
    ['a multi-valued attribute matches any value', 'farbe', ['weiss'], true],
    ['no match', 'farbe', ['blau'], false],
    ['an absent attribute', 'motivtext', ['j'], false],
    ['an unreadable value', 'broken', ['true'], false],
  ])('spec 01 §3: %s', (_case, key, flags, expected) => {
    expect(attributeIs(bag, key, ...flags)).toBe(expected)
  })

  it('spec 01 §3: values and labels in catalog order; bare text and numbers are their own label', () => {
    expect(attributeValues(bag, 'farbe').map((v) => v.label)).toEqual(['Rot', 'Weiß'])
    expect(firstAttribute(bag, 'vppArticle')).toEqual({ value: 'J', label: 'J' })
    expect(firstAttribute(bag, 'count')).toEqual({ value: '3', label: '3' })
    expect(firstAttribute(bag, 'missing')).toBeUndefined()
  })
})
