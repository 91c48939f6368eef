import { describe, expect, it } from 'vitest'
import { FLAVOUR_RULES } from '@/lib/config/flavours'
import { currentOption, inGroupingOrder, variantOptions } from '@/lib/catalog/rules/view/variant-options'
import { product, variant } from './catalog-fixtures'

const facts = { locale: 'de-DE', flavour: FLAVOUR_RULES.home, payback: false }

describe('variant lists and pickers in the grouping sort (spec 01 §4)', () => {
  const variants = [
    variant({ referenceKey: 'SOLD', bvc: 4, cents: 900 }),
    variant({ referenceKey: 'NONE', bvc: 3, cents: 800 }),
    variant({ referenceKey: 'WEEKS', from: 21, to: 28, cents: 1500 }),
    variant({ referenceKey: 'SOON', from: 5, to: 7, cents: 1700 }),
    variant({ referenceKey: 'FAST', from: 1, to: 2, cents: 1900 }),
  ]
  const options = variantOptions(product({ variants }), facts)

  it('shows deliverable soon first, then later, no delivery time (999 × 3), sold out last (999 × 4)', () => {
    expect(inGroupingOrder(options).map((o) => o.referenceKey)).toEqual([
      'FAST',
      'SOON',
      'WEEKS',
      'NONE',
      'SOLD',
    ])
  })

  it('leaves the options themselves in catalog order, so the current-variant rule is unchanged', () => {
    expect(options.map((o) => o.referenceKey)).toEqual(['SOLD', 'NONE', 'WEEKS', 'SOON', 'FAST'])
    expect(currentOption(options)?.referenceKey).toBe('WEEKS')
    const allGone = variantOptions(
      product({ variants: [variant({ referenceKey: 'A', bvc: 4 }), variant({ referenceKey: 'B', bvc: 3 })] }),
      facts,
    )
    // "otherwise the first variant": the first in the catalog, not the first in the grouping sort.
    expect(currentOption(allGone)?.referenceKey).toBe('A')
    expect(inGroupingOrder(allGone).map((o) => o.referenceKey)).toEqual(['B', 'A'])
  })

  it('keeps catalog order between variants of the same group', () => {
    const same = variantOptions(
      product({ variants: [variant({ referenceKey: 'X' }), variant({ referenceKey: 'Y' })] }),
      facts,
    )
    expect(inGroupingOrder(same).map((o) => o.referenceKey)).toEqual(['X', 'Y'])
  })
})

describe('reference number on the product page (spec 01 §5)', () => {
  it.each([
    ['0100024_01_02', '100024'],
    ['12.345.678_01', '1234567'],
    ['0012.345.678', '12345'],
  ])('%s is shown as %s', (referenceKey, shown) => {
    const [option] = variantOptions(product({ variants: [variant({ referenceKey })] }), facts)
    expect(option?.referenceNumber).toBe(shown)
  })
})
