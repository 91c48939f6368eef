import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { RecommendationEngineError, recommendationRequestSchema } from '@/lib/recommendations/rules/contract'
import { createHttpEngine } from '@/lib/recommendations/server/http-engine'

const ENGINE = 'https://reco.example/api'
const ENDPOINT = `${ENGINE}/optimization/recommend/user`
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const request = recommendationRequestSchema.parse({
  project_id: 'storefront',
  customer_ids: ['guest-1'],
  engine_id: 'de-de_pds_alternatives',
  anti: ['100001'],
  similarity: 0,
  anonymous: true,
  consider_known_items: false,
  fill_with_random: true,
  size: 12,
  item_id: '100001',
  catalogAttributesWhitelist: 'product_id',
  catalog_filter: [
    { property: 'brand', constraint: { type: 'string', operator: 'eq', operands: ['Lumio'] } },
  ],
  last_seen: ['100009'],
})

/** Answers with `reply` and counts the calls. */
function engineAnswering(reply: () => Response | Promise<Response>) {
  const calls: unknown[] = []
  server.use(
    http.post(ENDPOINT, async ({ request: incoming }) => {
      calls.push(await incoming.json())
      return reply()
    }),
  )
  return calls
}

const engine = (timeoutMs = 500) => createHttpEngine({ url: ENGINE, timeoutMs })

describe('HTTP recommendation engine (spec 02 §7)', () => {
  it('POSTs the contract body to {url}/optimization/recommend/user and answers product ids', async () => {
    const calls = engineAnswering(() =>
      HttpResponse.json({ data: [{ product_id: '100002', score: 0.9 }, { product_id: 100003 }] }),
    )
    expect(await engine().recommend(request)).toEqual({
      data: [{ product_id: '100002' }, { product_id: '100003' }],
    })
    // The contract's fields exactly: last_seen is the embedded engine's extension and stays home.
    const contract: Record<string, unknown> = { ...request }
    delete contract.last_seen
    expect(calls).toEqual([contract])
    expect(Object.keys(calls[0] as object)).not.toContain('last_seen')
  })

  it('works with a base URL that ends in a slash', async () => {
    engineAnswering(() => HttpResponse.json({ data: [] }))
    await expect(createHttpEngine({ url: `${ENGINE}/`, timeoutMs: 500 }).recommend(request)).resolves.toEqual(
      { data: [] },
    )
  })

  it.each([
    ['a server error', () => new HttpResponse('down', { status: 503 })],
    ['a client error', () => new HttpResponse(null, { status: 400 })],
    [
      'an answer that is not JSON',
      () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } }),
    ],
    ['an answer outside the contract', () => HttpResponse.json({ items: ['100002'] })],
    ['a network error', () => HttpResponse.error()],
  ])('%s fails with one attempt, no retry', async (_case, reply) => {
    const calls = engineAnswering(reply)
    await expect(engine().recommend(request)).rejects.toBeInstanceOf(RecommendationEngineError)
    expect(calls).toHaveLength(1)
  })

  it('gives up after the timeout, once', async () => {
    const calls = engineAnswering(async () => {
      await delay(2_000)
      return HttpResponse.json({ data: [] })
    })
    const started = Date.now()
    await expect(engine(100).recommend(request)).rejects.toThrow(/slower than 100 ms/)
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(calls).toHaveLength(1)
  })
})
