import { describe, expect, it } from 'vitest'
import { DOWNLOADS_ATTRIBUTE, WARNINGS_ATTRIBUTE } from '@/lib/catalog/rules/attribute-keys'
import { remindWhenAvailableApplies } from '@/lib/catalog/rules/availability'
import { productDownloads, productWarnings } from '@/lib/catalog/rules/view/product-panels'
import { product } from './catalog-fixtures'

describe('warnings panel (spec 01 §4 panels)', () => {
  it('lists the warning notes in catalog order, one value or several', () => {
    const many = product({
      attributes: {
        [WARNINGS_ATTRIBUTE]: [
          { value: 'airbag', label: 'Niemals mit aktiviertem Front-Airbag verwenden.' },
          { value: 'gurt', label: ' Das Kind stets anschnallen. ' },
          { value: 'leer', label: '  ' },
        ],
      },
    })
    expect(productWarnings(many)).toEqual([
      'Niemals mit aktiviertem Front-Airbag verwenden.',
      'Das Kind stets anschnallen.',
    ])
    const one = product({
      attributes: { [WARNINGS_ATTRIBUTE]: { value: 'x', label: 'Nur unter Aufsicht.' } },
    })
    expect(productWarnings(one)).toEqual(['Nur unter Aufsicht.'])
  })

  it('has nothing to show for a product without warnings (the panel is left out)', () => {
    expect(productWarnings(product())).toEqual([])
  })
})

describe('downloads panel (spec 01 §4 panels)', () => {
  const withDownloads = (downloads: unknown) =>
    product({ advancedAttributes: { [DOWNLOADS_ATTRIBUTE]: downloads } })

  it('keeps local PDF documents with a label; an unknown kind counts as other', () => {
    expect(
      productDownloads(
        withDownloads([
          { href: '/downloads/0100001-datenblatt.pdf', label: 'Kochtopf Tessin', kind: 'datasheet' },
          { href: '/downloads/0100001-anleitung.PDF', label: 'Pflege', kind: 'flyer' },
        ]),
      ),
    ).toEqual([
      { href: '/downloads/0100001-datenblatt.pdf', label: 'Kochtopf Tessin', kind: 'datasheet' },
      { href: '/downloads/0100001-anleitung.PDF', label: 'Pflege', kind: 'other' },
    ])
  })

  it.each([
    ['another host', { href: 'https://example.com/a.pdf', label: 'A' }],
    ['a protocol-relative address', { href: '//example.com/a.pdf', label: 'A' }],
    ['a path leaving its folder', { href: '/downloads/../secret.pdf', label: 'A' }],
    ['not a PDF', { href: '/downloads/a.exe', label: 'A' }],
    ['no label', { href: '/downloads/a.pdf', label: ' ' }],
    ['not an object', 'datenblatt.pdf'],
  ])('leaves out %s', (_case, entry) => {
    expect(productDownloads(withDownloads([entry]))).toEqual([])
  })

  it('has nothing to show without a list (the panel is left out)', () => {
    expect(productDownloads(product())).toEqual([])
    expect(productDownloads(withDownloads('x'))).toEqual([])
  })
})

describe('remind-when-available panel (spec 01 §4: BVC 3 no delivery time, 4 sold out)', () => {
  it.each([
    [1, false],
    [2, false],
    [3, true],
    [4, true],
  ] as const)('BVC %i → offered %s', (bvc, offered) => {
    expect(remindWhenAvailableApplies(bvc)).toBe(offered)
  })
})
