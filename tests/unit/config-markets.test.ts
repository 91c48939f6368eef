import { describe, expect, it } from 'vitest'
import {
  buildShopConfig,
  DEFAULT_TIMEZONE,
  localeOf,
  MARKET_CODES,
  PAYMENT_CODES,
  PAYMENT_METHODS,
  servesLanguage,
  type Market,
  type MarketCode,
} from '@/lib/config'

const config = buildShopConfig({})
const market = (code: MarketCode): Market => {
  const found = config.markets.find((m) => m.code === code)
  if (!found) throw new Error(`market ${code} missing from the built configuration`)
  return found
}

describe('markets (spec 01 §1)', () => {
  it('spec 01 §1: the configuration holds exactly the 8 markets, fr-fr the only partial one', () => {
    expect(config.markets.map((m) => m.code)).toEqual([
      'de-de',
      'de-at',
      'de-ch',
      'fr-ch',
      'fr-be',
      'nl-be',
      'nl-nl',
      'fr-fr',
    ])
    expect(config.markets.filter((m) => m.partial).map((m) => m.code)).toEqual(['fr-fr'])
  })

  it.each([
    ['de-de', 'EUR', 'Europe/Berlin', 'de-DE', ['de']],
    ['de-at', 'EUR', 'Europe/Vienna', 'de-DE', ['de']],
    ['de-ch', 'CHF', 'Europe/Zurich', 'de-CH', ['de', 'fr']],
    ['fr-ch', 'CHF', 'Europe/Zurich', 'de-CH', ['fr', 'de']],
    ['fr-be', 'EUR', 'Europe/Brussels', 'fr-BE', ['fr', 'nl']],
    ['nl-be', 'EUR', 'Europe/Brussels', 'nl-BE', ['nl', 'fr']],
    ['nl-nl', 'EUR', 'Europe/Amsterdam', 'nl-NL', ['nl']],
    ['fr-fr', 'EUR', DEFAULT_TIMEZONE, 'fr-FR', ['fr']],
  ] as const)(
    'spec 01 §1/§9: %s has currency %s, timezone %s, formatting locale %s, languages %j',
    (code, currency, timezone, formattingLocale, languages) => {
      const m = market(code)
      expect(m.currency).toBe(currency)
      expect(m.timezone).toBe(timezone)
      expect(m.options.timezone).toBe(timezone)
      expect(m.formattingLocale).toBe(formattingLocale)
      expect(m.languages).toEqual(languages)
    },
  )

  it('spec 02 §9: the default timezone is Europe/Berlin (used by partly configured fr-fr)', () => {
    expect(DEFAULT_TIMEZONE).toBe('Europe/Berlin')
    expect(market('fr-fr').options.timezone).toBe(DEFAULT_TIMEZONE)
  })

  it.each(MARKET_CODES.map((code) => [code]))(
    'spec 01 §1: %s falls back to the language of its own code and has a unique shop id',
    (code) => {
      const m = market(code)
      expect(m.languages[0]).toBe(code.slice(0, 2))
      expect(config.markets.filter((other) => other.shopId === m.shopId)).toHaveLength(1)
    },
  )

  it.each([
    ['de-de', 'de', true],
    ['de-de', 'fr', false],
    ['de-ch', 'fr', true],
    ['fr-ch', 'de', true],
    ['fr-be', 'nl', true],
    ['nl-nl', 'fr', false],
    ['fr-fr', 'de', false],
    ['de-de', 'DE', false],
  ] as const)('spec 01 §2: servesLanguage(%s, %s) is %s', (code, language, served) => {
    expect(servesLanguage(market(code), language)).toBe(served)
  })

  it.each([
    ['de-de', 'de', 'de-DE'],
    ['de-at', 'de', 'de-AT'],
    ['de-ch', 'fr', 'fr-CH'],
    ['fr-ch', 'fr', 'fr-CH'],
    ['nl-be', 'nl', 'nl-BE'],
    ['fr-fr', 'fr', 'fr-FR'],
  ] as const)(
    'spec 01 §3: the locale of %s in %s has iso %s, ltr, the market domain',
    (code, language, iso) => {
      const m = market(code)
      expect(localeOf(m, language)).toEqual({ code, language, iso, dir: 'ltr', domain: `${code}.localhost` })
    },
  )
})

describe('payment methods (spec 01 §1)', () => {
  it.each([
    ['KK', 'creditCard'],
    ['KD', 'klarnaInstalments'],
    ['KC', 'klarnaPayLater'],
    ['KN', 'klarnaPayNow'],
    ['PP', 'paypal'],
    ['G', 'giftCard'],
    ['NN', 'cashOnDelivery'],
    ['RE', 'invoice'],
    ['V', 'prepayment'],
    ['TW', 'twint'],
    ['IL', 'ideal'],
    ['AP', 'applePay'],
  ] as const)('spec 01 §1: payment code %s is %s', (code, method) => {
    expect(PAYMENT_METHODS[code]).toBe(method)
  })

  it('spec 01 §1: the shop knows exactly the 12 payment codes of the table', () => {
    expect([...PAYMENT_CODES].sort()).toEqual([
      'AP',
      'G',
      'IL',
      'KC',
      'KD',
      'KK',
      'KN',
      'NN',
      'PP',
      'RE',
      'TW',
      'V',
    ])
  })

  it.each(MARKET_CODES.map((code) => [code]))(
    'spec 01 §1: %s offers at least one method, only known codes, none twice',
    (code) => {
      const methods = market(code).paymentMethods
      expect(methods.length).toBeGreaterThan(0)
      expect(new Set(methods).size).toBe(methods.length)
      for (const method of methods) expect(PAYMENT_CODES).toContain(method)
    },
  )
})
