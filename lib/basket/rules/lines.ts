/**
 * Basket lines and their quantity bounds (spec 02 §4): one line per variant and item group; a quantity
 * is at least 1, at most the available quantity and the shop's limits per line and per basket
 * (lib/config BASKET_LIMITS).
 */
import { isBuyable } from '@/lib/catalog/rules/availability'
import type { Product, Variant } from '@/lib/catalog/rules/types'
import { BASKET_LIMITS } from '@/lib/config/constants'

export interface Line {
  key: string
  variantId: number
  /** '' when the line has no item group. */
  itemGroupId: string
  quantity: number
}

// Plain numbers: BASKET_LIMITS is `as const`, and a Pick of it would accept only its own literals.
export type Limits = Record<'maxLineQuantity' | 'maxLines' | 'maxTotalQuantity', number>

/**
 * How many pieces of a variant may sit in one line: BVC 1 ships from stock, so its stock bounds it;
 * BVC 2 is delivered later and is bounded only by the line limit; BVC 3 and 4 cannot be bought.
 */
export function availableQuantity(
  variant: Pick<Variant, 'availability' | 'stock'>,
  limits: Pick<Limits, 'maxLineQuantity'> = BASKET_LIMITS,
): number {
  const bvc = variant.availability.BVC
  if (!isBuyable(bvc)) return 0
  if (bvc === 2) return limits.maxLineQuantity
  return Math.max(0, Math.min(variant.stock.quantity, limits.maxLineQuantity))
}

/** A line can stay in the basket while its product is active and its variant has something to sell. */
export function isLineBuyable(
  product: Pick<Product, 'isActive'> | undefined,
  variant: Pick<Variant, 'availability' | 'stock'> | undefined,
): boolean {
  return Boolean(product?.isActive && variant && availableQuantity(variant) >= 1)
}

export type Refusal = { ok: false; status: 409 | 422; message: string }
export type AddPlan =
  | { ok: true; kind: 'update'; key: string; quantity: number }
  | { ok: true; kind: 'insert'; quantity: number }
  | Refusal

// The line limit is checked first: the available quantity of a well-stocked variant is itself capped
// at that limit, and "at most 99 pieces per line" says more than "exceeds the available quantity 99".
function refuseQuantity(quantity: number, available: number, others: number, limits: Limits): Refusal | null {
  if (quantity > limits.maxLineQuantity) {
    return { ok: false, status: 422, message: `at most ${limits.maxLineQuantity} pieces per line` }
  }
  if (quantity > available) {
    return {
      ok: false,
      status: 422,
      message: `quantity ${quantity} exceeds the available quantity ${available}`,
    }
  }
  if (others + quantity > limits.maxTotalQuantity) {
    return { ok: false, status: 422, message: `at most ${limits.maxTotalQuantity} pieces per basket` }
  }
  return null
}

const totalExcept = (lines: readonly Line[], key: string | null) =>
  lines.reduce((sum, line) => (line.key === key ? sum : sum + line.quantity), 0)

/**
 * Spec 02 §4: adding a variant that already has a line with the same item group raises that line's
 * quantity; otherwise a new line is added.
 */
export function planAdd(
  lines: readonly Line[],
  add: { variantId: number; itemGroupId: string; quantity: number },
  available: number,
  limits: Limits = BASKET_LIMITS,
): AddPlan {
  const same = lines.find((l) => l.variantId === add.variantId && l.itemGroupId === add.itemGroupId)
  if (same) {
    const quantity = same.quantity + add.quantity
    return (
      refuseQuantity(quantity, available, totalExcept(lines, same.key), limits) ?? {
        ok: true,
        kind: 'update',
        key: same.key,
        quantity,
      }
    )
  }
  if (lines.length >= limits.maxLines) {
    return { ok: false, status: 422, message: `at most ${limits.maxLines} lines per basket` }
  }
  return (
    refuseQuantity(add.quantity, available, totalExcept(lines, null), limits) ?? {
      ok: true,
      kind: 'insert',
      quantity: add.quantity,
    }
  )
}

/** A new quantity for an existing line (updateItem). */
export function planQuantity(
  lines: readonly Line[],
  key: string,
  quantity: number,
  available: number,
  limits: Limits = BASKET_LIMITS,
): { ok: true; quantity: number } | Refusal {
  return refuseQuantity(quantity, available, totalExcept(lines, key), limits) ?? { ok: true, quantity }
}
