import 'server-only'

/** Maps stored price and variant rows to the Price and KQPRI shapes of spec 01 §3 / spec 02 §3. */
import type { Currency } from '@/lib/config/markets'
import type { Bvc, Kqpri, Price } from '@/lib/catalog/rules/types'
import type { VariantPriceRow, VariantRow } from '@/lib/db/schema'

const BASIS_POINTS = 10_000

type PriceColumns = Omit<VariantPriceRow, 'variantId'>

export function toPrice(row: PriceColumns): Price {
  const reduction =
    row.reductionBp !== null && row.reductionBp > 0
      ? [
          {
            category: 'sale' as const,
            type: 'relative' as const,
            amount: { relative: row.reductionBp / BASIS_POINTS, absoluteWithTax: row.reductionAbsolute ?? 0 },
          },
        ]
      : []
  return {
    withTax: row.withTax,
    withoutTax: row.withoutTax,
    recommendedRetailPrice: row.recommendedRetailPrice,
    currencyCode: row.currency as Currency,
    reference:
      row.referenceWithTax !== null && row.referenceUnit !== null
        ? { withTax: row.referenceWithTax, unit: row.referenceUnit, size: row.referenceSize ?? 1 }
        : null,
    appliedReductions: reduction,
    tax: { vat: { amount: row.withTax - row.withoutTax, rate: row.taxRateBp / BASIS_POINTS } },
  }
}

type KqpriColumns = Pick<
  VariantRow,
  | 'bvc'
  | 'deliveryDaysFrom'
  | 'deliveryDaysTo'
  | 'scaleAmount1'
  | 'scaleUnit1'
  | 'scaleAmount2'
  | 'scaleUnit2'
  | 'scaleAmount3'
  | 'scaleUnit3'
  | 'paybackFactor'
>

/** Scale prices and the reference price are money, so they come from the currency's price row. */
export function toKqpri(
  variant: KqpriColumns,
  price: Pick<PriceColumns, 'priceReference' | 'scalePrice1' | 'scalePrice2' | 'scalePrice3'>,
): Kqpri {
  const kqpri: Kqpri = {
    BVC: variant.bvc as Bvc,
    deliveryDaysFrom: variant.deliveryDaysFrom,
    deliveryDaysTo: variant.deliveryDaysTo,
    priceReference: price.priceReference === null ? null : String(price.priceReference),
  }
  const slots = [
    [variant.scaleAmount1, price.scalePrice1, variant.scaleUnit1],
    [variant.scaleAmount2, price.scalePrice2, variant.scaleUnit2],
    [variant.scaleAmount3, price.scalePrice3, variant.scaleUnit3],
  ] as const
  slots.forEach(([amount, cents, unit], i) => {
    if (amount === null || cents === null) return
    const n = (i + 1) as 1 | 2 | 3
    kqpri[`scaleAmount${n}`] = amount
    kqpri[`scalePrice${n}`] = cents
    if (unit !== null) kqpri[`scaleUnit${n}`] = unit
  })
  if (variant.paybackFactor !== null) kqpri.Punkte_Faktor_Payback = variant.paybackFactor
  return kqpri
}
