/**
 * The basket's order summary and shipping cost progress as the page shows them (spec 02 §2 "basket
 * shipping cost progress"): amounts formatted in the market's locale and the basket's own currency, the
 * texts' choice as keys of the `basketPage` messages. Pure and browser-safe.
 */
import { formatMoney, type MoneyFormat } from '@/lib/catalog/rules/money'
import type { ShippingConfig, ShippingKind, ShippingProgress } from './shipping'
import type { Basket } from './types'

export interface OrderSummaryView {
  subtotal: string
  shipping: {
    kind: ShippingKind
    /** The layout data's label of the tier; null → the page names the kind from its messages. */
    label: string | null
    cost: string
    free: boolean
  } | null
  total: string
  totalCents: number
  /** Spec 02 §9; null where the market has no payback. */
  paybackPoints: number | null
}

export function orderSummaryView(
  basket: Pick<Basket, 'cost' | 'shipping' | 'paybackPoints'>,
  locale: string,
): OrderSummaryView {
  const format: MoneyFormat = { locale, currency: basket.cost.currencyCode }
  const { shipping } = basket
  const shippingCents = shipping.kind === null ? 0 : shipping.costCents
  const totalCents = basket.cost.withTax + shippingCents
  return {
    subtotal: formatMoney(basket.cost.withTax, format),
    shipping:
      shipping.kind === null
        ? null
        : {
            kind: shipping.kind,
            label: shipping.label,
            cost: formatMoney(shippingCents, format),
            free: shippingCents === 0,
          },
    total: formatMoney(totalCents, format),
    totalCents,
    paybackPoints: basket.paybackPoints,
  }
}

export interface ShippingProgressView {
  /** `free`: the next tier ships free; `cheaper`: it costs less than the current one. */
  message: 'free' | 'cheaper'
  missing: string
  nextCost: string
  threshold: string
  /** 0–100, for the bar's width and aria-valuenow. */
  percent: number
}

export function shippingProgressView(
  progress: ShippingProgress | null,
  format: MoneyFormat,
): ShippingProgressView | null {
  if (!progress || progress.missingCents <= 0) return null
  return {
    message: progress.nextCostCents === 0 ? 'free' : 'cheaper',
    missing: formatMoney(progress.missingCents, format),
    nextCost: formatMoney(progress.nextCostCents, format),
    threshold: formatMoney(progress.fromOrderValueCents, format),
    percent: Math.max(0, Math.min(100, Math.floor(progress.percent))),
  }
}

export interface ShippingTierRow {
  kind: 'standard' | 'freight'
  label: string | null
  cost: string
  free: boolean
  /** null for a tier that starts at 0 (it applies from the first euro). */
  from: string | null
}

/** Every tier of the shipping configuration, per kind and by rising order value, for the dialog. */
export function shippingTierRows(config: ShippingConfig, format: MoneyFormat): ShippingTierRow[] {
  return (['standard', 'freight'] as const).flatMap((kind) =>
    [...config[kind]]
      .sort((a, b) => a.fromOrderValueCents - b.fromOrderValueCents)
      .map((tier) => ({
        kind,
        label: tier.label ?? null,
        cost: formatMoney(tier.costCents, format),
        free: tier.costCents === 0,
        from: tier.fromOrderValueCents > 0 ? formatMoney(tier.fromOrderValueCents, format) : null,
      })),
  )
}
