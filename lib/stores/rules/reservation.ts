/**
 * Click and reserve (spec 02 §2 dialogs: on the product page and from the basket): which branch can put
 * the wanted pieces aside, and in which order the shopper sees the branches.
 */

/** From this many pieces down (and enough for the wish) a branch shows "only a few left". */
export const LOW_STOCK_MAX = 3

/** available: enough and plenty; low: enough, but only a few; none: not enough to reserve. */
export type StockState = 'available' | 'low' | 'none'

const RANK: Record<StockState, number> = { available: 0, low: 1, none: 2 }

export function stockState(stock: number, wanted: number): StockState {
  if (wanted < 1 || stock < wanted) return 'none'
  return stock <= LOW_STOCK_MAX ? 'low' : 'available'
}

export function isReservable(state: StockState): boolean {
  return state !== 'none'
}

/** Wanted pieces per variant id; a branch must have every one of them (the basket reserves all lines). */
export type Wanted = ReadonlyArray<{ variantId: number; quantity: number }>

/** The worst line decides: one missing line makes the whole reservation impossible there. */
export function storeState(stock: Readonly<Record<string, number>>, wanted: Wanted): StockState {
  if (wanted.length === 0) return 'none'
  return wanted
    .map((w) => stockState(stock[String(w.variantId)] ?? 0, w.quantity))
    .reduce((worst, state) => (RANK[state] > RANK[worst] ? state : worst), 'available' as StockState)
}

/** Branches that can reserve first, then the few-left ones, then the rest; by name within each. */
export function sortByAvailability<T extends { name: string; state: StockState }>(
  stores: readonly T[],
  locale = 'de',
): T[] {
  return [...stores].sort((a, b) => RANK[a.state] - RANK[b.state] || a.name.localeCompare(b.name, locale))
}

/** Adds up basket lines of the same variant (two item groups may hold one variant). */
export function mergeWanted(lines: Wanted): Array<{ variantId: number; quantity: number }> {
  const total = new Map<number, number>()
  for (const line of lines) total.set(line.variantId, (total.get(line.variantId) ?? 0) + line.quantity)
  return [...total].map(([variantId, quantity]) => ({ variantId, quantity }))
}
