import { describe, expect, it, vi } from 'vitest'
import type { ListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import { getMarket, RECOMMENDATION_FALLBACK } from '@/lib/config'
import { RecommendationEngineError, type RecommendationEngine } from '@/lib/recommendations/rules/contract'
import { fallbackIds, isEngineSkipped } from '@/lib/recommendations/rules/fallback'
import {
  recommendedIds,
  recommendForSlot,
  type RecommendationDeps,
} from '@/lib/recommendations/server/recommend-for-slot'
import { buildEngineRequest } from '@/lib/recommendations/rules/slot-request'

const FALLBACK = RECOMMENDATION_FALLBACK.map((e) => e.product_id)
const market = getMarket('fr-ch')
const card = (id: string) => ({ id: Number(id) }) as ListingProduct

function deps(overrides: Partial<RecommendationDeps> = {}) {
  const engine = {
    recommend: vi.fn<RecommendationEngine['recommend']>(async () => ({ data: [{ product_id: '100200' }] })),
  }
  const products = vi.fn<RecommendationDeps['products']>(async (ids) => ids.map(card))
  const logError = vi.fn()
  const all: RecommendationDeps = {
    engine: () => engine,
    products,
    projectId: () => 'storefront',
    skipEngine: false,
    logError,
    ...overrides,
  }
  return { all, engine, products, logError }
}

const request = buildEngineRequest(
  { id: 'pds_alternatives', recommendationId: 'fr-ch_pds_alternatives', fillWithRandom: true, size: '12' },
  { projectId: 'storefront', itemId: '100003', exclude: ['100005'] },
)

describe('skipping the engine (spec 02 §4)', () => {
  it.each([
    ['preview', false, true],
    ['preview', true, false],
    ['production', false, false],
    ['qa', false, false],
    ['development', true, false],
  ] as const)('%s deployment, dev mode %s → skipped %s', (deploymentEnv, devMode, skipped) => {
    expect(isEngineSkipped({ deploymentEnv, devMode })).toBe(skipped)
  })

  it('the fallback list has 17 entries; the request product and anti ids are left out', () => {
    expect(FALLBACK).toHaveLength(17)
    const ids = fallbackIds({ anti: ['100002', '100005'], item_id: '100003' })
    expect(ids).toEqual(FALLBACK.filter((id) => !['100002', '100003', '100005'].includes(id)))
  })
})

describe('recommended ids: engine, fallback when skipped or failing, no retry (spec 02 §7)', () => {
  it('a skipped call never reaches the engine and answers the fallback list', async () => {
    const { all, engine } = deps({ skipEngine: true })
    expect(await recommendedIds(request, all)).toEqual({ source: 'fallback', ids: fallbackIds(request) })
    expect(engine.recommend).not.toHaveBeenCalled()
  })

  it('asks the engine once with the slot request and believes its answer, even an empty one', async () => {
    const { all, engine } = deps()
    expect(await recommendedIds(request, all)).toEqual({ source: 'engine', ids: ['100200'] })
    expect(engine.recommend).toHaveBeenCalledExactlyOnceWith(request)
    engine.recommend.mockResolvedValueOnce({ data: [] })
    expect(await recommendedIds(request, all)).toEqual({ source: 'engine', ids: [] })
  })

  it.each([
    ['a failing engine', () => Promise.reject(new RecommendationEngineError('timeout'))],
    [
      'a throwing engine',
      () => {
        throw new Error('boom')
      },
    ],
  ])('%s: the fallback list, logged, one attempt only', async (_case, fails) => {
    const { all, engine, logError } = deps()
    engine.recommend.mockImplementation(fails as RecommendationEngine['recommend'])
    expect(await recommendedIds(request, all)).toEqual({ source: 'fallback', ids: fallbackIds(request) })
    expect(engine.recommend).toHaveBeenCalledTimes(1)
    expect(logError).toHaveBeenCalledOnce()
  })

  it('an engine that cannot even be built (bad configuration) counts as failing', async () => {
    const { all } = deps({
      engine: () => {
        throw new Error('RECOMMENDATION_ENGINE_URL: expected an http(s) URL')
      },
    })
    expect((await recommendedIds(request, all)).source).toBe('fallback')
  })
})

describe('recommendForSlot (spec 01 §3 slots; spec 02 §4, §8)', () => {
  it('looks the ids up as cards in the market currency and language, at most the slot size', async () => {
    const { all, engine, products } = deps()
    const cards = await recommendForSlot('pds_alternatives', { market, language: 'fr', itemId: 100003 }, all)
    expect(cards).toEqual([card('100200')])
    expect(engine.recommend.mock.calls[0]?.[0]).toMatchObject({
      engine_id: 'fr-ch_pds_alternatives',
      item_id: '100003',
      anti: ['100003'],
      size: 12,
      fill_with_random: true,
    })
    expect(products).toHaveBeenCalledWith(['100200'], { language: 'fr', currency: 'CHF', limit: 12 })
  })

  it('shows the fallback products when the engine is skipped', async () => {
    const { all, products } = deps({ skipEngine: true })
    const cards = await recommendForSlot('listing_bestseller', { market, language: 'de' }, all)
    expect(cards.map((c) => String(c.id))).toEqual(FALLBACK)
    expect(products).toHaveBeenCalledWith(FALLBACK, { language: 'de', currency: 'CHF', limit: 12 })
  })

  it.each([
    ['the product lookup fails', { products: () => Promise.reject(new Error('database down')) }],
    [
      'the configuration is wrong',
      {
        projectId: () => {
          throw new Error('bad RECOMMENDATION_PROJECT_ID')
        },
      },
    ],
  ] as Array<[string, Partial<RecommendationDeps>]>)(
    'an empty list, logged, when %s',
    async (_case, broken) => {
      const { all, logError } = deps(broken)
      await expect(recommendForSlot('basket', { market, language: 'de' }, all)).resolves.toEqual([])
      expect(logError).toHaveBeenCalled()
    },
  )

  it('an empty list for a slot the market does not have', async () => {
    const { all, engine } = deps()
    const bare = { ...market, recommendationSlots: [] }
    expect(await recommendForSlot('basket', { market: bare, language: 'de' }, all)).toEqual([])
    expect(engine.recommend).not.toHaveBeenCalled()
  })
})
