import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as getSearch } from '@/app/api/shop/search/route'
import { GET as getSuggestions } from '@/app/api/shop/search/suggest/route'
import { testDrivers } from '@/tests/helpers/db'
import { useCatalogApiDb } from '@/tests/helpers/catalog-api'

const request = vi.hoisted(() => ({ market: 'de-de', cookieWrites: 0 }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: `${request.market}.localhost` }),
  cookies: async () => ({ get: () => undefined, set: () => void request.cookieWrites++ }),
}))

const search = (query: string) => getSearch(new Request(`http://localhost:3000/api/shop/search/${query}`))
const suggestions = (query: string) =>
  getSuggestions(new Request(`http://localhost:3000/api/shop/search/suggest/${query}`))

describe.each(testDrivers)('GET /api/shop/search/ and /search/suggest/ on %s', (driver) => {
  useCatalogApiDb(driver)
  beforeEach(() => {
    request.market = 'de-de'
    request.cookieWrites = 0
  })

  it('answers search results as a listing with totalHits, shared-cacheable', async () => {
    const response = await search('?locale=de&q=Handtuch&farbe=weiss&sort=Name:asc&perPage=5')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300')
    const body = await response.json()
    expect(body).toMatchObject({
      query: 'Handtuch',
      category: null,
      sort: 'Name:asc',
      perPage: 5,
      appliedFilters: [{ param: 'farbe', values: ['weiss'] }],
    })
    expect(body.totalHits).toBe(body.total)
    expect(body.total).toBeGreaterThan(0)
    expect(body.products.every((p: { name: string }) => p.name.startsWith('Handtuch'))).toBe(true)
    expect(request.cookieWrites).toBe(0)
  })

  it('searches French with a typo and prices in the market currency', async () => {
    request.market = 'fr-ch'
    const body = await (await search('?locale=fr&q=bouiloire')).json()
    expect(body.correctedQuery).toBe('bouilloire')
    expect(body.products[0].name).toMatch(/^Bouilloire/)
    expect(body.products[0].priceRange.min.currencyCode).toBe('CHF')
  })

  it.each([
    ['?q=Handtuch', 'query.locale'],
    ['?locale=de', 'query.q'],
    ['?locale=de&q=', 'query.q'],
    ['?locale=de&q=%20%20', 'query.q'],
    [`?locale=de&q=${'a'.repeat(101)}`, 'query.q'],
    ['?locale=de&q=Handtuch&q=Sofa', 'query.q'],
    ['?locale=de&q=Handtuch&sort=Relevancy', 'query.sort'],
    ['?locale=de&q=Handtuch&price=10-abc', 'query.price'],
    ['?locale=de&q=Handtuch&rabatt=15', 'query.rabatt'],
    ['?locale=de&q=Handtuch&page=abc', 'query.page'],
  ])('answers 400 naming the parameter for %s', async (query, field) => {
    const response = await search(query)
    expect(response.status).toBe(400)
    expect((await response.json()).fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field })]),
    )
  })

  it('answers a search that finds nothing with an empty listing, not an error', async () => {
    const body = await (await search('?locale=de&q=xylophonquantenschaum')).json()
    expect(body).toMatchObject({ total: 0, totalHits: 0, products: [], pageCount: 0 })
  })

  it('suggests products, categories and content pages while typing, privately and briefly cached', async () => {
    const response = await suggestions('?locale=de&q=k%C3%BCch')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, max-age=30')
    const body = await response.json()
    expect(Object.keys(body).sort()).toEqual(['categories', 'pages', 'products'])
    expect(body.categories[0]).toMatchObject({ key: 'kueche', name: 'Küche', path: [{ slug: 'kueche' }] })
    const products = await (await suggestions('?locale=nl&q=waterk')).json()
    expect(products.products[0]).toMatchObject({
      name: expect.stringMatching(/^Waterkoker/),
      path: expect.stringMatching(/^\/p\/waterkoker-[a-z0-9-]+-\d+\/$/),
    })
    expect(request.cookieWrites).toBe(0)
  })

  it('answers 400 for suggestions without text or language', async () => {
    for (const query of ['?locale=de', '?q=kue', '?locale=de&q=']) {
      expect((await suggestions(query)).status).toBe(400)
    }
  })
})
