/**
 * Price display options of spec 02 §3 for one variant, as structured data for the price block:
 * formatted strings plus the flags the UI needs. Texts around them ("UVP", "from") come from messages.
 */
import type { Currency } from '@/lib/config/markets'
import type { Variant } from '@/lib/catalog/rules/types'
import { formatMoney } from './money'
import { hasDifferentPrice } from './price-differs'
import { saleComparison, saleFacts } from './sale'
import type { SaleComparison } from './sale'
import { scalePrices } from './scale-prices'
import type { ScalePrice } from './scale-prices'
import { unitPrice } from './unit-price'
import type { UnitPriceDisplay } from './unit-price'

export interface PriceDisplay {
  cents: number
  /** The variant's price, e.g. '12,99 €'. */
  price: string
  currencyCode: Currency
  /** Set when the sale rule of spec 02 §9 holds; the crossed-out price is `sale.comparePrice`. */
  sale: (SaleComparison & { comparePrice: string }) | null
  recommendedRetailPrice: string | null
  referencePrice: string | null
  unitPrice: UnitPriceDisplay | null
  scalePrices: ScalePrice[]
  /** Spec 02 §5: the product's deliverable variants do not all cost the same. */
  hasDifferentPrice: boolean
}

export function priceDisplay(
  variant: Pick<Variant, 'price' | 'KQPRI'>,
  options: {
    /** The market's formatting locale. */
    locale: string
    /** All variants of the product, for the price-differs flag; omitted means a single price. */
    variants?: ReadonlyArray<Pick<Variant, 'availability' | 'price' | 'stock'>>
  },
): PriceDisplay {
  // The price's own currency wins over the market's: an amount must never be shown in another currency.
  const format = { locale: options.locale, currency: variant.price.currencyCode }
  const facts = saleFacts(variant)
  const sale = saleComparison(facts)
  return {
    cents: facts.price,
    price: formatMoney(facts.price, format),
    currencyCode: variant.price.currencyCode,
    sale: sale && { ...sale, comparePrice: formatMoney(sale.compareCents, format) },
    recommendedRetailPrice:
      facts.recommendedRetailPrice === null ? null : formatMoney(facts.recommendedRetailPrice, format),
    referencePrice: facts.referencePrice === null ? null : formatMoney(facts.referencePrice, format),
    unitPrice: unitPrice(variant.price.reference, format),
    scalePrices: scalePrices(variant.KQPRI, format),
    hasDifferentPrice: options.variants ? hasDifferentPrice(options.variants) : false,
  }
}
