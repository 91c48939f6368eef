import { describe, expect, it } from 'vitest'
import { FLAVOUR_RULES } from '@/lib/config/flavours'
import { currentOption, distinguishingKeys, variantOptions } from '@/lib/catalog/rules/view/variant-options'
import { productIdFromPdp } from '@/lib/catalog/server/product-page'
import { jsonLdScript, productJsonLd } from '@/lib/catalog/rules/seo/product-jsonld'
import { setPanelsProduct, togglePanel, type PanelsState } from '@/lib/ui/client/product-panels'
import { marketOrigin } from '@/lib/config/origin'
import { product, variant } from './catalog-fixtures'

const withSize = (spec: Parameters<typeof variant>[0], size: string) => {
  const v = variant(spec)
  return { ...v, attributes: { masse: { value: size, label: size.replace('x', ' × ') + ' cm' } } }
}

describe('product page variants (spec 01 §4, spec 02 §3, §9)', () => {
  const p = product({
    variants: [
      withSize({ id: 1, referenceKey: 'A_01', cents: 2999, from: 2, to: 3 }, '135x200'),
      withSize({ id: 2, referenceKey: 'A_02', cents: 1999, from: 7, to: 10, bvc: 4 }, '155x220'),
      withSize(
        { id: 3, referenceKey: 'A_03', cents: 2499, from: 20, to: 30, kqpri: { Punkte_Faktor_Payback: 2 } },
        '200x200',
      ),
    ],
  })
  const options = variantOptions(p, { locale: 'de-DE', flavour: FLAVOUR_RULES.home, payback: true })

  it('labels variants by the attributes that differ between them', () => {
    expect(distinguishingKeys(p.variants)).toEqual(['masse'])
    expect(options.map((o) => o.label)).toEqual(['135 × 200 cm', '155 × 220 cm', '200 × 200 cm'])
  })

  it('computes price, delivery message, sold-out state and article number per variant', () => {
    expect(options[0]?.price.price.replace(/\s/g, ' ')).toBe('29,99 €') // Intl puts a no-break space before €
    expect(options[0]?.delivery.kind).toBe('instant')
    expect(options[1]).toMatchObject({ soldOut: true, buyable: false })
    expect(options[2]?.articleNumber).toBe('A')
  })

  it('payback points only where the market has payback (spec 02 §9)', () => {
    expect(options[2]?.paybackPoints).toBe(49)
    const noPayback = variantOptions(p, { locale: 'de-DE', flavour: FLAVOUR_RULES.home, payback: false })
    expect(noPayback.every((o) => o.paybackPoints === null)).toBe(true)
  })

  it.each([
    ['A_03', 3],
    ['2', 2],
    [null, 3],
    ['unknown', 3],
  ])('current variant for query %s is %s (query → cheapest available → first)', (query, id) => {
    expect(currentOption(options, query)?.id).toBe(id)
  })
})

describe('spec 01 §2: the product number ends the pdp parameter', () => {
  it.each([
    ['bettwaesche-karlo-satin-100001', 100001],
    ['100001', 100001],
    ['kochtopf-abc', null],
    ['kochtopf-', null],
    ['x-99999999999', null],
    ['x-0', null],
  ])('%s → %s', (pdp, id) => {
    expect(productIdFromPdp(pdp)).toBe(id)
  })
})

describe('product JSON-LD', () => {
  const p = product({
    id: 7,
    name: 'Topf',
    variants: [variant({ id: 70, referenceKey: '7_01', cents: 1250 })],
  })
  const options = variantOptions(p, { locale: 'de-DE', flavour: FLAVOUR_RULES.home, payback: false })
  const { product: item, breadcrumbs: crumbs } = productJsonLd(p, {
    origin: 'https://www.example.de',
    path: '/de/p/topf-7/',
    currency: 'EUR',
    options,
    breadcrumb: [
      { name: 'Start', path: '/de/' },
      { name: 'Topf', path: '/de/p/topf-7/' },
    ],
  })
  it('with one variant is a plain Product with its Offer in the market currency', () => {
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'Topf',
      sku: '7_01',
      offers: {
        url: 'https://www.example.de/de/p/topf-7/',
        price: '12.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    })
  })
  it('has a BreadcrumbList with absolute URLs', () => {
    expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      'https://www.example.de/de/',
      'https://www.example.de/de/p/topf-7/',
    ])
  })
  it('cannot close its script tag', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})

describe('spec 01 §4: product page panels', () => {
  const start: PanelsState = { productId: null, open: {} }
  it('each panel opens and closes on its own', () => {
    const s = togglePanel(togglePanel(setPanelsProduct(start, 1), 'reviews'), 'downloads')
    expect(s.open).toEqual({ reviews: true, downloads: true })
    expect(togglePanel(s, 'reviews').open.reviews).toBe(false)
  })
  it('all are reset when a different product is set, kept for the same product', () => {
    const s = togglePanel(setPanelsProduct(start, 1), 'warnings')
    expect(setPanelsProduct(s, 1)).toBe(s)
    expect(setPanelsProduct(s, 2, ['description']).open).toEqual({ description: true })
  })
})

describe('market origin for canonical URLs', () => {
  it.each([
    ['www.example.de', {}, 'https://www.example.de'],
    ['de-ch.localhost', { PORT: '3100' }, 'http://de-ch.localhost:3100'],
    ['de-ch.localhost', {}, 'http://de-ch.localhost:3000'],
    ['shop.localhost:8080', {}, 'http://shop.localhost:8080'],
  ])('%s → %s', (domain, env, origin) => {
    expect(marketOrigin({ domain }, env)).toBe(origin)
  })
})
