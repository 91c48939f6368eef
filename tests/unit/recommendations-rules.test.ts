import { describe, expect, it } from 'vitest'
import { RECOMMENDATION_SLOT_IDS } from '@/lib/config'
import {
  recommendationRequestSchema,
  toProductNumber,
  toProductNumbers,
} from '@/lib/recommendations/rules/contract'
import { SLOT_STRATEGIES, strategyOf } from '@/lib/recommendations/rules/strategy'
import { attributeTokens, similarity } from '@/lib/recommendations/rules/similarity'
import { recommendationSettingsFromEnv } from '@/lib/recommendations/server/settings'

describe('engine ids of the embedded engine', () => {
  it('maps every slot id, with or without its market prefix, and strategy names', () => {
    for (const slot of RECOMMENDATION_SLOT_IDS) {
      expect(strategyOf(`nl-be_${slot}`)).toBe(SLOT_STRATEGIES[slot])
      expect(strategyOf(slot)).toBe(SLOT_STRATEGIES[slot])
    }
    expect(strategyOf('de-de_pds_last_seen')).toBe('last_seen')
    expect(strategyOf('de-de_listing_bestseller')).toBe('bestsellers')
    expect(strategyOf('de-de_pds_alternatives')).toBe('alternatives')
    expect(strategyOf('de-de_add_to_cart_layer')).toBe('suggestions')
    expect(strategyOf('suggestions')).toBe('suggestions')
    expect(strategyOf('de-de_homepage')).toBeNull()
    expect(strategyOf('basketball')).toBeNull()
  })
})

describe('similarity of alternatives', () => {
  const pot = {
    brandId: 3,
    attributes: {
      farbe: [{ value: 'gruen' }],
      subbrand: { value: 'profi' },
      warengruppe: { value: '32110' },
      durchschnittBewertungen: { value: '4.0', label: '4,0' },
    },
  }

  it('counts descriptive attribute values only', () => {
    expect([...attributeTokens(pot.attributes)].sort()).toEqual(['farbe=gruen', 'subbrand=profi'])
  })

  it('ranks the same brand, shared attributes and a close price higher', () => {
    const twin = similarity(pot, pot, 0)
    const otherColour = similarity(
      pot,
      { ...pot, attributes: { farbe: [{ value: 'rot' }], subbrand: { value: 'profi' } } },
      0,
    )
    const otherBrand = similarity(pot, { ...pot, brandId: 4 }, 0)
    const double = similarity(pot, pot, Math.log(2))
    expect(twin).toBe(1)
    for (const lower of [otherColour, otherBrand, double]) expect(lower).toBeLessThan(twin)
    expect(similarity(pot, pot, null)).toBeCloseTo(0.7)
    expect(similarity({ brandId: 1, attributes: {} }, { brandId: 2, attributes: {} }, null)).toBe(0)
  })
})

describe('contract helpers and configuration', () => {
  it('product numbers: only ids the catalog can hold, deduplicated, order kept', () => {
    expect(toProductNumber('100001')).toBe(100001)
    for (const bad of [null, undefined, '', '0', '-1', '1.5', 'abc', '99999999999', '2147483648']) {
      expect(toProductNumber(bad)).toBeNull()
    }
    expect(toProductNumbers(['3', 'x', '1', '3'])).toEqual([3, 1])
  })

  it('the request schema rejects unknown fields and takes numeric ids as text', () => {
    const base = {
      project_id: 7,
      customer_ids: [],
      engine_id: 'bestsellers',
      anti: [100001],
      similarity: 0,
      anonymous: true,
      consider_known_items: true,
      fill_with_random: false,
      size: 12,
      item_id: 100002,
      catalogAttributesWhitelist: 'product_id',
      catalog_filter: [],
    }
    expect(recommendationRequestSchema.parse(base)).toMatchObject({
      project_id: '7',
      anti: ['100001'],
      item_id: '100002',
    })
    expect(recommendationRequestSchema.safeParse({ ...base, locale: 'de' }).success).toBe(false)
    expect(recommendationRequestSchema.safeParse({ ...base, item_id: undefined }).success).toBe(false)
  })

  it('chooses the embedded engine by default and the HTTP engine with a URL', () => {
    expect(recommendationSettingsFromEnv({})).toEqual({
      engine: { kind: 'embedded' },
      projectId: 'storefront',
    })
    expect(
      recommendationSettingsFromEnv({ RECOMMENDATION_ENGINE_URL: '', RECOMMENDATION_ENGINE_TIMEOUT_MS: '' }),
    ).toEqual({
      engine: { kind: 'embedded' },
      projectId: 'storefront',
    })
    expect(
      recommendationSettingsFromEnv({
        RECOMMENDATION_ENGINE_URL: 'https://reco.example/api',
        RECOMMENDATION_ENGINE_TIMEOUT_MS: '800',
        RECOMMENDATION_PROJECT_ID: 'shop-7',
      }),
    ).toEqual({
      engine: { kind: 'http', url: 'https://reco.example/api', timeoutMs: 800 },
      projectId: 'shop-7',
    })
    expect(
      recommendationSettingsFromEnv({ RECOMMENDATION_ENGINE_URL: 'http://localhost:9000' }).engine,
    ).toEqual({
      kind: 'http',
      url: 'http://localhost:9000',
      timeoutMs: 1000,
    })
  })

  it.each([
    [{ RECOMMENDATION_ENGINE_URL: 'ftp://reco.example' }, 'RECOMMENDATION_ENGINE_URL'],
    [{ RECOMMENDATION_ENGINE_URL: 'reco.example' }, 'RECOMMENDATION_ENGINE_URL'],
    [{ RECOMMENDATION_ENGINE_TIMEOUT_MS: 'fast' }, 'RECOMMENDATION_ENGINE_TIMEOUT_MS'],
    [{ RECOMMENDATION_ENGINE_TIMEOUT_MS: '10' }, 'RECOMMENDATION_ENGINE_TIMEOUT_MS'],
    [{ RECOMMENDATION_ENGINE_TIMEOUT_MS: '60000' }, 'RECOMMENDATION_ENGINE_TIMEOUT_MS'],
  ])('a wrong value %j is refused naming %s', (env, name) => {
    expect(() => recommendationSettingsFromEnv(env)).toThrow(name)
  })
})
