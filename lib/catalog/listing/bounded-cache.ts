/**
 * A map whose entries expire after `ttlMs` and whose total weight stays at most `maxWeight`: the
 * entries used longest ago go first. The listing's and search's per-process caches are built on it, so
 * a crawler walking endless filter combinations costs memory only up to the bound.
 */
export interface BoundedCacheOptions {
  ttlMs: number
  maxWeight: number
}

interface Slot<V> {
  value: V
  storedAt: number
  weight: number
}

export class BoundedCache<V> {
  private readonly slots = new Map<string, Slot<V>>()
  private weight = 0

  constructor(private readonly options: BoundedCacheOptions) {}

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
    if (now - slot.storedAt > this.options.ttlMs) {
      this.weight -= slot.weight
      return undefined
    }
    // Re-inserted: a Map iterates in insertion order, so the first key is the one used longest ago.
    this.slots.set(key, slot)
    return slot.value
  }

  /** `weight`: the entry's share of maxWeight (e.g. the number of hits it holds). */
  set(key: string, value: V, now = Date.now(), weight = 1): void {
    this.delete(key)
    // One value heavier than the whole bound would only push everything else out.
    if (weight > this.options.maxWeight) return
    this.slots.set(key, { value, storedAt: now, weight })
    this.weight += weight
    for (const [oldest, slot] of this.slots) {
      if (this.weight <= this.options.maxWeight) break
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
}
