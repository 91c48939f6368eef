/**
 * Seeded pseudo-random numbers: the catalog must come out the same on every machine and every run,
 * so nothing here reads Math.random or the clock.
 */
import 'server-only'

/** FNV-1a: turns a text seed into 32 bits. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export interface Rng {
  /** [0, 1) */
  next(): number
  /** Integer in [min, max]. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[]
}

/** mulberry32: small, fast and good enough for test data. */
export function createRng(seed: number | string): Rng {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(0, items.length - 1)] as T
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items]
      for (let i = pool.length - 1; i > 0; i--) {
        const j = int(0, i)
        ;[pool[i], pool[j]] = [pool[j] as T, pool[i] as T]
      }
      return pool.slice(0, Math.max(0, count))
    },
  }
}
