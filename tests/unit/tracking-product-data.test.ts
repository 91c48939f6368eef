import { describe, expect, it } from 'vitest'
import {
  categoryLevels,
  ecommerceOf,
  ecommercePushes,
  trackingItem,
  trackingMoney,
  warengruppe,
  type TrackableProduct,
} from '@/lib/tracking/rules/product-data'

const path = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name, slug: name.toLowerCase() }))

const product = (over: Partial<TrackableProduct> = {}): TrackableProduct => ({
  id: 7,
  referenceKey: '1234567',
  masterKey: 'M-1234',
  name: 'Topf',
  brand: { name: 'Hauswelt' },
  categories: [
    { categoryName: 'Töpfe', categoryLabel: 'Küche | Töpfe | 4711', path: path('Küche', 'Töpfe') },
  ],
  ...over,
})

// Spec 02 §7 "Product tracking data": referenceKey, masterKey, brand, categories (up to 5 levels),
// ffCampaign, itemListId, itemListName, ffPosition; the warengruppe is the first number of the last
// category label 'a | b | number'.
describe('product tracking data (spec 02 §7)', () => {
  it.each([
    ['Küche | Töpfe | 4711', '4711'],
    ['Küche | Töpfe | WG 12 / 3', '12'],
    ['Küche 2000 | Töpfe | 123', '123'],
    ['Küche | Töpfe | ohne', null],
    ['Küche | Töpfe', null],
    ['', null],
    [undefined, null],
  ])('the warengruppe of %j is %j (a label without a number gives none)', (label, group) => {
    expect(warengruppe(label)).toBe(group)
  })

  it('takes the last category label and at most 5 levels', () => {
    const deep = product({
      categories: [
        { categoryName: 'A', categoryLabel: 'x | y | 1', path: path('A') },
        { categoryName: 'F', categoryLabel: 'a | b | 99', path: path('A', 'B', 'C', 'D', 'E', 'F') },
      ],
    })
    expect(categoryLevels(deep)).toEqual(['A', 'B', 'C', 'D', 'E'])
    expect(trackingItem(deep)).toMatchObject({
      warengruppe: '99',
      item_category: 'A',
      item_category5: 'E',
    })
    expect(categoryLevels(product({ categories: [] }))).toEqual([])
  })

  it('builds the item with list, position, campaign, variant and money divided by 100', () => {
    expect(
      trackingItem(product(), {
        variantId: 71,
        priceCents: 1999,
        quantity: 2,
        list: { itemListId: 'search', itemListName: 'Suche', position: 3, ffCampaign: 'summer' },
      }),
    ).toEqual({
      item_id: '1234567',
      item_name: 'Topf',
      item_brand: 'Hauswelt',
      item_variant: '71',
      price: 19.99,
      quantity: 2,
      item_category: 'Küche',
      item_category2: 'Töpfe',
      item_list_id: 'search',
      item_list_name: 'Suche',
      index: 3,
      ffPosition: 3,
      ffCampaign: 'summer',
      referenceKey: '1234567',
      masterKey: 'M-1234',
      warengruppe: '4711',
    })
  })

  it.each([
    [0, 0],
    [1999, 19.99],
    [100, 1],
    [5, 0.05],
  ])('money %d cents is %d', (cents, money) => {
    expect(trackingMoney(cents)).toBe(money)
  })

  it('sums the value from the items unless given, and clears ecommerce before the event', () => {
    const items = [trackingItem(product(), { priceCents: 1999, quantity: 2 })]
    expect(ecommerceOf('EUR', items)).toEqual({ currency: 'EUR', value: 39.98, items })
    expect(ecommerceOf('CHF', items, 500).value).toBe(5)
    expect(ecommercePushes('frontend_add_to_cart', { currency: 'EUR' })).toEqual([
      { ecommerce: null },
      { event: 'frontend_add_to_cart', ecommerce: { currency: 'EUR' } },
    ])
  })
})
