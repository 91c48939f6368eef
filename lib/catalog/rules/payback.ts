/**
 * Payback points of spec 02 §9: for each item, factor × unit price with tax / 100 × quantity,
 * floored, and at least 1 when positive. Only where the market's shop option payback is on (Germany,
 * spec 02 §3); the caller passes that switch so this stays free of configuration reads.
 */
import { MONEY_MINOR_UNITS } from '@/lib/config/constants'

export interface PaybackItem {
  /** KQPRI.Punkte_Faktor_Payback; absent means the item earns nothing. */
  factor: number | null | undefined
  /** Unit price with tax, cents. */
  unitPriceWithTax: number
  quantity: number
}

// Guards the floor against binary fractions: 0.29 × 100 is 28.999999999999996, not 29.
const FLOAT_SLACK = 1e-9

export function itemPaybackPoints(item: PaybackItem): number {
  const factor = item.factor ?? 0
  const raw = ((factor * item.unitPriceWithTax) / MONEY_MINOR_UNITS) * item.quantity
  if (!(raw > 0)) return 0
  return Math.max(1, Math.floor(raw + FLOAT_SLACK))
}

export function paybackPoints(items: readonly PaybackItem[], paybackEnabled: boolean): number {
  if (!paybackEnabled) return 0
  return items.reduce((sum, item) => sum + itemPaybackPoints(item), 0)
}
