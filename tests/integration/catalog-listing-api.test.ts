import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as getListing } from '@/app/api/shop/listing/route'
import { GET as getProduct } from '@/app/api/shop/product/[id]/route'
import { testDrivers } from '@/tests/helpers/db'
import { useCatalogApiDb } from '@/tests/helpers/catalog-api'

// The market comes from the Host header (lib/routing/server/request-context.ts); no session is ever touched.
const request = vi.hoisted(() => ({ market: 'de-de' as string | null, cookieWrites: 0 }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.market ? { host: `${request.market}.localhost` } : {}),
  cookies: async () => ({
    get: () => undefined,
    set: () => void request.cookieWrites++,
  }),
}))

const listing = (search: string) =>
  getListing(new Request(`http://localhost:3000/api/shop/listing/${search}`))
const product = (id: string, search: string) =>
  getProduct(new Request(`http://localhost:3000/api/shop/product/${id}/${search}`), {
    params: Promise.resolve({ id }),
  })

describe.each(testDrivers)('GET /api/shop/listing/ and /api/shop/product/{id}/ on %s', (driver) => {
  useCatalogApiDb(driver)
  beforeEach(() => {
    request.market = 'de-de'
    request.cookieWrites = 0
  })

  it('answers a category listing by slug, shared-cacheable, without a session', async () => {
    const response = await listing('?locale=de&category=kueche&farbe=grau&sort=Price:asc&perPage=5')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300')
    const body = await response.json()
    expect(body).toMatchObject({
      category: { key: 'kueche', name: 'Küche' },
      page: 1,
      perPage: 5,
      sort: 'Price:asc',
      appliedFilters: [{ param: 'farbe', values: ['grau'] }],
    })
    expect(body.products.length).toBeGreaterThan(0)
    expect(body.products[0].priceRange.min.currencyCode).toBe('EUR')
    expect(request.cookieWrites).toBe(0)
  })

  it('finds the category by id, by French slug and by key, and prices in the market currency', async () => {
    const byKey = await (await listing('?locale=de&category=kueche')).json()
    request.market = 'fr-ch'
    const bySlug = await (await listing('?locale=fr&category=cuisine')).json()
    const byId = await (await listing(`?locale=fr&category=${byKey.category.id}`)).json()
    expect(bySlug.category).toMatchObject({ id: byKey.category.id, name: 'Cuisine' })
    expect(byId.category.id).toBe(byKey.category.id)
    expect(bySlug.products[0].priceRange.min.currencyCode).toBe('CHF')
    // The key of a content page's listing block (spec 01 §9 electrical-equipment keys are such keys).
    const key = await (await listing('?locale=de&category=grossgerte')).json()
    expect(key.category).toMatchObject({ key: 'grossgerte', slug: 'haushaltsgrossgeraete' })
  })

  it('uses the default market when the proxy set none', async () => {
    request.market = null
    const body = await (await listing('?locale=de&category=kueche')).json()
    expect(body.products[0].priceRange.min.currencyCode).toBe('EUR')
  })

  it('answers 404 JSON for an unknown category', async () => {
    const response = await listing('?locale=de&category=gibt-es-nicht')
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({ type: 'error', error: 'category not found' })
  })

  it.each([
    ['?category=kueche', 'query.locale'],
    ['?locale=en&category=kueche', 'query.locale'],
    ['?locale=de', 'query.category'],
    ['?locale=de&category=kueche&price=abc', 'query.price'],
    ['?locale=de&category=kueche&price=50-10', 'query.price'],
    ['?locale=de&category=kueche&page=-1', 'query.page'],
    ['?locale=de&category=kueche&page=0', 'query.page'],
    ['?locale=de&category=kueche&page=1.5', 'query.page'],
    ['?locale=de&category=kueche&perPage=0', 'query.perPage'],
    ['?locale=de&category=kueche&rating=9', 'query.rating'],
    ['?locale=de&category=kueche&sort=foo', 'query.sort'],
    ['?locale=de&category=kueche&sort=Price:asc&sort=Name:asc', 'query.sort'],
    ['?locale=de&category=kueche&sale=vielleicht', 'query.sale'],
    ['?locale=de&category=kueche&kategorie=abc', 'query.kategorie'],
    ['?locale=de&category=kueche&farbe=%3Cscript%3E', 'query.farbe'],
    ['?locale=de&locale=fr&category=kueche', 'query.locale'],
  ])('answers 400 naming the parameter for %s', async (search, field) => {
    const response = await listing(search)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body).toMatchObject({ type: 'error', error: expect.stringContaining(field) })
    expect(body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field })]))
  })

  it('ignores unknown parameters and caps the page size', async () => {
    const response = await listing('?locale=de&category=kueche&utm_source=news&perPage=1000&foo=bar')
    expect(response.status).toBe(200)
    expect((await response.json()).perPage).toBe(96)
  })

  it('answers a product in the language and currency asked for, 404 when unknown, 400 when malformed', async () => {
    const first = (await (await listing('?locale=de&category=kueche&perPage=1')).json()).products[0]
    request.market = 'de-ch'
    const response = await product(String(first.id), '?locale=fr')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300')
    const body = await response.json()
    expect(body).toMatchObject({ id: first.id, referenceKey: first.referenceKey })
    expect(body.variants[0].price.currencyCode).toBe('CHF')
    expect(typeof body.description).toBe('string')

    const unknown = await product('999999999', '?locale=de')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ type: 'error', error: 'product not found' })
    for (const [id, search] of [
      ['abc', '?locale=de'],
      ['0', '?locale=de'],
      [String(first.id), '?locale=xx'],
    ] as const) {
      expect((await product(id, search)).status).toBe(400)
    }
    expect(request.cookieWrites).toBe(0)
  })
})
