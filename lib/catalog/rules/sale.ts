/**
 * Sale display (spec 02 §9): a price is a sale when it is at most 96 % of the recommended retail
 * price or of the reference price (KQPRI.priceReference, spec 02 §3). Exactly 96 % counts.
 * The comparison is done in integer percent so 0.96 × cents never meets floating-point error.
 */
import { MONEY_MINOR_UNITS, SALE_THRESHOLD } from '@/lib/config/constants'
import type { Variant } from '@/lib/catalog/rules/types'

const THRESHOLD_PERCENT = Math.round(SALE_THRESHOLD * 100)

export interface SaleFacts {
  price: number
  recommendedRetailPrice: number | null
  referencePrice: number | null
}

export interface SaleComparison {
  /** Which crossed-out price the sale is measured against. */
  against: 'recommendedRetailPrice' | 'referencePrice'
  compareCents: number
  percent: number
}

/**
 * KQPRI.priceReference is text. Integer text is cents like every amount; text with a decimal
 * separator ('12.99', '12,99') is read as major units, so either catalog convention works.
 */
export function referencePriceCents(raw: string | null | undefined): number | null {
  const text = raw?.trim()
  if (!text) return null
  if (/^\d+$/.test(text)) return Number(text)
  if (/^\d+[.,]\d{1,2}$/.test(text)) return Math.round(Number(text.replace(',', '.')) * MONEY_MINOR_UNITS)
  return null
}

export function saleFacts(variant: Pick<Variant, 'price' | 'KQPRI'>): SaleFacts {
  return {
    price: variant.price.withTax,
    recommendedRetailPrice: variant.price.recommendedRetailPrice,
    referencePrice: referencePriceCents(variant.KQPRI.priceReference),
  }
}

function reaches(price: number, compare: number | null): compare is number {
  return compare !== null && compare > 0 && price * 100 <= compare * THRESHOLD_PERCENT
}

/** Rounded percent off, as on the sale badge. */
export function salePercent(price: number, compareCents: number): number {
  if (compareCents <= 0) return 0
  return Math.round(((compareCents - price) * 100) / compareCents)
}

/**
 * The comparison a sale is shown with, or null. When both prices qualify, the recommended retail
 * price is used: spec 02 §9 names it first and it is the one the shopper recognises.
 */
export function saleComparison(facts: SaleFacts): SaleComparison | null {
  const { price, recommendedRetailPrice: rrp, referencePrice: ref } = facts
  if (reaches(price, rrp))
    return { against: 'recommendedRetailPrice', compareCents: rrp, percent: salePercent(price, rrp) }
  if (reaches(price, ref))
    return { against: 'referencePrice', compareCents: ref, percent: salePercent(price, ref) }
  return null
}

export function isSale(facts: SaleFacts): boolean {
  return saleComparison(facts) !== null
}
