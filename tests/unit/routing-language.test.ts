import { describe, expect, it } from 'vitest'
import { buildShopConfig, type Market, type MarketCode } from '@/lib/config'
import { chooseLanguage } from '@/lib/routing/rules/language'

const config = buildShopConfig({})
const market = (code: MarketCode): Market => {
  const found = config.markets.find((m) => m.code === code)
  if (!found) throw new Error(`market ${code} missing`)
  return found
}

describe('chooseLanguage: cookie, then browser languages, then fallback (spec 01 §2)', () => {
  it.each<[MarketCode, string | null, string | null, string]>([
    // Cookie first, but only for a language the market serves.
    ['de-ch', 'fr', null, 'fr'],
    ['de-ch', 'fr', 'de', 'fr'],
    ['fr-ch', 'de', 'fr-CH', 'de'],
    ['de-de', 'fr', 'fr', 'de'],
    ['de-ch', 'nl', 'fr', 'fr'],
    ['de-ch', 'FR', null, 'de'],
    ['de-ch', '', 'fr', 'fr'],
    // Browser languages: q-values, regions, wildcard.
    ['de-ch', null, 'fr-CH, fr;q=0.9, de;q=0.8, *;q=0.5', 'fr'],
    ['de-ch', null, 'de;q=0.5, fr;q=0.9', 'fr'],
    ['de-ch', null, 'de;q=0, fr', 'fr'],
    ['fr-ch', null, 'de-CH', 'de'],
    ['fr-ch', null, 'de-AT, fr;q=0.5', 'de'],
    ['de-ch', null, 'fr-CH', 'fr'],
    ['de-ch', null, 'en-US, en;q=0.9', 'de'],
    ['de-ch', null, 'en-US, fr;q=0.3', 'fr'],
    ['fr-ch', null, '*', 'fr'],
    ['de-ch', null, '*', 'de'],
    ['nl-be', null, 'fr-BE', 'fr'],
    ['fr-be', null, 'nl-BE,nl;q=0.9', 'nl'],
    ['nl-nl', null, 'fr, de', 'nl'],
    // de-de serves only German: it never picks French.
    ['de-de', null, 'fr-CH, fr', 'de'],
    ['de-de', null, 'fr', 'de'],
    // Malformed or empty headers fall through without throwing; valid tags next to bad ones still count.
    ['de-ch', null, 'xx-invalid-tag-!!, fr', 'fr'],
    ['fr-ch', null, '!!!', 'fr'],
    ['de-ch', null, ',,,;q=', 'de'],
    ['de-ch', null, '   ', 'de'],
    ['de-ch', null, 'fr;q=abc', 'de'],
    // Fallback: the market's first language.
    ['de-ch', null, null, 'de'],
    ['fr-ch', null, null, 'fr'],
    ['nl-be', null, null, 'nl'],
    ['fr-fr', undefined as unknown as null, undefined as unknown as null, 'fr'],
  ])(
    'spec 01 §2: market %s, cookie %j, Accept-Language %j → %s',
    (code, cookie, acceptLanguage, expected) => {
      expect(chooseLanguage(market(code), { cookie, acceptLanguage })).toBe(expected)
    },
  )
})
