import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { HttpError } from '@/lib/http/rules/errors'
import { createRouteHelpers, MAX_BODY_BYTES } from '@/lib/http/server/route'
import type { VisitorSession } from '@/lib/session/rules/identity'

const session: VisitorSession = {
  id: 'row',
  guestId: '0123456789abcdef0123456789abcdef',
  userId: null,
  checkoutGuest: false,
  loggedIn: false,
}
const resolveSession = vi.fn(async () => session)
const { query, mutation } = createRouteHelpers(resolveSession)

const ORIGIN = 'http://localhost:3000'
/** A browser-like POST; a header given as null is left out. */
const post = (
  body: string | undefined,
  headers: Record<string, string | null> = {},
  path = '/api/basket/add/?locale=de',
) => {
  const all = {
    host: 'localhost:3000',
    'sec-fetch-site': 'same-origin',
    'content-type': 'application/json',
    ...headers,
  }
  const sent = Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null)
  return new Request(ORIGIN + path, { method: 'POST', body, headers: sent })
}
const get = (path: string) => new Request(ORIGIN + path, { headers: { host: 'localhost:3000' } })

const addItem = mutation(
  {
    body: z.object({ variantId: z.string().min(1), quantity: z.number().int().positive() }),
    query: z.object({ locale: z.enum(['de', 'fr', 'nl']) }),
  },
  async ({ body, query, session }) => ({
    type: 'ok',
    added: body.variantId,
    quantity: body.quantity,
    locale: query.locale,
    owner: session.guestId,
  }),
)

afterEach(() => {
  resolveSession.mockClear()
  vi.restoreAllMocks()
})

describe('mutation(): parse with zod → call lib → answer JSON (spec 02 §7 handlers)', () => {
  it('answers the handler’s value as private, uncached JSON with the session passed in', async () => {
    const response = await addItem(post(JSON.stringify({ variantId: 'V1', quantity: 2 })))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual({
      type: 'ok',
      added: 'V1',
      quantity: 2,
      locale: 'de',
      owner: session.guestId,
    })
  })

  it.each([
    ['cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['foreign Origin without Sec-Fetch-Site', { 'sec-fetch-site': null, origin: 'http://evil.example' }],
    ['request with neither header', { 'sec-fetch-site': null }],
  ])('refuses a %s with 403 before parsing or creating a session', async (_label, headers) => {
    const response = await addItem(post(JSON.stringify({ variantId: 'V1', quantity: 2 }), headers))
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ type: 'error', error: 'cross-site request' })
    expect(resolveSession).not.toHaveBeenCalled()
  })

  it.each([
    ['a missing field', JSON.stringify({ variantId: 'V1' }), '/api/basket/add/?locale=de', ['body.quantity']],
    [
      'a wrong type',
      JSON.stringify({ variantId: 'V1', quantity: '2' }),
      '/api/basket/add/?locale=de',
      ['body.quantity'],
    ],
    ['no body at all', undefined, '/api/basket/add/?locale=de', ['body']],
    [
      'a bad query and a bad body',
      JSON.stringify({ variantId: '', quantity: 0 }),
      '/api/basket/add/?locale=en',
      ['query.locale', 'body.variantId', 'body.quantity'],
    ],
  ])('answers 400 naming the fields for %s', async (_label, body, path, fields) => {
    const response = await addItem(post(body, {}, path))
    expect(response.status).toBe(400)
    const json = (await response.json()) as { type: string; error: string; fields: { field: string }[] }
    expect(json.type).toBe('error')
    expect(json.fields.map((f) => f.field)).toEqual(fields)
    for (const field of fields) expect(json.error).toContain(field)
    expect(resolveSession).not.toHaveBeenCalled()
  })

  it('answers 400 for a body that is not JSON', async () => {
    const response = await addItem(post('{"variantId": '))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ type: 'error', error: 'invalid request: body is not valid JSON' })
  })

  it('answers 413 for a body above MAX_BODY_BYTES', async () => {
    const response = await addItem(
      post(JSON.stringify({ variantId: 'x'.repeat(MAX_BODY_BYTES), quantity: 1 })),
    )
    expect(response.status).toBe(413)
  })

  it('validates route params from Next’s promised params', async () => {
    const remove = mutation(
      { params: z.object({ key: z.string().regex(/^wishlist_\d+_\w+$/) }) },
      ({ params }) => ({
        removed: params.key,
      }),
    )
    const ok = await remove(post(undefined), { params: Promise.resolve({ key: 'wishlist_1_abc' }) })
    expect(await ok.json()).toEqual({ removed: 'wishlist_1_abc' })
    const bad = await remove(post(undefined), { params: Promise.resolve({ key: 'someone-else' }) })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { fields: { field: string }[] }).fields[0]?.field).toBe('params.key')
  })
})

describe('query(): GET handlers', () => {
  it('needs no origin headers and parses the query', async () => {
    const handler = query({ query: z.object({ locale: z.enum(['de', 'fr', 'nl']) }) }, ({ query }) => ({
      locale: query.locale,
    }))
    const response = await handler(new Request(`${ORIGIN}/api/user/?locale=fr`))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ locale: 'fr' })
  })

  it('passes a Response the handler built through unchanged', async () => {
    const handler = query({}, () => new Response('plain', { status: 202, headers: { 'x-kept': '1' } }))
    const response = await handler(get('/api/x/'))
    expect(response.status).toBe(202)
    expect(response.headers.get('x-kept')).toBe('1')
    expect(await response.text()).toBe('plain')
  })

  it('answers JSON null when the handler returns nothing', async () => {
    const response = await query({}, () => undefined)(get('/api/x/'))
    expect(await response.json()).toBeNull()
  })
})

describe('errors thrown by lib code', () => {
  it.each([
    [new HttpError(404, 'wishlist not found'), 404, 'wishlist not found'],
    [new HttpError(409, 'basket changed'), 409, 'basket changed'],
  ])('an HttpError answers its own status (%#)', async (error, status, message) => {
    const response = await query({}, () => {
      throw error
    })(get('/api/x/'))
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ type: 'error', error: message })
  })

  it('a ZodError from lib validation answers 400 with its fields', async () => {
    const response = await query({}, () => z.object({ email: z.email() }).parse({ email: 'nope' }))(
      get('/api/x/'),
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fields: { field: string }[] }).fields).toEqual([
      expect.objectContaining({ field: 'email' }),
    ])
  })

  it('anything else answers 500 without leaking the message or stack, and is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await query({}, async () => {
      throw new Error('connection refused at 10.0.0.5:5432')
    })(get('/api/user/'))
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ type: 'error', error: 'internal error' })
    expect(text).not.toMatch(/10\.0\.0\.5|at |stack/)
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^\[api\] GET \/api\/user\/ failed: Error connection/),
    )
  })

  it('a failing session store is a 500 too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { query: failing } = createRouteHelpers(async () => {
      throw new Error('database down')
    })
    const response = await failing({}, () => 'unreachable')(get('/api/user/'))
    expect(response.status).toBe(500)
  })
})
