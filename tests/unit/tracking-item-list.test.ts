import { describe, expect, it } from 'vitest'
import { ALL_CATEGORY_GROUPS_FILTER, filterUsed, viewItemListPayload } from '@/lib/tracking/rules/item-list'

const product = (id: number, priceCents: number) => ({
  id,
  referenceKey: `R${id}`,
  masterKey: `M${id}`,
  name: `P${id}`,
  brand: { name: 'B' },
  categories: [],
  priceCents,
})

// Spec 02 §7: frontend_view_item_list carries category id and name, searchTerm, totalHits, filterUsed
// (the count followed by the names of the used filters, without the all-category-groups filter), orderBy.
describe('frontend_view_item_list (spec 02 §7)', () => {
  it.each([
    [[], '0'],
    [[{ param: 'farbe' }], '1|farbe'],
    [[{ param: 'farbe' }, { param: 'brand' }], '2|farbe|brand'],
    [[{ param: 'farbe' }, { param: 'farbe' }], '1|farbe'],
    [[{ param: ALL_CATEGORY_GROUPS_FILTER }], '0'],
    [[{ param: ALL_CATEGORY_GROUPS_FILTER }, { param: 'price' }], '1|price'],
  ])('filterUsed of %j is %j', (filters, used) => {
    expect(filterUsed(filters)).toBe(used)
  })

  it('carries the category, the search term, the hits, the sort and the items with positions', () => {
    const payload = viewItemListPayload({
      listId: 'category-12',
      listName: 'Töpfe',
      currency: 'EUR',
      category: { id: 12, name: 'Töpfe' },
      totalHits: 140,
      filters: [{ param: 'farbe' }],
      orderBy: 'price_asc',
      products: [product(1, 1000), product(2, 250)],
      firstPosition: 25,
    })
    expect(payload).toMatchObject({
      categoryId: '12',
      categoryName: 'Töpfe',
      searchTerm: null,
      totalHits: 140,
      filterUsed: '1|farbe',
      orderBy: 'price_asc',
      ecommerce: { item_list_id: 'category-12', item_list_name: 'Töpfe', currency: 'EUR', value: 12.5 },
    })
    expect(payload.ecommerce.items.map((i) => [i.item_id, i.index, i.price])).toEqual([
      ['R1', 25, 10],
      ['R2', 26, 2.5],
    ])
  })

  it('a search list has its term and no category', () => {
    const payload = viewItemListPayload({
      listId: 'search',
      listName: 'search',
      currency: 'CHF',
      searchTerm: 'topf',
      products: [product(1, 100)],
    })
    expect(payload).toMatchObject({ categoryId: null, categoryName: null, searchTerm: 'topf', totalHits: 1 })
  })
})
