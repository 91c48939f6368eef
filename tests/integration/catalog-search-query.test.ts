import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { invalidateCatalogIndex } from '@/lib/catalog/server/listing/index-cache'
import { parseListingParams } from '@/lib/catalog/rules/listing/params'
import { searchProducts, type SearchOptions } from '@/lib/catalog/server/search/query'
import { browseCategories, suggest } from '@/lib/catalog/server/search/suggest'
import { listProducts } from '@/lib/catalog/server/listing/query'
import { productPath } from '@/lib/catalog/rules/product-slug'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

/** Product search (the search page of spec 01 §2) over the seeded home catalog: full text per language, typos, suggestions. */
describe.each(testDrivers)('catalog search on %s', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
  })
  afterAll(async () => {
    if (t) invalidateCatalogIndex(t.db)
    await t?.close()
  })

  const search = (q: string, search = '', options: Partial<SearchOptions> = {}) => {
    const { value, problems } = parseListingParams(new URLSearchParams(search))
    expect(problems).toEqual([])
    return searchProducts(t.db, { q, language: 'de', currency: 'EUR', ...value, ...options })
  }
  const namesLike = async (language: string, pattern: string) =>
    (
      (await t.db.execute(
        sql`select count(*)::int as n from product_texts t join products p on p.id = t.product_id
          where t.language = ${language} and t.name ilike ${pattern} and p.is_active`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows[0]?.n ?? 0

  it('finds products by a word of their name in German, as the listing shape with totalHits', async () => {
    const result = await search('Wasserkocher')
    expect(result.total).toBe(await namesLike('de', '%Wasserkocher%'))
    expect(result.totalHits).toBe(result.total)
    expect(result).toMatchObject({ query: 'Wasserkocher', correctedQuery: null, category: null, page: 1 })
    for (const p of result.products) expect(p.name).toContain('Wasserkocher')
    expect(result.facets.map((f) => f.param)).toContain('farbe')
  })

  it('searches the French texts with the french configuration (plural and accents)', async () => {
    const result = await search('bouilloires', '', { language: 'fr' })
    expect(result.total).toBe(await namesLike('fr', '%Bouilloire%'))
    for (const p of result.products) expect(p.name).toMatch(/^Bouilloire/)
    const canapes = await search('canapé', '', { language: 'fr' })
    expect(canapes.total).toBeGreaterThan(0)
    for (const p of canapes.products) expect(p.name.toLowerCase()).toContain('canapé')
  })

  it('searches Dutch with the simple configuration', async () => {
    const result = await search('waterkoker', '', { language: 'nl' })
    expect(result.total).toBe(await namesLike('nl', '%Waterkoker%'))
  })

  it('tolerates a small typo in German and in French, and says what it searched for', async () => {
    const de = await search('Wasserkocer')
    expect(de.total).toBe(await namesLike('de', '%Wasserkocher%'))
    const towel = await search('handtuh')
    expect(towel.total).toBeGreaterThan(0)
    expect(towel.correctedQuery).toBe('handtuch')
    for (const p of towel.products) expect(p.name).toContain('Handtuch')
    const fr = await search('bouiloire', '', { language: 'fr' })
    expect(fr.correctedQuery).toBe('bouilloire')
    expect(fr.total).toBe(await namesLike('fr', '%Bouilloire%'))
  })

  it('finds the parts of German compounds ("topf" finds "Kochtopf")', async () => {
    const result = await search('topf')
    expect(result.total).toBeGreaterThanOrEqual(await namesLike('de', '%Kochtopf%'))
    expect(result.products.some((p) => p.name.includes('Kochtopf'))).toBe(true)
  })

  it('matches by brand and colour (search keywords) and ANDs the words', async () => {
    const grey = await search('Handtuch grau')
    expect(grey.total).toBeGreaterThan(0)
    for (const p of grey.products) {
      expect(p.name).toContain('Handtuch')
      expect([p.attributes.farbe].flat().map((v) => v?.value)).toContain('grau')
    }
    expect(grey.total).toBeLessThan((await search('Handtuch')).total)
  })

  it('applies the listing filters and sort to the hits', async () => {
    const result = await search('Handtuch', 'farbe=weiss&sort=Price:asc&perPage=96')
    expect(result.total).toBeGreaterThan(0)
    for (const p of result.products)
      expect([p.attributes.farbe].flat().map((v) => v?.value)).toContain('weiss')
    const prices = result.products.map((p) => p.priceRange.min.withTax)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(
      result.facets.find((f) => f.param === 'farbe')?.values.find((v) => v.value === 'weiss'),
    ).toMatchObject({
      selected: true,
      count: result.total,
    })
  })

  it('orders by text rank (ts_rank), then bestseller score, by default', async () => {
    const result = await search('Kochkunst', 'perPage=96')
    const rows = (
      (await t.db.execute(
        sql`select t.product_id as id, ts_rank(t.search, to_tsquery('german', 'kochkunst:*')) as rank, p.popularity
          from product_texts t join products p on p.id = t.product_id
          where t.language = 'de' and t.search @@ to_tsquery('german', 'kochkunst:*')`,
      )) as unknown as { rows: Array<{ id: number; rank: number; popularity: number }> }
    ).rows
    const byId = new Map(rows.map((r) => [r.id, r]))
    const ranked = result.products.map((p) => byId.get(p.id))
    expect(ranked.every(Boolean)).toBe(true)
    expect(new Set(ranked.map((r) => r?.rank)).size).toBeGreaterThan(1)
    ranked.slice(1).forEach((r, i) => {
      const before = ranked[i]
      if (!r || !before) return
      expect(before.rank > r.rank || (before.rank === r.rank && before.popularity >= r.popularity)).toBe(true)
    })
  })

  it('answers an empty result for words that find nothing and for a query of no words', async () => {
    expect(await search('xylophonquantenschaum')).toMatchObject({ total: 0, products: [], totalHits: 0 })
    expect(await search('  !!  ')).toMatchObject({ total: 0, products: [] })
  })

  it('pages search results: beyond the last page no products, total kept', async () => {
    const first = await search('Handtuch', 'perPage=10')
    const beyond = await search('Handtuch', `perPage=10&page=${first.pageCount + 1}`)
    expect(beyond).toMatchObject({ total: first.total, products: [] })
  })

  describe('suggestions while typing', () => {
    it('suggests products by the start of a word with their page path, and categories', async () => {
      const result = await suggest(t.db, { q: 'wasserk', language: 'de' })
      expect(result.products.length).toBeGreaterThan(0)
      expect(result.products.length).toBeLessThanOrEqual(5)
      for (const p of result.products) {
        expect(p.name).toMatch(/^Wasserkocher/)
        expect(p.path).toBe(productPath({ id: p.id, name: p.name, seoUrl: '' }))
        expect(p.href).toBe(`/de${p.path}`)
        expect(p.image).toMatch(/^\/images\/catalog\/.+\.webp$/)
      }
      const categories = await suggest(t.db, { q: 'küche', language: 'de' })
      expect(categories.categories.map((c) => c.name)).toContain('Küche')
      expect(categories.categories.length).toBeLessThanOrEqual(3)
      expect(categories.categories.find((c) => c.name === 'Küche')).toMatchObject({
        key: 'kueche',
        slug: 'kueche',
        path: [{ name: 'Küche', slug: 'kueche' }],
        // The content service has a category page for it (kategorieseiten/kueche, spec 01 §2).
        href: '/de/kueche/',
      })
      // Every suggested category leads to a page: its own category page (each category has one now).
      for (const c of categories.categories) expect(c.href).toBe(`/de/${c.slug}/`)
    })

    it('finds categories however the umlaut is typed, and in French', async () => {
      for (const q of ['kuche', 'kueche', 'KÜCH']) {
        expect((await suggest(t.db, { q, language: 'de' })).categories.map((c) => c.key)).toContain('kueche')
      }
      const fr = await suggest(t.db, { q: 'ustensi', language: 'fr' })
      expect(fr.categories.map((c) => c.name)).toContain('Ustensiles')
    })

    it('suggests despite a typo', async () => {
      const result = await suggest(t.db, { q: 'wasserkocer', language: 'de' })
      expect(result.products.map((p) => p.name).every((n) => n.startsWith('Wasserkocher'))).toBe(true)
      expect(result.products.length).toBeGreaterThan(0)
    })

    it('suggests content pages by their title in the page language', async () => {
      const de = await suggest(t.db, { q: 'ordnung', language: 'de' })
      expect(de.pages).toEqual([
        {
          title: 'Ordnung in der Küche: fünf Handgriffe, die wirklich helfen',
          href: '/de/ratgeber/ordnung-in-der-kueche/',
        },
      ])
      const fr = await suggest(t.db, { q: 'inspirat', language: 'fr' })
      expect(fr.pages).toEqual([{ title: 'Inspirations', href: '/fr/les-inspirations/' }])
      const nl = await suggest(t.db, { q: 'keuken', language: 'nl' })
      expect(nl.pages.map((p) => p.href)).toContain('/nl/magazine/orde-in-de-keuken/')
      expect(nl.categories.find((c) => c.key === 'kueche')?.href).toBe('/nl/keuken/')
      expect((await suggest(t.db, { q: 'wasserkocher', language: 'de' })).pages).toEqual([])
    })

    it('offers categories to browse, those with a page first, each with a page address', async () => {
      const links = await browseCategories(t.db, 'fr', 4)
      expect(links).toHaveLength(4)
      expect(links.map((l) => l.name)).toContain('Cuisine')
      expect(links.find((l) => l.name === 'Cuisine')?.href).toBe('/fr/cuisine/')
      for (const link of links) expect(link.href).toMatch(/^\/fr\/[a-z-]+\/(\?kategorie=\d+)?$/)
    })

    it('a subcategory leads to its own page, showing what its ancestor page filtered to it shows', async () => {
      const { categories } = await suggest(t.db, { q: 'töpfe', language: 'de' })
      const toepfe = categories.find((c) => c.key === 'toepfe')
      expect(toepfe?.href).toBe('/de/toepfe/')
      const filtered = await listProducts(t.db, {
        categoryKey: 'kueche',
        language: 'de',
        currency: 'EUR',
        ...parseListingParams(new URLSearchParams(`kategorie=${toepfe?.id}`)).value,
      })
      const own = await listProducts(t.db, { categoryKey: 'toepfe', language: 'de', currency: 'EUR' })
      expect(own?.total).toBeGreaterThan(0)
      expect(filtered?.total).toBe(own?.total)
    })
  })
})
