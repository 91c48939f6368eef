import { describe, expect, it } from 'vitest'
import { categoryCrumbs, categoryHref } from '@/lib/catalog/rules/category-links'
import { categoryHref as suggestCategoryHref } from '@/lib/catalog/server/search/suggest'
import { linkedCrumbs, productBreadcrumb } from '@/lib/catalog/rules/view/product-breadcrumb'

// Spec 01 §2: category pages are content pages under kategorieseiten; not every category has one.
const pages = new Map([
  ['kueche', '/de/kueche/'],
  ['toepfe', '/de/kochtoepfe/'],
])
const keys = new Map([
  [1001, 'kueche'],
  [1002, 'kochgeschirr'],
  [1003, 'toepfe'],
  [1004, 'deckel'],
  [2001, 'garten'],
])
const level = (id: number, name: string) => ({ id, name })

describe('category links (spec 01 §2 category pages)', () => {
  it('is the one rule the search suggestions use as well', () => {
    expect(suggestCategoryHref).toBe(categoryHref)
  })

  it('links every level to its own page, else the nearest ancestor page filtered to it', () => {
    const path = [
      level(1001, 'Küche'),
      level(1002, 'Kochgeschirr'),
      level(1003, 'Töpfe'),
      level(1004, 'Deckel'),
    ]
    expect(categoryCrumbs(path, keys, pages)).toEqual([
      { id: 1001, name: 'Küche', href: '/de/kueche/' },
      { id: 1002, name: 'Kochgeschirr', href: '/de/kueche/?kategorie=1002' },
      { id: 1003, name: 'Töpfe', href: '/de/kochtoepfe/' },
      { id: 1004, name: 'Deckel', href: '/de/kochtoepfe/?kategorie=1004' },
    ])
  })

  it('names a level no page shows without linking it, and a level of unknown key likewise', () => {
    expect(categoryCrumbs([level(2001, 'Garten')], keys, pages)).toEqual([
      { id: 2001, name: 'Garten', href: null },
    ])
    expect(categoryCrumbs([level(9999, 'Unbekannt')], keys, pages)[0]?.href).toBeNull()
    expect(categoryCrumbs([], keys, pages)).toEqual([])
  })
})

describe('product breadcrumb and its BreadcrumbList', () => {
  const crumbs = productBreadcrumb(
    { name: 'Startseite', href: '/de/' },
    [
      { id: 2001, name: 'Garten', href: null },
      { id: 1001, name: 'Küche', href: '/de/kueche/' },
    ],
    { name: 'Kochtopf Tessin', href: '/de/p/kochtopf-tessin-42/' },
  )

  it('runs from home over the category levels to the product', () => {
    expect(crumbs.map((c) => c.name)).toEqual(['Startseite', 'Garten', 'Küche', 'Kochtopf Tessin'])
  })

  it('gives the JSON-LD only the steps that have an address', () => {
    expect(linkedCrumbs(crumbs)).toEqual([
      { name: 'Startseite', path: '/de/' },
      { name: 'Küche', path: '/de/kueche/' },
      { name: 'Kochtopf Tessin', path: '/de/p/kochtopf-tessin-42/' },
    ])
  })
})
