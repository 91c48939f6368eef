/**
 * The markets of spec 01 §1. A market is a shop with its own domain; its languages are the path
 * prefixes it serves (the first is its fallback). fr-fr is only partly configured: it resolves and
 * serves pages, but has no wishlist, no account balance and no click and reserve.
 */
import type { PaymentCode } from './payment'

export const MARKET_CODES = ['de-de', 'de-at', 'de-ch', 'fr-ch', 'fr-be', 'nl-be', 'nl-nl', 'fr-fr'] as const
export type MarketCode = (typeof MARKET_CODES)[number]

export const LANGUAGES = ['de', 'fr', 'nl'] as const
export type Language = (typeof LANGUAGES)[number]

export const CURRENCIES = ['EUR', 'CHF'] as const
export type Currency = (typeof CURRENCIES)[number]

export interface MarketDefinition {
  code: MarketCode
  shopId: number
  /** ISO country, lowercase: the second part of the locale. */
  country: string
  /** Languages served, the first one is the market's fallback language. */
  languages: readonly Language[]
  currency: Currency
  timezone: string
  /** Locale whose number/date formats this market uses (spec 01 §9: de-at → de-de, fr-ch → de-ch). */
  formattingLocale: string
  partial: boolean
  paymentMethods: readonly PaymentCode[]
}

const EU_METHODS: readonly PaymentCode[] = ['KK', 'PP', 'RE', 'V', 'G', 'AP']

// One line per market reads as the table it is.
// prettier-ignore
export const MARKET_DEFINITIONS: readonly MarketDefinition[] = [
  { code: 'de-de', shopId: 1, country: 'de', languages: ['de'], currency: 'EUR', timezone: 'Europe/Berlin', formattingLocale: 'de-DE', partial: false, paymentMethods: [...EU_METHODS, 'KD', 'KC', 'KN', 'NN'] },
  { code: 'de-at', shopId: 2, country: 'at', languages: ['de'], currency: 'EUR', timezone: 'Europe/Vienna', formattingLocale: 'de-DE', partial: false, paymentMethods: [...EU_METHODS, 'KC', 'KN'] },
  { code: 'de-ch', shopId: 3, country: 'ch', languages: ['de', 'fr'], currency: 'CHF', timezone: 'Europe/Zurich', formattingLocale: 'de-CH', partial: false, paymentMethods: ['KK', 'PP', 'RE', 'G', 'TW', 'AP'] },
  { code: 'fr-ch', shopId: 4, country: 'ch', languages: ['fr', 'de'], currency: 'CHF', timezone: 'Europe/Zurich', formattingLocale: 'de-CH', partial: false, paymentMethods: ['KK', 'PP', 'RE', 'G', 'TW', 'AP'] },
  { code: 'fr-be', shopId: 5, country: 'be', languages: ['fr', 'nl'], currency: 'EUR', timezone: 'Europe/Brussels', formattingLocale: 'fr-BE', partial: false, paymentMethods: [...EU_METHODS] },
  { code: 'nl-be', shopId: 6, country: 'be', languages: ['nl', 'fr'], currency: 'EUR', timezone: 'Europe/Brussels', formattingLocale: 'nl-BE', partial: false, paymentMethods: [...EU_METHODS] },
  { code: 'nl-nl', shopId: 7, country: 'nl', languages: ['nl'], currency: 'EUR', timezone: 'Europe/Amsterdam', formattingLocale: 'nl-NL', partial: false, paymentMethods: [...EU_METHODS, 'IL'] },
  { code: 'fr-fr', shopId: 8, country: 'fr', languages: ['fr'], currency: 'EUR', timezone: 'Europe/Berlin', formattingLocale: 'fr-FR', partial: true, paymentMethods: ['KK', 'PP'] },
]

/** The locale object of spec 01 §3 for a market and one of its languages. */
export interface Locale {
  code: string
  language: Language
  iso: string
  dir: 'ltr' | 'rtl'
  domain: string
}
