/**
 * The bounded cache: a map whose total weight stays at most `maxWeight` (the entries used longest ago
 * go first) and whose entries, with a `ttlMs`, expire that long after they were stored. Every
 * in-process cache of the shop is one of these, so a crawler walking endless filter combinations
 * costs memory only up to the bound.
 */
export interface BoundedCacheOptions {
  /** How long an entry is fresh; Infinity (the default) keeps it until pushed out. 0 keeps nothing. */
  ttlMs?: number
  maxWeight: number
}

interface Slot<V> {
  value: V
  expiresAt: number
  weight: number
}

export class BoundedCache<V> {
  private readonly slots = new Map<string, Slot<V>>()
  private weight = 0
  private readonly ttlMs: number
  private readonly maxWeight: number

  constructor({ ttlMs = Number.POSITIVE_INFINITY, maxWeight }: BoundedCacheOptions) {
    this.ttlMs = ttlMs
    this.maxWeight = maxWeight
  }

  get size(): number {
    return this.slots.size
  }

  get totalWeight(): number {
    return this.weight
  }

  /** The value, unless absent or expired; a hit counts as a use. */
  get(key: string, now = Date.now()): V | undefined {
    const slot = this.slots.get(key)
    if (!slot) return undefined
    this.slots.delete(key)
    if (now > slot.expiresAt) {
      this.weight -= slot.weight
      return undefined
    }
    // Re-inserted: a Map iterates in insertion order, so the first key is the one used longest ago.
    this.slots.set(key, slot)
    return slot.value
  }

  /**
   * `weight`: the entry's share of maxWeight (e.g. the number of hits it holds); `ttlMs`: this entry's
   * own, e.g. shorter for an answer standing in for a failed read.
   */
  set(key: string, value: V, now = Date.now(), weight = 1, ttlMs = this.ttlMs): void {
    this.delete(key)
    // One value heavier than the whole bound would only push everything else out.
    if (weight > this.maxWeight || ttlMs <= 0) return
    this.slots.set(key, { value, expiresAt: now + ttlMs, weight })
    this.weight += weight
    for (const [oldest, slot] of this.slots) {
      if (this.weight <= this.maxWeight) break
      this.slots.delete(oldest)
      this.weight -= slot.weight
    }
  }

  delete(key: string): void {
    const slot = this.slots.get(key)
    if (!slot) return
    this.slots.delete(key)
    this.weight -= slot.weight
  }

  clear(): void {
    this.slots.clear()
    this.weight = 0
  }

  /** The fresh entries, used longest ago first; listing them does not count as a use. */
  *entries(now = Date.now()): IterableIterator<[string, V]> {
    for (const [key, slot] of this.slots) if (now <= slot.expiresAt) yield [key, slot.value]
  }
}

/**
 * The values of `ids` in their order (null where `read` found none), through `cache`. The missing ones
 * are read in one call; entries are promises, so concurrent callers share that read. A failed read is
 * not kept: the next caller tries again.
 */
export async function readThrough<V>(
  cache: BoundedCache<Promise<V | null>>,
  ids: readonly number[],
  keyOf: (id: number) => string,
  read: (missing: number[]) => Promise<ReadonlyMap<number, V>>,
  now = Date.now(),
): Promise<(V | null)[]> {
  const wanted = new Map<number, Promise<V | null>>()
  const missing: number[] = []
  for (const id of new Set(ids)) {
    const entry = cache.get(keyOf(id), now)
    if (entry) wanted.set(id, entry)
    else missing.push(id)
  }
  if (missing.length > 0) {
    const reading = read(missing)
    for (const id of missing) {
      const key = keyOf(id)
      const entry = reading.then((byId) => byId.get(id) ?? null)
      wanted.set(id, entry)
      cache.set(key, entry, now)
      entry.catch(() => {
        if (cache.get(key, now) === entry) cache.delete(key)
      })
    }
  }
  return Promise.all(ids.map((id) => wanted.get(id) as Promise<V | null>))
}
