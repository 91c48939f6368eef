/**
 * Unit (reference) price of spec 01 §9 / spec 02 §3 "unitPrice (price, unit, amount)": the price per
 * reference size, shown as "3,99 € / 1 l". LI is shown as l and QM as m²; other unit codes (KG, M …)
 * are the catalog's abbreviations in capitals and are shown lowercased, their usual written form.
 */
import { UNIT_LABELS } from '@/lib/config/constants'
import type { PriceReference } from '@/lib/catalog/rules/types'
import type { MoneyFormat } from './money'
import { formatMoney } from './money'
import { numberFormat } from '@/lib/i18n/number-format'

export function unitLabel(unit: string): string {
  const known = UNIT_LABELS[unit.toUpperCase() as keyof typeof UNIT_LABELS]
  return known ?? unit.toLowerCase()
}

export interface UnitPriceDisplay {
  /** Formatted price of one reference size, e.g. '3,99 €'. */
  price: string
  /** The reference size in the locale's number format, e.g. '1' or '0,75'. */
  amount: string
  /** Display unit, e.g. 'l', 'm²'. */
  unit: string
}

export function unitPrice(reference: PriceReference | null, format: MoneyFormat): UnitPriceDisplay | null {
  if (!reference || reference.withTax <= 0 || reference.size <= 0 || !reference.unit) return null
  return {
    price: formatMoney(reference.withTax, format),
    amount: numberFormat(format.locale, { maximumFractionDigits: 3 }).format(reference.size),
    unit: unitLabel(reference.unit),
  }
}
