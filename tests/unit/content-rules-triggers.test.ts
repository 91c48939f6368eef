import { describe, expect, it } from 'vitest'
import {
  isProductPath,
  matchesAnyTrigger,
  matchesTrigger,
  parseTriggers,
  type Trigger,
  type TriggerPageContext,
  type TriggerType,
} from '@/lib/content/rules/triggers'

const product = {
  brand: 'Kochwerk',
  subbrands: ['Kochwerk Pro', 'Edition Küche'],
  breadcrumb: ['Küche', 'Töpfe & Pfannen', 'Kochtöpfe'],
  sale: true,
  salePercent: 25,
}

const productPage: TriggerPageContext = {
  path: '/de/p/kochtopf-edelstahl-12345/',
  productNumbers: ['12345'],
  product,
}
// The same product data on a page that is not a product page: product-only triggers must ignore it.
const listingPage: TriggerPageContext = { path: '/de/kueche/', productNumbers: ['12345'], product }
const contentPage: TriggerPageContext = { path: '/de/magazin/kochen/' }
const checkoutPage: TriggerPageContext = {
  path: '/de/kasse/',
  checkout: { step: 'payment' },
  productNumbers: ['12345', '777'],
}

const t = (type: TriggerType, value: string): Trigger => ({ type, value })

describe('content triggers on product and non-product pages (spec 01 §3)', () => {
  it.each<[string, Trigger, TriggerPageContext, boolean]>([
    // url
    ['url: exact path', t('url', '/de/kueche/'), listingPage, true],
    ['url: without trailing slash and in other case', t('url', '/DE/Kueche'), listingPage, true],
    ['url: without language prefix', t('url', 'kueche'), listingPage, true],
    [
      'url: full address counts by path',
      t('url', 'https://www.example.de/de/kueche/?x=1'),
      listingPage,
      true,
    ],
    ['url: other path', t('url', '/de/bad/'), listingPage, false],
    ['url: prefix is not a match', t('url', '/de/kue'), listingPage, false],
    ['url: wildcard below', t('url', '/de/magazin/*'), contentPage, true],
    ['url: wildcard without language', t('url', 'magazin*'), contentPage, true],
    ['url: wildcard elsewhere', t('url', '/de/ratgeber/*'), contentPage, false],
    ['url: wildcard does not match a longer segment', t('url', '/de/mag*'), contentPage, false],
    ['url: root', t('url', '/'), { path: '/de/' }, true],
    ['url: root is not every page', t('url', '/'), contentPage, false],
    ['url: on product page', t('url', '/de/p/*'), productPage, true],
    ['url: empty value never matches', t('url', ''), contentPage, false],
    // scayleCheckout
    ['checkout: any step', t('scayleCheckout', ''), checkoutPage, true],
    ['checkout: * step', t('scayleCheckout', '*'), checkoutPage, true],
    ['checkout: named step', t('scayleCheckout', 'Payment'), checkoutPage, true],
    ['checkout: other step', t('scayleCheckout', 'shipping'), checkoutPage, false],
    ['checkout: not on a content page', t('scayleCheckout', ''), contentPage, false],
    ['checkout: not on a product page', t('scayleCheckout', ''), productPage, false],
    // productNumber: not product-only, it matches any page about that product
    ['productNumber on its product page', t('productNumber', '12345'), productPage, true],
    ['productNumber in the checkout lines', t('productNumber', '777'), checkoutPage, true],
    ['productNumber: other product', t('productNumber', '99999'), productPage, false],
    ['productNumber: page without products', t('productNumber', '12345'), contentPage, false],
    ['productNumber: empty value', t('productNumber', ''), productPage, false],
    // marke (brand): product pages only
    ['marke on product page', t('marke', 'kochwerk'), productPage, true],
    ['marke: other brand', t('marke', 'Backwerk'), productPage, false],
    ['marke off product page', t('marke', 'Kochwerk'), listingPage, false],
    ['marke on content page', t('marke', 'Kochwerk'), contentPage, false],
    ['marke: empty value', t('marke', ''), productPage, false],
    // subbrand: product pages only
    ['subbrand on product page', t('subbrand', 'edition küche'), productPage, true],
    ['subbrand: other', t('subbrand', 'Basic'), productPage, false],
    ['subbrand off product page', t('subbrand', 'Kochwerk Pro'), listingPage, false],
    // breadcrumb: product pages only
    ['breadcrumb on product page', t('breadcrumb', 'Töpfe & Pfannen'), productPage, true],
    ['breadcrumb: NFD spelling of the same word', t('breadcrumb', 'Ku\u0308che'), productPage, true],
    ['breadcrumb: other', t('breadcrumb', 'Bad'), productPage, false],
    ['breadcrumb off product page', t('breadcrumb', 'Küche'), listingPage, false],
    // sale: product pages only
    ['sale on product page', t('sale', ''), productPage, true],
    ['sale true', t('sale', 'true'), productPage, true],
    ['sale false on sale product', t('sale', 'false'), productPage, false],
    ['sale at least 20 %', t('sale', '20'), productPage, true],
    ['sale at least 30 %', t('sale', '30'), productPage, false],
    ['sale: unreadable value', t('sale', 'viel'), productPage, false],
    ['sale off product page', t('sale', 'true'), listingPage, false],
    ['sale on content page', t('sale', ''), contentPage, false],
    [
      'sale false on a regular product',
      t('sale', 'false'),
      { ...productPage, product: { ...product, sale: false, salePercent: null } },
      true,
    ],
    ['product page without product data', t('marke', 'Kochwerk'), { path: '/de/p/x-1/' }, false],
  ])('%s', (_, trigger, page, expected) => {
    expect(matchesTrigger(trigger, page)).toBe(expected)
  })
})

describe('trigger lists', () => {
  it('a block without triggers always applies; with triggers any one must match', () => {
    expect(matchesAnyTrigger([], contentPage)).toBe(true)
    expect(matchesAnyTrigger([t('marke', 'Kochwerk'), t('url', '/de/magazin/kochen')], contentPage)).toBe(
      true,
    )
    expect(matchesAnyTrigger([t('marke', 'Kochwerk'), t('sale', '')], contentPage)).toBe(false)
  })

  it('parses triggers from content, leaving out unknown types and odd shapes', () => {
    expect(
      parseTriggers([
        { type: 'url', value: '/de/' },
        { type: 'productNumber', value: 12345 },
        { type: 'sale', value: true },
        { type: 'marke' },
        { type: 'weather', value: 'sun' },
        'url',
        null,
      ]),
    ).toEqual([t('url', '/de/'), t('productNumber', '12345'), t('sale', 'true'), t('marke', '')])
    expect(parseTriggers(undefined)).toEqual([])
  })

  it.each([
    ['/de/p/kochtopf-12345/', true],
    ['/fr/p/casserole-12345', true],
    ['/de/p/', false],
    ['/de/shop/p/', false],
    ['/de/produkte/p-1/', false],
  ])('product page recognised by /p/ (spec 01 §2): %s → %s', (path, expected) => {
    expect(isProductPath(path)).toBe(expected)
  })
})
