/**
 * Basket clean-up (spec 02 §4): items that are no longer buyable leave the basket, with up to 3 tries
 * per item, and the shopper is told which ones went.
 */
import { BASKET_LIMITS } from '@/lib/config/constants'

export function partitionBuyable<T>(items: readonly T[], buyable: (item: T) => boolean) {
  const keep: T[] = []
  const remove: T[] = []
  for (const item of items) (buyable(item) ? keep : remove).push(item)
  return { keep, remove }
}

/**
 * Runs `attempt` until it succeeds, at most `tries` times; true when one try succeeded. A try that
 * throws counts as failed; the last error is handed to `onGiveUp` so it is logged, not lost.
 */
export async function withTries(
  attempt: () => Promise<void>,
  tries: number = BASKET_LIMITS.cleanTries,
  onGiveUp?: (error: unknown) => void,
): Promise<boolean> {
  let last: unknown
  for (let i = 0; i < tries; i++) {
    try {
      await attempt()
      return true
    } catch (error) {
      last = error
    }
  }
  onGiveUp?.(last)
  return false
}

export interface CleanResult<T> {
  kept: T[]
  removed: T[]
  /** Not buyable, but every try to remove it failed: hidden now, tried again on the next read. */
  failed: T[]
}

/** Removes every non-buyable item (each with its own tries) and reports the outcome. */
export async function cleanItems<T>(
  items: readonly T[],
  buyable: (item: T) => boolean,
  remove: (item: T) => Promise<void>,
  tries: number = BASKET_LIMITS.cleanTries,
  onGiveUp?: (item: T, error: unknown) => void,
): Promise<CleanResult<T>> {
  const { keep, remove: gone } = partitionBuyable(items, buyable)
  const removed: T[] = []
  const failed: T[] = []
  for (const item of gone) {
    const ok = await withTries(
      () => remove(item),
      tries,
      (error) => onGiveUp?.(item, error),
    )
    ;(ok ? removed : failed).push(item)
  }
  return { kept: keep, removed, failed }
}
