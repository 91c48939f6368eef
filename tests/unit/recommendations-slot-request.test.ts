import { describe, expect, it } from 'vitest'
import { getMarket, RECOMMENDATION_SLOT_IDS, type RecommendationSlotId } from '@/lib/config'
import { recommendationRequestSchema } from '@/lib/recommendations/rules/contract'
import { buildEngineRequest } from '@/lib/recommendations/rules/slot-request'

const market = getMarket('de-ch')
const slot = (id: RecommendationSlotId) => {
  const found = market.recommendationSlots.find((s) => s.id === id)
  if (!found) throw new Error(`no slot ${id}`)
  return found
}
const ACCOUNT_ID = 'a'.repeat(64)

describe('engine request of a recommendation slot (spec 01 §3, spec 02 §7)', () => {
  it.each(RECOMMENDATION_SLOT_IDS.map((id) => [id]))('%s: the slot id, size 12 and its fill rule', (id) => {
    const request = buildEngineRequest(slot(id), { projectId: 'storefront' })
    const lastSeenSlot = id === 'listing_last_seen' || id === 'pds_last_seen'
    expect(request).toEqual({
      project_id: 'storefront',
      customer_ids: [],
      engine_id: `de-ch_${id}`,
      anti: [],
      similarity: 0,
      anonymous: true,
      consider_known_items: lastSeenSlot,
      fill_with_random: !lastSeenSlot,
      size: 12,
      item_id: null,
      catalogAttributesWhitelist: 'product_id',
      catalog_filter: [],
      last_seen: [],
    })
    // Exactly the contract the engines and the shop's endpoint accept.
    expect(recommendationRequestSchema.parse(request)).toEqual(request)
  })

  it('sends the page product as item_id and never recommends it, nor the excluded ones', () => {
    const request = buildEngineRequest(slot('pds_alternatives'), {
      projectId: 'storefront',
      itemId: 100005,
      exclude: ['100007', 100005, 100008],
    })
    expect(request.item_id).toBe('100005')
    expect(request.anti).toEqual(['100005', '100007', '100008'])
  })

  it('passes last seen most recent first and names the customer; an account is not anonymous', () => {
    const guest = buildEngineRequest(slot('pds_last_seen'), {
      projectId: 'p1',
      customerId: 'f'.repeat(32),
      lastSeen: ['100003', '100001'],
    })
    expect(guest).toMatchObject({
      customer_ids: ['f'.repeat(32)],
      anonymous: true,
      last_seen: ['100003', '100001'],
    })
    const account = buildEngineRequest(slot('basket'), { projectId: 'p1', customerId: ACCOUNT_ID })
    expect(account).toMatchObject({ customer_ids: [ACCOUNT_ID], anonymous: false })
  })

  it('maps the spec 02 §3 filters to catalog_filter constraints', () => {
    const request = buildEngineRequest(slot('search'), {
      projectId: 'p1',
      filters: [
        { property: 'brand', type: 'string', operator: 'eq', value: 'Lumio' },
        { property: 'category', type: 'string', operator: 'in', value: ['kueche', 'bad'] },
      ],
    })
    expect(request.catalog_filter).toEqual([
      { property: 'brand', constraint: { type: 'string', operator: 'eq', operands: ['Lumio'] } },
      { property: 'category', constraint: { type: 'string', operator: 'in', operands: ['kueche', 'bad'] } },
    ])
  })

  it('keeps the request within the contract bounds', () => {
    const request = buildEngineRequest(slot('basket'), {
      projectId: 'p1',
      exclude: Array.from({ length: 500 }, (_, i) => 100000 + i),
      lastSeen: Array.from({ length: 50 }, (_, i) => String(100000 + i)),
    })
    expect(request.anti).toHaveLength(200)
    expect(request.last_seen).toHaveLength(20)
    expect(() => buildEngineRequest(slot('basket'), { projectId: '' })).toThrow()
  })
})
