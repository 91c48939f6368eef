/**
 * Quantity-scale prices in the basket (spec 02 §4, §3 KQPRI, §9 at most 3 thresholds): the line takes
 * the scale of the highest threshold not above its quantity, its key is `Promotion{threshold}`, and
 * without such a threshold the key is `default` and the variant's own price applies.
 */
import type { Kqpri } from '@/lib/catalog/rules/types'
import { SCALE_PRICE_THRESHOLDS_MAX } from '@/lib/config/constants'

export const DEFAULT_PRICE_PROMOTION_KEY = 'default'

export interface ScaleStep {
  threshold: number
  /** Unit price with tax from this quantity on, cents. */
  unitPriceWithTax: number
}

/** The usable scale steps of a variant, rising by threshold (slots without amount or price are unused). */
export function scaleSteps(kqpri: Kqpri): ScaleStep[] {
  const steps: ScaleStep[] = []
  for (const slot of [1, 2, 3] as const) {
    const threshold = kqpri[`scaleAmount${slot}`]
    const price = kqpri[`scalePrice${slot}`]
    if (threshold === undefined || price === undefined) continue
    if (!Number.isInteger(threshold) || threshold < 1 || !Number.isInteger(price) || price <= 0) continue
    steps.push({ threshold, unitPriceWithTax: price })
  }
  return steps.sort((a, b) => a.threshold - b.threshold).slice(0, SCALE_PRICE_THRESHOLDS_MAX)
}

/** The step a quantity reaches: the highest threshold not above it, or null. */
export function reachedScaleStep(kqpri: Kqpri, quantity: number): ScaleStep | null {
  let reached: ScaleStep | null = null
  for (const step of scaleSteps(kqpri)) if (step.threshold <= quantity) reached = step
  return reached
}

/** customData.pricePromotionKey of spec 02 §3: `Promotion{threshold}` or `default`. */
export function pricePromotionKey(kqpri: Kqpri, quantity: number): string {
  const step = reachedScaleStep(kqpri, quantity)
  return step ? `Promotion${step.threshold}` : DEFAULT_PRICE_PROMOTION_KEY
}

/** The unit price with tax a line of this quantity pays: the reached scale price, else the base price. */
export function scaleUnitPrice(kqpri: Kqpri, basePriceWithTax: number, quantity: number): number {
  return reachedScaleStep(kqpri, quantity)?.unitPriceWithTax ?? basePriceWithTax
}
