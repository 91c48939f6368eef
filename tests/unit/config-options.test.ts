import { describe, expect, it } from 'vitest'
import {
  buildShopConfig,
  FLAVOUR_RULES,
  FLAVOURS,
  MARKET_CODES,
  RECOMMENDATION_FALLBACK,
  RECOMMENDATION_SLOT_IDS,
  type Flavour,
  type MarketCode,
} from '@/lib/config'

const configs = Object.fromEntries(FLAVOURS.map((f) => [f, buildShopConfig({ SHOP_FLAVOUR: f })])) as Record<
  Flavour,
  ReturnType<typeof buildShopConfig>
>
const options = (flavour: Flavour, code: MarketCode) => {
  const market = configs[flavour].markets.find((m) => m.code === code)
  if (!market) throw new Error(`market ${code} missing`)
  return market.options
}
const everyMarketAndFlavour = FLAVOURS.flatMap((flavour) =>
  MARKET_CODES.map((code) => [flavour, code] as const),
)

describe('shop options per market (spec 01 §1, spec 02 §3)', () => {
  it.each(FLAVOURS.map((f) => [f]))('spec 01 §1: SHOP_FLAVOUR=%s selects that flavour', (flavour) => {
    expect(configs[flavour].flavour).toBe(flavour)
  })

  it('spec 01 §1: without SHOP_FLAVOUR the flavour is home', () => {
    expect(buildShopConfig({}).flavour).toBe('home')
  })

  it.each(everyMarketAndFlavour)(
    'spec 01 §1: payback and PayPal instalments are on only in de-de (%s, %s)',
    (flavour, code) => {
      const o = options(flavour, code)
      expect(o.payback).toBe(code === 'de-de')
      expect(o.paypalInstallments).toBe(code === 'de-de')
    },
  )

  it.each(everyMarketAndFlavour)(
    'spec 01 §1/§4: %s %s enables cancelOrder, contact form prefill, sovendus; checkout starts as guest',
    (flavour, code) => {
      const o = options(flavour, code)
      expect(o.cancelOrder).toBe(true)
      expect(o.contactFormPrefill).toBe(true)
      expect(o.sovendus).toBe(true)
      expect(o.checkoutLoginFirstView).toBe('guest')
    },
  )

  it.each([
    ['home', 'de-de', true],
    ['home', 'de-at', true],
    ['home', 'de-ch', true],
    ['home', 'fr-ch', false],
    ['home', 'fr-be', false],
    ['home', 'nl-be', false],
    ['home', 'nl-nl', false],
    ['home', 'fr-fr', false],
    ...(['baby', 'bm'] as const).flatMap((flavour) =>
      MARKET_CODES.map((code) => [flavour, code, true] as const),
    ),
  ] as const)(
    'spec 01 §1: faq for flavour %s in %s is %s (off in fr and nl markets of home)',
    (flavour, code, on) => {
      expect(options(flavour, code).faq).toBe(on)
    },
  )

  it('spec 01 §1: partly configured fr-fr has no wishlist, account balance or click and reserve', () => {
    const o = options('home', 'fr-fr')
    expect([o.hasWishlist, o.accountBalance, o.clickAndReserve]).toEqual([false, false, false])
    expect(options('home', 'de-de').hasWishlist).toBe(true)
  })
})

describe('recommendation slots (spec 01 §3)', () => {
  it.each(MARKET_CODES.map((code) => [code]))(
    'spec 01 §3: %s has the 8 slots, in order, size "12"',
    (code) => {
      const slots = configs.home.markets.find((m) => m.code === code)?.recommendationSlots ?? []
      expect(slots.map((s) => s.id)).toEqual([
        'listing_last_seen',
        'listing_bestseller',
        'pds_alternatives',
        'pds_suggestions',
        'pds_last_seen',
        'add_to_cart_layer',
        'basket',
        'search',
      ])
      for (const slot of slots) {
        expect(slot.size).toBe('12')
        expect(slot.recommendationId).not.toBe('')
      }
      expect(new Set(slots.map((s) => s.recommendationId)).size).toBe(8)
    },
  )

  it.each(RECOMMENDATION_SLOT_IDS.map((id) => [id, !id.endsWith('_last_seen')] as const))(
    'spec 01 §3: slot %s has fillWithRandom %s in every market',
    (id, fillWithRandom) => {
      for (const market of configs.home.markets) {
        expect(market.recommendationSlots.find((s) => s.id === id)?.fillWithRandom).toBe(fillWithRandom)
      }
    },
  )

  it('spec 01 §3: the fallback list has 17 entries, each with its own non-empty product_id', () => {
    expect(RECOMMENDATION_FALLBACK).toHaveLength(17)
    for (const entry of RECOMMENDATION_FALLBACK) expect(entry.product_id).toMatch(/^\S+$/)
    expect(new Set(RECOMMENDATION_FALLBACK.map((e) => e.product_id)).size).toBe(17)
  })
})

describe('flavour rules (spec 01 §4, §9; spec 02 §3)', () => {
  it.each([
    ['baby', 3, 4, [9420, 9410], true],
    ['bm', 3, 4, [9420, 9410], false],
    ['home', 4, 5, [51000, 52000], true],
  ] as const)(
    'spec 01 §4/§9, spec 02 §3: %s: instant up to %i days, soon from %i, voucher groups %j, new badge %s',
    (flavour, instantMaxDays, soonFromDays, voucherGroups, newBadge) => {
      const rules = FLAVOUR_RULES[flavour]
      expect(rules.instantMaxDays).toBe(instantMaxDays)
      expect(rules.soonFromDays).toBe(soonFromDays)
      expect([...rules.voucherProductGroups].sort()).toEqual([...voucherGroups].sort())
      expect(rules.showNewBadge).toBe(newBadge)
    },
  )

  it.each(FLAVOURS.map((f) => [f]))(
    'spec 01 §4: for %s "soon" starts the day after "instant" ends',
    (flavour) => {
      expect(FLAVOUR_RULES[flavour].soonFromDays).toBe(FLAVOUR_RULES[flavour].instantMaxDays + 1)
    },
  )
})
