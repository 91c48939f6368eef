import { describe, expect, it } from 'vitest'
import {
  contentPromotion,
  manualPromotionString,
  parseSeenPromotions,
  promotionEcommerce,
  rememberPromotionView,
} from '@/lib/tracking/rules/promotion'

// Spec 02 §7: the manual promotion string joins four parts with a fixed separator, only if all four are
// present. Spec 02 §4 "Tracking state": promotion-view tracking fires once per session per promotion.
describe('promotions in tracking (spec 02 §7, §4)', () => {
  it.each([
    [{ campaign: 'summer', creative: 'pots', placement: 'stage', position: 1 }, 'summer_pots_stage_1'],
    [{ campaign: ' summer ', creative: 'pots', placement: 'stage', position: '2' }, 'summer_pots_stage_2'],
    [{ campaign: 'summer', creative: 'pots', placement: 'stage' }, null],
    [{ campaign: 'summer', creative: '', placement: 'stage', position: 1 }, null],
    [{ campaign: null, creative: 'pots', placement: 'stage', position: 1 }, null],
    [{ campaign: 'a', creative: 'b', placement: 'c', position: 0 }, 'a_b_c_0'],
    [{}, null],
  ])('%j gives %j', (parts, text) => {
    expect(manualPromotionString(parts)).toBe(text)
  })

  it.each([
    [[], 'p1', ['p1']],
    [['p1'], 'p1', null],
    [['p1'], 'p2', ['p1', 'p2']],
  ])('seen %j, shown %s → %j (null: tracked before in this session)', (seen, id, next) => {
    expect(rememberPromotionView(seen, id)).toEqual(next)
  })

  it('keeps the newest ids when the list is full', () => {
    expect(rememberPromotionView(['a', 'b'], 'c', 2)).toEqual(['b', 'c'])
  })

  it.each([
    [null, []],
    ['nope', []],
    ['{"a":1}', []],
    ['["p1", 2]', ['p1']],
  ])('reads the session storage %j as %j', (stored, seen) => {
    expect(parseSeenPromotions(stored)).toEqual(seen)
  })

  it('builds the GA4 promotion fields', () => {
    expect(
      promotionEcommerce({ id: 'summer_pots_stage_1', name: 'Sommer', creative: 'pots', slot: 'stage' }),
    ).toEqual({
      promotion_id: 'summer_pots_stage_1',
      promotion_name: 'Sommer',
      creative_name: 'pots',
      creative_slot: 'stage',
    })
    expect(promotionEcommerce({ id: 'x', name: 'X' })).toEqual({ promotion_id: 'x', promotion_name: 'X' })
  })
})

describe('the promotion of a content block (spec 02 §7)', () => {
  it.each([
    [
      { component: 'banner', _uid: 'u1' },
      { id: 'banner:u1', name: 'Sommer', creative: 'banner', slot: null },
    ],
    [
      {
        component: 'stage_teaser',
        _uid: 'u2',
        promotion_campaign: 'summer',
        promotion_creative: 'pots',
        promotion_placement: 'stage',
        promotion_position: 1,
      },
      { id: 'summer_pots_stage_1', name: 'Sommer', creative: 'pots', slot: 'stage' },
    ],
    [
      { component: 'banner', _uid: 'u3', promotion_campaign: 'summer', promotion_creative: 'pots' },
      { id: 'banner:u3', name: 'Sommer', creative: 'pots', slot: null },
    ],
  ])('%j is %j', (blok, promotion) => {
    expect(contentPromotion(blok, 'Sommer')).toEqual(promotion)
  })
})
