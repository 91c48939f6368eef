import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { invalidateCatalogIndex } from '@/lib/catalog/server/listing/index-cache'
import { toListingProduct, type ListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import { parseListingParams } from '@/lib/catalog/rules/listing/params'
import { listProducts, type ListingOptions, type ListingResult } from '@/lib/catalog/server/listing/query'
import { SORT_OPTIONS } from '@/lib/catalog/rules/listing/sort'
import { slugify } from '@/lib/catalog/rules/product-slug'
import { readRating } from '@/lib/catalog/rules/rating'
import { getProductsByIds } from '@/lib/catalog/server/store'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

/** Category listings (spec 01 §9 filters and sort) over the seeded catalog (default flavour home, 400 products). */
describe.each(testDrivers)('catalog listing query on %s', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
  })
  afterAll(async () => {
    if (t) invalidateCatalogIndex(t.db)
    await t?.close()
  })

  const list = async (search: string, options: Partial<ListingOptions> = {}): Promise<ListingResult> => {
    const { value, problems } = parseListingParams(new URLSearchParams(search))
    expect(problems).toEqual([])
    const result = await listProducts(t.db, {
      categoryKey: 'wohnen',
      language: 'de',
      currency: 'EUR',
      ...value,
      ...options,
    })
    if (!result) throw new Error('category not found')
    return result
  }
  /** Every product of a listing, page by page at the largest page size. */
  const all = async (search: string, options: Partial<ListingOptions> = {}) => {
    const first = await list(`${search}&perPage=96`, options)
    const pages = [first]
    for (let page = 2; page <= first.pageCount; page++)
      pages.push(await list(`${search}&perPage=96&page=${page}`, options))
    return pages.flatMap((p) => p.products)
  }
  const count = async (query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n

  it('finds a category by its slug in each language (spec 01 §2: category pages per language)', async () => {
    const byLanguage = await Promise.all(
      (
        [
          ['de', 'kueche'],
          ['fr', 'cuisine'],
          ['nl', 'keuken'],
        ] as const
      ).map(([language, categorySlug]) =>
        listProducts(t.db, { categorySlug, language, currency: 'EUR', perPage: 5 }),
      ),
    )
    expect(byLanguage.map((r) => r?.category?.name)).toEqual(['Küche', 'Cuisine', 'Keuken'])
    expect(new Set(byLanguage.map((r) => r?.category?.id)).size).toBe(1)
    expect(new Set(byLanguage.map((r) => r?.total)).size).toBe(1)
    expect(byLanguage[0]?.total).toBeGreaterThan(0)
    // A slug of another language is not this language's.
    expect(await listProducts(t.db, { categorySlug: 'cuisine', language: 'de', currency: 'EUR' })).toBeNull()
  })

  it('answers null for an unknown category, so the caller can 404', async () => {
    expect(
      await listProducts(t.db, { categorySlug: 'gibt-es-nicht', language: 'de', currency: 'EUR' }),
    ).toBeNull()
    expect(await listProducts(t.db, { categoryId: 999_999, language: 'de', currency: 'EUR' })).toBeNull()
  })

  it('lists every active product filed under the category or below it, with its path and children', async () => {
    const result = await list('')
    const expected = await count(
      sql`select count(distinct pc.product_id)::int as n from product_categories pc
        join categories c on c.id = pc.category_id join products p on p.id = pc.product_id
        join product_price_ranges r on r.product_id = p.id and r.currency = 'EUR'
        where c.key = 'wohnen' and p.is_active`,
    )
    expect(result.total).toBe(expected)
    expect(result.category).toMatchObject({ key: 'wohnen', name: 'Wohnen', slug: 'wohnen' })
    expect(result.category?.path.map((p) => p.name)).toEqual(['Wohnen'])
    expect(result.category?.children.map((c) => c.name)).toEqual(['Möbel', 'Leuchten', 'Teppiche'])
    expect(result.products).toHaveLength(24)
    expect(result.sort).toBe('Relevancy:desc')
  })

  it('serves each product as the product read would, lean (spec 02 §3 listing product)', async () => {
    const result = await list('perPage=12', { currency: 'CHF', language: 'fr' })
    const products = await getProductsByIds(
      t.db,
      result.products.map((p) => p.id),
      { language: 'fr', currency: 'CHF' },
    )
    expect(result.products).toEqual(products.map(toListingProduct))
    const [first] = result.products
    expect(first?.variants[0]).toEqual({
      id: expect.any(Number),
      referenceKey: expect.any(String),
      price: expect.objectContaining({ currencyCode: 'CHF' }),
      stock: { quantity: expect.any(Number) },
      availability: { BVC: expect.any(Number) },
      KQPRI: expect.objectContaining({ BVC: expect.any(Number), deliveryDaysTo: expect.any(Number) }),
    })
    expect(first).not.toHaveProperty('description')
  })

  describe('filters, one of each kind (spec 01 §9 whitelist)', () => {
    it('attribute: farbe keeps products of any chosen colour', async () => {
      const products = await all('farbe=grau&farbe=blau')
      expect(products.length).toBeGreaterThan(0)
      for (const p of products) {
        const colours = [p.attributes.farbe].flat().map((v) => v?.value)
        expect(colours.some((c) => c === 'grau' || c === 'blau')).toBe(true)
      }
      const expected = await count(
        sql`select count(distinct p.id)::int as n from products p
          join product_categories pc on pc.product_id = p.id join categories c on c.id = pc.category_id
          where c.key = 'wohnen' and p.colors && array['grau', 'blau']`,
      )
      expect(products).toHaveLength(expected as number)
    })

    it('variant attribute: masse keeps products with a variant of that size', async () => {
      const result = await list('masse=160x230', { categoryKey: 'teppiche' })
      const expected = await count(
        sql`select count(distinct v.product_id)::int as n from variants v
          join product_categories pc on pc.product_id = v.product_id join categories c on c.id = pc.category_id
          where c.key = 'teppiche' and v.attributes -> 'masse' ->> 'value' = '160x230'`,
      )
      expect(expected).toBeGreaterThan(0)
      expect(result.total).toBe(expected)
    })

    it('brand: keeps the brand chosen by its slug', async () => {
      const first = (await list('')).products[0] as ListingProduct
      const products = await all(`brand=${slugify(first.brand.name)}`)
      expect(products.length).toBeGreaterThan(0)
      expect(new Set(products.map((p) => p.brand.name))).toEqual(new Set([first.brand.name]))
    })

    it('category: kategorie narrows to a sub-category', async () => {
      const root = await list('')
      const moebel = root.category?.children.find((c) => c.name === 'Möbel')
      const products = await all(`kategorie=${moebel?.id}`)
      expect(products.length).toBeGreaterThan(0)
      for (const p of products)
        expect(p.categories.some((c) => c.path.some((s) => s.id === moebel?.id))).toBe(true)
      const facet = root.facets.find((f) => f.param === 'kategorie')
      expect(facet?.values.find((v) => v.value === String(moebel?.id))?.count).toBe(products.length)
    })

    it('boolean: sale, freeShipping and deliverable keep only products with the fact', async () => {
      for (const p of await all('sale=1')) expect(p.sale).toBeGreaterThan(0)
      for (const p of await all('freeShipping=1'))
        expect(p.attributes.freeShipping).toMatchObject({ value: 'j' })
      const deliverable = await all('deliverable=1')
      for (const p of deliverable)
        expect(p.variants.some((v) => [1, 2].includes(v.availability.BVC))).toBe(true)
      expect(deliverable.length).toBeLessThanOrEqual((await list('')).total)
    })

    it('price: whole currency units in the URL, the lowest price compared in cents', async () => {
      const products = await all('price=100-400')
      expect(products.length).toBeGreaterThan(0)
      for (const p of products) {
        expect(p.priceRange.min.withTax).toBeGreaterThanOrEqual(10_000)
        expect(p.priceRange.min.withTax).toBeLessThanOrEqual(40_000)
      }
      for (const p of await all('price=-50')) expect(p.priceRange.min.withTax).toBeLessThanOrEqual(5_000)
    })

    it('rating and thresholds: at least 4 stars, delivered within 3 days', async () => {
      const rated = await all('rating=4')
      expect(rated.length).toBeGreaterThan(0)
      for (const p of rated) expect(readRating(p.attributes)?.value).toBeGreaterThanOrEqual(4)
      for (const p of await all('lieferzeit=3')) {
        expect(
          p.variants.some((v) => [1, 2].includes(v.availability.BVC) && v.KQPRI.deliveryDaysTo <= 3),
        ).toBe(true)
      }
    })

    it('a value the catalog does not hold gives a clean empty listing', async () => {
      const result = await list('farbe=karierte-zebrastreifen')
      expect(result).toMatchObject({ total: 0, products: [], pageCount: 0 })
    })
  })

  it('counts each facet with all OTHER filters applied', async () => {
    const both = await list('farbe=grau&freeShipping=1')
    const colour = both.facets.find((f) => f.param === 'farbe')
    const shipping = both.facets.find((f) => f.param === 'freeShipping')
    const brand = both.facets.find((f) => f.param === 'brand')
    // The colour facet counts colours among free-shipping products, the chosen colour included.
    for (const v of colour?.values ?? []) {
      expect(v.count).toBe((await list(`farbe=${v.value}&freeShipping=1`)).total)
    }
    expect(colour?.values.find((v) => v.value === 'grau')).toMatchObject({
      selected: true,
      count: both.total,
    })
    // The free-shipping facet counts among grey products, whatever their shipping.
    expect(shipping?.values).toEqual([{ value: '1', count: both.total, selected: true }])
    expect((await list('farbe=grau')).total).toBeGreaterThanOrEqual(both.total)
    // A facet not chosen counts within the full selection.
    const firstBrand = brand?.values[0]
    expect(firstBrand?.count).toBe((await list(`farbe=grau&freeShipping=1&brand=${firstBrand?.value}`)).total)
    expect(colour?.values.find((v) => v.value === 'grau')?.label).toBe('Grau')
    expect(both.appliedFilters).toEqual([
      { param: 'farbe', values: ['grau'] },
      { param: 'freeShipping', values: ['1'] },
    ])
  })

  it('gives a price facet as the range of the products the other filters leave', async () => {
    const result = await list('price=100-200&farbe=grau')
    const facet = result.facets.find((f) => f.param === 'price')
    const grey = await all('farbe=grau')
    const prices = grey.map((p) => p.priceRange.min.withTax)
    expect(facet?.range).toEqual({ min: Math.min(...prices), max: Math.max(...prices) })
  })

  describe('sort orders (spec 01 §9, default Relevancy:desc)', () => {
    const ordered = <T>(values: T[], compare: (a: T, b: T) => number) =>
      values.slice(1).every((v, i) => compare(values[i] as T, v) <= 0)

    it.each(SORT_OPTIONS)('%s gives a total order without repeats across pages', async (sort) => {
      const products = await all(`sort=${sort}`, { categoryKey: 'kueche' })
      expect(products.length).toBe((await list('', { categoryKey: 'kueche' })).total)
      expect(new Set(products.map((p) => p.id)).size).toBe(products.length)
      const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' })
      const rating = (p: ListingProduct) => readRating(p.attributes)?.value ?? -1
      const checks: Record<string, (a: ListingProduct, b: ListingProduct) => number> = {
        'Price:asc': (a, b) => a.priceRange.min.withTax - b.priceRange.min.withTax,
        'Price:desc': (a, b) => b.priceRange.min.withTax - a.priceRange.min.withTax,
        'New:desc': (a, b) =>
          Number(b.isNew) - Number(a.isNew) || Date.parse(b.firstLiveAt) - Date.parse(a.firstLiveAt),
        'Rating:desc': (a, b) => rating(b) - rating(a),
        'Sale:desc': (a, b) => (b.sale ?? -1) - (a.sale ?? -1),
        'Name:asc': (a, b) => collator.compare(a.name, b.name),
      }
      const check = checks[sort]
      if (check) expect(ordered(products, check)).toBe(true)
      else {
        // Relevancy in a category: the bestseller score, then the product number.
        const rows = (await t.db.execute(
          sql`select p.id from products p join product_categories pc on pc.product_id = p.id
            join categories c on c.id = pc.category_id where c.key = 'kueche' and p.is_active
            order by p.popularity desc, p.id`,
        )) as unknown as { rows: Array<{ id: number }> }
        expect(products.map((p) => p.id)).toEqual(rows.rows.map((r) => r.id))
      }
    })
  })

  describe('pagination bounds', () => {
    it('pages through every product exactly once', async () => {
      const first = await list('perPage=10')
      expect(first.pageCount).toBe(Math.ceil(first.total / 10))
      const ids = (await all('')).map((p) => p.id)
      expect(ids).toHaveLength(first.total)
      expect(new Set(ids).size).toBe(first.total)
    })

    it('answers a page beyond the last with no products and the right total', async () => {
      const first = await list('')
      const beyond = await list(`page=${first.pageCount + 1}`)
      expect(beyond).toMatchObject({ products: [], total: first.total, page: first.pageCount + 1 })
      const last = await list(`page=${first.pageCount}`)
      expect(last.products).toHaveLength(first.total - (first.pageCount - 1) * 24)
    })

    it('caps the page size at 96 and defaults to 24', async () => {
      expect((await list('perPage=500')).perPage).toBe(96)
      expect((await list('perPage=500')).products).toHaveLength(Math.min(96, (await list('')).total))
      expect((await list('')).perPage).toBe(24)
    })
  })
})
