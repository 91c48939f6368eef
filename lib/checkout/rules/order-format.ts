/**
 * How an order's amounts, dates and rates read in its documents (mails, PDF invoice, screens): money in
 * the market's formatting locale and currency (spec 01 §9), dates and rates in the order's language for
 * the market's country, dates as calendar days in the market's timezone (spec 01 §1).
 */
import { formatMoney } from '@/lib/catalog/rules/money'
import { MARKET_DEFINITIONS, type Language, type MarketCode } from '@/lib/config/markets'

export interface OrderFormat {
  money: (cents: number) => string
  /** An ISO date-time (the placement) or an ISO date (a delivery estimate) as a calendar date. */
  date: (iso: string) => string
  /** A VAT rate without the percent sign: 19, 5,5, 8,1. */
  rate: (rate: number) => string
}

export function orderFormat(order: {
  market: MarketCode
  language: Language
  currency: 'EUR' | 'CHF'
}): OrderFormat {
  const market = MARKET_DEFINITIONS.find((m) => m.code === order.market)
  const locale = `${order.language}-${(market?.country ?? 'de').toUpperCase()}`
  const moneyFormat = { locale: market?.formattingLocale ?? locale, currency: order.currency }
  const dateTime = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: market?.timezone ?? 'Europe/Berlin',
  })
  // A plain date is a calendar day already: read at noon UTC, it is the same day in every European zone.
  const plainDate = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  return {
    money: (cents) => formatMoney(cents, moneyFormat),
    date: (iso) =>
      /^\d{4}-\d{2}-\d{2}$/.test(iso)
        ? plainDate.format(new Date(`${iso}T12:00:00Z`))
        : dateTime.format(new Date(iso)),
    rate: (value) => rate.format(value),
  }
}
