import { describe, expect, it } from 'vitest'
import { categoryLookups } from '@/lib/catalog/rules/listing/category-reference'

/** One string names a category; the listing API and listing blocks each try their usual form first. */
describe('category references', () => {
  it.each([
    ['digits are the id, and nothing else', '42', [{ categoryId: 42 }]],
    ['a word is the slug, then the key', 'kueche', [{ categorySlug: 'kueche' }, { categoryKey: 'kueche' }]],
    [
      'over nine digits is no id',
      '1234567890',
      [{ categorySlug: '1234567890' }, { categoryKey: '1234567890' }],
    ],
  ])('listing API: %s', (_case, reference, lookups) => {
    expect(categoryLookups(reference, 'api')).toEqual(lookups)
  })

  it.each([
    ['a word', 'grossgerte'],
    ['digits', '42'],
  ])('listing block: %s is the content’s key, then a slug', (_case, reference) => {
    expect(categoryLookups(reference, 'block')).toEqual([
      { categoryKey: reference },
      { categorySlug: reference },
    ])
  })
})
