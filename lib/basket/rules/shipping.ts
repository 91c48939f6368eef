/**
 * Shipping cost of the basket and the progress towards a cheaper tier (spec 02 §3 "shipping cost
 * configuration" from the layout data; spec 01 §9 fallback: standard 4,99 from order value 0,00,
 * freight 14,99 for bulky goods). Items marked freeShipping ship free; a basket with bulky goods
 * (attribute bulkyOrLoad) ships by freight instead of standard. Integer cents throughout.
 */
import { FALLBACK_SHIPPING } from '@/lib/config/constants'

export interface ShippingTier {
  costCents: number
  fromOrderValueCents: number
  label?: string
}
export interface ShippingConfig {
  standard: ShippingTier[]
  freight: ShippingTier[]
}
export type ShippingKind = 'standard' | 'freight' | 'free'

export interface ShippingLine {
  totalWithTax: number
  freeShipping: boolean
  bulky: boolean
}

export interface ShippingProgress {
  /** The next tier that costs less, its cost and the order value it starts from. */
  nextCostCents: number
  fromOrderValueCents: number
  /** What is still missing to reach it. */
  missingCents: number
  /** 0–100, rounded down: the share of the way already covered. */
  percent: number
}

export interface ShippingSummary {
  kind: ShippingKind | null
  costCents: number
  label: string | null
  orderValueCents: number
  progress: ShippingProgress | null
}

export const FALLBACK_SHIPPING_CONFIG: ShippingConfig = {
  standard: [
    {
      costCents: FALLBACK_SHIPPING.standardCents,
      fromOrderValueCents: FALLBACK_SHIPPING.standardFromOrderValueCents,
    },
  ],
  freight: [{ costCents: FALLBACK_SHIPPING.freightCents, fromOrderValueCents: 0 }],
}

const byThreshold = (tiers: readonly ShippingTier[]) =>
  [...tiers].sort((a, b) => a.fromOrderValueCents - b.fromOrderValueCents)

/** The tier an order value reaches: the highest threshold not above it; below every threshold, the first. */
export function tierFor(tiers: readonly ShippingTier[], orderValueCents: number): ShippingTier | null {
  const sorted = byThreshold(tiers)
  let reached = sorted[0] ?? null
  for (const tier of sorted) if (tier.fromOrderValueCents <= orderValueCents) reached = tier
  return reached
}

export function progressFor(
  tiers: readonly ShippingTier[],
  orderValueCents: number,
): ShippingProgress | null {
  const current = tierFor(tiers, orderValueCents)
  if (!current) return null
  const next = byThreshold(tiers).find(
    (t) => t.fromOrderValueCents > orderValueCents && t.costCents < current.costCents,
  )
  if (!next) return null
  return {
    nextCostCents: next.costCents,
    fromOrderValueCents: next.fromOrderValueCents,
    missingCents: next.fromOrderValueCents - orderValueCents,
    percent: Math.max(0, Math.min(100, Math.floor((orderValueCents / next.fromOrderValueCents) * 100))),
  }
}

/** Which shipping a basket pays: freight for bulky goods, standard for the rest, nothing for free-shipping items. */
export function shippingKind(lines: readonly ShippingLine[]): ShippingKind | null {
  if (lines.length === 0) return null
  const paying = lines.filter((l) => !l.freeShipping)
  if (paying.length === 0) return 'free'
  return paying.some((l) => l.bulky) ? 'freight' : 'standard'
}

export function shippingSummary(
  lines: readonly ShippingLine[],
  config: ShippingConfig = FALLBACK_SHIPPING_CONFIG,
): ShippingSummary {
  const orderValueCents = lines.reduce((sum, l) => sum + l.totalWithTax, 0)
  const kind = shippingKind(lines)
  if (kind === null || kind === 'free') {
    return { kind, costCents: 0, label: null, orderValueCents, progress: null }
  }
  const tiers = config[kind].length > 0 ? config[kind] : FALLBACK_SHIPPING_CONFIG[kind]
  const tier = tierFor(tiers, orderValueCents)
  return {
    kind,
    costCents: tier?.costCents ?? 0,
    label: tier?.label ?? null,
    orderValueCents,
    progress: progressFor(tiers, orderValueCents),
  }
}
