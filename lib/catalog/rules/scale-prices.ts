/**
 * Scale (quantity) prices from KQPRI scaleAmount1..3 / scalePrice1..3 / scaleUnit1..3 (spec 02 §3),
 * at most 3 thresholds (spec 02 §9). Slots without a positive amount and price are unused; the rest
 * are listed by rising quantity whatever slot they sit in.
 */
import { SCALE_PRICE_THRESHOLDS_MAX } from '@/lib/config/constants'
import type { Kqpri } from '@/lib/catalog/rules/types'
import type { MoneyFormat } from './money'
import { formatMoney } from './money'
import { unitLabel } from './unit-price'

export interface ScalePrice {
  /** Quantity from which the price applies. */
  minQuantity: number
  cents: number
  price: string
  unit: string | null
}

const SLOTS = [1, 2, 3] as const

export function scalePrices(kqpri: Kqpri, format: MoneyFormat): ScalePrice[] {
  const found: ScalePrice[] = []
  for (const slot of SLOTS) {
    const amount = kqpri[`scaleAmount${slot}` as const]
    const cents = kqpri[`scalePrice${slot}` as const]
    const unit = kqpri[`scaleUnit${slot}` as const]
    if (amount === undefined || cents === undefined || !(amount > 0) || !(cents > 0)) continue
    found.push({
      minQuantity: amount,
      cents,
      price: formatMoney(cents, format),
      unit: unit ? unitLabel(unit) : null,
    })
  }
  return found.sort((a, b) => a.minQuantity - b.minQuantity).slice(0, SCALE_PRICE_THRESHOLDS_MAX)
}
