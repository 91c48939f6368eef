/**
 * Money display of spec 01 §9: amounts are integer cents, divided by 100, shown with 2 decimals by
 * default in the market's formatting locale (de-DE, de-CH, fr-BE …) and currency.
 */
import { MONEY_MINOR_UNITS, PRICE_DECIMALS } from '@/lib/config/constants'
import type { Currency } from '@/lib/config/markets'

export interface MoneyFormat {
  /** The market's formattingLocale (spec 01 §9: de-at uses de-DE, fr-ch uses de-CH). */
  locale: string
  currency: Currency
}

type Rounding = 'halfExpand' | 'floor' | 'ceil'

const formatters = new Map<string, Intl.NumberFormat>()

// Intl.NumberFormat is costly to build and a listing formats hundreds of prices.
function formatter(format: MoneyFormat, decimals: number, rounding: Rounding): Intl.NumberFormat {
  const key = `${format.locale}|${format.currency}|${decimals}|${rounding}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.NumberFormat(format.locale, {
      style: 'currency',
      currency: format.currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      roundingMode: rounding,
    })
    formatters.set(key, f)
  }
  return f
}

export function centsToAmount(cents: number): number {
  return cents / MONEY_MINOR_UNITS
}

export function formatMoney(
  cents: number,
  format: MoneyFormat,
  options: { decimals?: number; rounding?: Rounding } = {},
): string {
  return formatter(format, options.decimals ?? PRICE_DECIMALS, options.rounding ?? 'halfExpand').format(
    centsToAmount(cents),
  )
}

/**
 * A price range is shown without decimals (spec 01 §9). The lower bound is rounded down and the upper
 * one up, so the whole-unit range still encloses every real price (9,99 € – 20,01 € → 9 € – 21 €).
 * A single price is rounded normally.
 */
export interface FormattedRange {
  from: string
  to: string
  /** False when min and max are the same price: show one price, not a range. */
  isRange: boolean
}

export function formatPriceRange(minCents: number, maxCents: number, format: MoneyFormat): FormattedRange {
  const low = Math.min(minCents, maxCents)
  const high = Math.max(minCents, maxCents)
  if (low === high) {
    const single = formatMoney(low, format, { decimals: 0 })
    return { from: single, to: single, isRange: false }
  }
  return {
    from: formatMoney(low, format, { decimals: 0, rounding: 'floor' }),
    to: formatMoney(high, format, { decimals: 0, rounding: 'ceil' }),
    isRange: low !== high,
  }
}
