import { describe, expect, it } from 'vitest'
import { buildShopConfig } from '@/lib/config'
import { FLAVOUR_RULES } from '@/lib/config/flavours'
import { marketOrigin } from '@/lib/config/origin'
import { returnPolicyOf } from '@/lib/config/returns'
import { FALLBACK_SHIPPING_CONFIG, type ShippingConfig } from '@/lib/basket/rules/shipping'
import { variantOptions } from '@/lib/catalog/rules/view/variant-options'
import { productJsonLd } from '@/lib/catalog/rules/seo/product-jsonld'
import { decimalPrice, offerPolicies, shippingRateCents } from '@/lib/catalog/rules/seo/offer-policies'
import type { Attributes, Product } from '@/lib/catalog/rules/types'
import { product, variant } from './catalog-fixtures'

const config = buildShopConfig({})
const sized = (spec: Parameters<typeof variant>[0], label: string) => ({
  ...variant(spec),
  attributes: { masse: { value: label, label } },
})
// Three sizes: the cheapest is sold out (spec 01 §4 leaves it out of the default pick).
const pot = product({
  id: 7,
  referenceKey: '0000007',
  name: 'Topf',
  images: [{ src: '/images/catalog/topf-1.webp', alt: 'Topf', width: 600, height: 600 }],
  variants: [
    sized({ id: 701, referenceKey: '0000007_01', cents: 1999, from: 2, to: 4 }, '16 cm'),
    sized({ id: 702, referenceKey: '0000007_02', cents: 1499, bvc: 4 }, '20 cm'),
    sized({ id: 703, referenceKey: '0000007_03', cents: 6500, from: 5, to: 10 }, '24 cm'),
  ],
})
const TIERED: ShippingConfig = {
  standard: [
    { costCents: 590, fromOrderValueCents: 0 },
    { costCents: 0, fromOrderValueCents: 5000 },
  ],
  freight: [{ costCents: 2900, fromOrderValueCents: 0 }],
}

/** What the tests read of the JSON-LD, typed as the builder writes it. */
interface OfferLd {
  sku: string
  url: string
  price: string
  priceCurrency: string
  availability: string
  shippingDetails: {
    shippingRate: { value: string; currency: string }
    shippingDestination: { addressCountry: string }
    deliveryTime?: { transitTime: { minValue: number; maxValue: number } }
  }
  hasMerchantReturnPolicy: Record<string, unknown>
}
interface VariantLd {
  sku: string
  url: string
  size?: string
  image: string[]
  offers: OfferLd
}
type ItemLd = Record<string, unknown> & { hasVariant: VariantLd[]; offers?: OfferLd }

function jsonLdIn(market: (typeof config.markets)[number], p: Product = pot, shipping = TIERED) {
  const origin = marketOrigin(market)
  const path = `/${market.languages[0]}/p/topf-7/`
  const options = variantOptions(p, {
    locale: market.formattingLocale,
    flavour: FLAVOUR_RULES.home,
    payback: false,
  })
  return productJsonLd(p, {
    origin,
    path,
    currency: market.currency,
    options,
    breadcrumb: [{ name: 'Topf', path }],
    policies: offerPolicies(p, {
      url: origin + path,
      country: market.country,
      currency: market.currency,
      shipping,
      returns: returnPolicyOf(market.code),
    }),
  }).product as unknown as ItemLd
}

