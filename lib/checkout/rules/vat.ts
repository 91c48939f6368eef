/**
 * VAT of an order per country and rate class (issue 11 item 2: "a summary with VAT per country and rate
 * class"), for the markets' countries of spec 01 §1. Prices are gross (VAT included), in integer cents.
 *
 * Shipping and discounts carry no rate of their own: they are taxed like the goods they go with, spread
 * over the goods' rates in proportion to each rate's share of the goods' gross (the usual treatment of
 * ancillary costs and price reductions in the EU and in Switzerland). The parts are rounded by the largest
 * remainder, so they always sum exactly to the amount spread; net and VAT of each rate then sum exactly
 * to that rate's gross.
 */

export const VAT_COUNTRIES = ['de', 'at', 'ch', 'be', 'nl', 'fr'] as const
export type VatCountry = (typeof VAT_COUNTRIES)[number]
export type VatClass = 'standard' | 'reduced'

/** Percent. Switzerland since 2024: 8.1 / 2.6; France's reduced rate for everyday goods: 5.5. */
export const VAT_RATES: Record<VatCountry, { standard: number; reduced: number }> = {
  de: { standard: 19, reduced: 7 },
  at: { standard: 20, reduced: 10 },
  ch: { standard: 8.1, reduced: 2.6 },
  be: { standard: 21, reduced: 6 },
  nl: { standard: 21, reduced: 9 },
  fr: { standard: 20, reduced: 5.5 },
}

export function isVatCountry(country: string): country is VatCountry {
  return (VAT_COUNTRIES as readonly string[]).includes(country.toLowerCase())
}

/** The rate of a class in a country (the market's country, lower or upper case). */
export function vatRate(country: string, vatClass: VatClass): number {
  const key = country.toLowerCase()
  if (!isVatCountry(key)) throw new Error(`no VAT rates for country ${country}`)
  return VAT_RATES[key][vatClass]
}

export interface VatLine {
  rate: number
  grossCents: number
}

export interface VatPart {
  rate: number
  grossCents: number
  netCents: number
  vatCents: number
}

export interface VatAdditions {
  /** Shipping gross, added to the rates in proportion to the goods' gross. */
  shippingGrossCents?: number
  /** Discounts (voucher, order promotions) gross, taken off the rates the same way. */
  discountGrossCents?: number
}

/** Net of a gross amount at a rate, to the cent; rates in tenths of a percent avoid float noise (5.5, 8.1). */
export function netOf(grossCents: number, rate: number): number {
  const tenths = Math.round(rate * 10)
  return Math.round((grossCents * 1000) / (1000 + tenths))
}

/**
 * Splits `amount` cents over `weights` in proportion, as integers that sum exactly to `amount` (largest
 * remainder; ties go to the earlier weight). With no positive weight everything goes to the first.
 */
export function spreadCents(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return []
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0)
  if (total <= 0) return weights.map((_, i) => (i === 0 ? amount : 0))
  const sign = amount < 0 ? -1 : 1
  const abs = Math.abs(amount)
  const exact = weights.map((w) => (abs * Math.max(0, w)) / total)
  const parts = exact.map(Math.floor)
  let left = abs - parts.reduce((sum, p) => sum + p, 0)
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of order) {
    if (left <= 0) break
    parts[index] = (parts[index] ?? 0) + 1
    left--
  }
  return parts.map((p) => p * sign + 0)
}

/**
 * The VAT breakdown per rate, highest rate first: the goods' gross per rate, plus their share of the
 * shipping, minus their share of the discounts; net and VAT of each. Rates without goods are left out.
 */
export function vatBreakdown(lines: readonly VatLine[], additions: VatAdditions = {}): VatPart[] {
  const byRate = new Map<number, number>()
  for (const line of lines) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.grossCents)
  const rates = [...byRate.keys()].sort((a, b) => b - a)
  const goods = rates.map((rate) => byRate.get(rate) ?? 0)
  const shipping = spreadCents(additions.shippingGrossCents ?? 0, goods)
  const discount = spreadCents(additions.discountGrossCents ?? 0, goods)
  return rates.map((rate, i) => {
    const grossCents = (goods[i] ?? 0) + (shipping[i] ?? 0) - (discount[i] ?? 0)
    const netCents = netOf(grossCents, rate)
    return { rate, grossCents, netCents, vatCents: grossCents - netCents }
  })
}

/** The VAT of all rates together (the "tax" of purchase tracking, spec 02 §7). */
export const vatTotal = (parts: readonly Pick<VatPart, 'vatCents'>[]) =>
  parts.reduce((sum, part) => sum + part.vatCents, 0)
