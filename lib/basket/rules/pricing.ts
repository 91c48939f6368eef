/**
 * Prices of a basket line (spec 02 §3 price.unit / price.total, §4 scale prices): always from the
 * catalog variant on the server, integer cents. A scale price carries the variant's VAT rate.
 */
import { paybackPoints } from '@/lib/catalog/rules/payback'
import type { Variant } from '@/lib/catalog/rules/types'
import type { Currency } from '@/lib/config/markets'
import { scaleUnitPrice } from './scale-promotion'
import type { Money } from './types'

export function withoutTaxAt(withTax: number, rate: number): number {
  return rate > 0 ? Math.round(withTax / (1 + rate)) : withTax
}

export function linePrice(
  variant: Pick<Variant, 'price' | 'KQPRI'>,
  quantity: number,
): { unit: Money; total: Money } {
  const { price } = variant
  const unitWithTax = scaleUnitPrice(variant.KQPRI, price.withTax, quantity)
  const unitWithoutTax =
    unitWithTax === price.withTax ? price.withoutTax : withoutTaxAt(unitWithTax, price.tax.vat.rate)
  const currencyCode = price.currencyCode
  return {
    unit: { withTax: unitWithTax, withoutTax: unitWithoutTax, currencyCode },
    total: { withTax: unitWithTax * quantity, withoutTax: unitWithoutTax * quantity, currencyCode },
  }
}

/** The basket cost: the sum of the line totals in the market's currency. */
export function basketCost(totals: readonly Money[], currencyCode: Currency): Money {
  return totals.reduce<Money>(
    (sum, t) => ({ ...sum, withTax: sum.withTax + t.withTax, withoutTax: sum.withoutTax + t.withoutTax }),
    { withTax: 0, withoutTax: 0, currencyCode },
  )
}

/** Spec 02 §9 payback points of the basket where the market enables payback, else null. */
export function basketPaybackPoints(
  items: ReadonlyArray<{ variant: Pick<Variant, 'KQPRI'>; price: { unit: Money }; quantity: number }>,
  paybackEnabled: boolean,
): number | null {
  if (!paybackEnabled) return null
  return paybackPoints(
    items.map((i) => ({
      factor: i.variant.KQPRI.Punkte_Faktor_Payback,
      unitPriceWithTax: i.price.unit.withTax,
      quantity: i.quantity,
    })),
    true,
  )
}