describe('product JSON-LD with variants (Google product variants: ProductGroup, hasVariant)', () => {
  it.each(config.markets.map((m) => [m.code, m] as const))('%s', (_code, market) => {
    const origin = marketOrigin(market)
    const item = jsonLdIn(market)
    const page = `${origin}/${market.languages[0]}/p/topf-7/`
    expect(item).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: '0000007',
      variesBy: ['https://schema.org/size'],
      url: page,
      image: [`${origin}/images/catalog/topf-1.webp`],
    })
    expect(item.hasVariant.map((v) => [v.sku, v.url, v.size, v.offers.url, v.offers.price])).toEqual([
      ['0000007_01', `${page}?variant=0000007_01`, '16 cm', `${page}?variant=0000007_01`, '19.99'],
      ['0000007_02', `${page}?variant=0000007_02`, '20 cm', `${page}?variant=0000007_02`, '14.99'],
      ['0000007_03', `${page}?variant=0000007_03`, '24 cm', `${page}?variant=0000007_03`, '65.00'],
    ])
    for (const v of item.hasVariant) {
      expect(v.image).toEqual([`${origin}/images/catalog/topf-1.webp`])
      expect(v.offers.priceCurrency).toBe(market.currency)
      const shipping = v.offers.shippingDetails
      expect(shipping.shippingRate.currency).toBe(market.currency)
      expect(shipping.shippingDestination.addressCountry).toBe(market.country.toUpperCase())
      expect(v.offers.hasMerchantReturnPolicy).toMatchObject({
        '@type': 'MerchantReturnPolicy',
        applicableCountry: market.country.toUpperCase(),
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: 14,
        returnMethod: 'https://schema.org/ReturnByMail',
        returnFees: 'https://schema.org/FreeReturn',
      })
    }
    // The rate is the tier the piece's price reaches: 5,90 below 50,00, free from it.
    expect(item.hasVariant.map((v) => v.offers.shippingDetails.shippingRate.value)).toEqual([
      '5.90',
      '5.90',
      '0.00',
    ])
    expect(item.hasVariant.map((v) => v.offers.availability)).toEqual([
      'https://schema.org/InStock',
      'https://schema.org/SoldOut',
      'https://schema.org/InStock',
    ])
  })

  it('delivery time is the variant’s own window, in days; a sold-out variant promises none', () => {
    const [small, sold, large] = jsonLdIn(config.markets[0]!).hasVariant
    expect(small?.offers.shippingDetails.deliveryTime).toEqual({
      '@type': 'ShippingDeliveryTime',
      handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 0, unitCode: 'DAY' },
      transitTime: { '@type': 'QuantitativeValue', minValue: 2, maxValue: 4, unitCode: 'DAY' },
    })
    expect(large?.offers.shippingDetails.deliveryTime?.transitTime).toMatchObject({
      minValue: 5,
      maxValue: 10,
    })
    expect(sold?.offers.shippingDetails).not.toHaveProperty('deliveryTime')
  })

  it('a product with one variant stays a plain Product', () => {
    const single = product({ id: 8, variants: [variant({ id: 801, referenceKey: '8_01', cents: 1250 })] })
    const item = jsonLdIn(config.markets[0]!, single)
    expect(item['@type']).toBe('Product')
    expect(item).not.toHaveProperty('hasVariant')
    expect(item.offers).toMatchObject({
      sku: '8_01',
      price: '12.50',
      url: 'http://de-de.localhost:3000/de/p/topf-7/',
    })
  })
})

describe('shipping rate of one piece (spec 02 §3 shipping cost configuration, spec 01 §9 fallback)', () => {
  const withAttributes = (attributes: Attributes) => ({ attributes })
  const yes = { value: 'j', label: 'ja' }
  it.each([
    ['standard, fallback 4,99', {}, 1999, FALLBACK_SHIPPING_CONFIG, 499],
    ['bulky goods go by freight, fallback 14,99', { bulkyOrLoad: yes }, 1999, FALLBACK_SHIPPING_CONFIG, 1499],
    ['free-shipping goods pay nothing', { freeShipping: yes }, 1999, FALLBACK_SHIPPING_CONFIG, 0],
    ['below a cheaper tier', {}, 4999, TIERED, 590],
    ['at the cheaper tier', {}, 5000, TIERED, 0],
    ['bulky goods, freight tiers', { bulkyOrLoad: yes }, 9000, TIERED, 2900],
  ])('%s', (_case, attributes, price, shipping, cents) => {
    expect(shippingRateCents(withAttributes(attributes), price, shipping)).toBe(cents)
  })

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [499, '4.99'],
    [1499, '14.99'],
    [100000, '1000.00'],
  ])('%i cents are "%s"', (cents, text) => {
    expect(decimalPrice(cents)).toBe(text)
  })
})
