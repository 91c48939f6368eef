import 'server-only'

/**
 * The lines of recently written baskets, each kept with the stamp of the basket row they belong to.
 * Every write bumps the row's version under its lock (lib/basket/server/repository), so a writer that finds
 * lines stamped one version below its own knows they are current, whoever wrote before it: another
 * tab, a request still in flight, another instance on the same PostgreSQL. Anything else is read
 * afresh. The created time tells a basket that was removed and made anew from the old one.
 */
import { BoundedCache } from '@/lib/cache/bounded-cache'
import { perDatabase } from '@/lib/cache/per-database'
import type { Db } from '@/lib/db'
import type { BasketItemRow } from '@/lib/db/schema'

export interface BasketStamp {
  version: number
  createdAt: Date
}

interface Entry extends BasketStamp {
  lines: readonly BasketItemRow[]
}

const TTL_MS = 10 * 60_000
/** In lines: a few thousand shoppers' baskets. */
const MAX_CACHED_LINES = 50_000
const cacheOf = (db: Db) =>
  perDatabase(
    '__storefrontBasketLines',
    db,
    () => new BoundedCache<Entry>({ ttlMs: TTL_MS, maxWeight: MAX_CACHED_LINES }),
  )

const sameBasket = (a: BasketStamp, b: BasketStamp) => a.createdAt.getTime() === b.createdAt.getTime()

/**
 * The lines as they were at `stamp` (a reader's stamp), or one version before it (a writer's stamp,
 * just bumped by its own lock); null when the cache cannot vouch for them.
 */
export function cachedLines(
  db: Db,
  basketKey: string,
  stamp: BasketStamp,
  { bumped }: { bumped: boolean },
): BasketItemRow[] | null {
  const entry = cacheOf(db).get(basketKey)
  const expected = bumped ? stamp.version - 1 : stamp.version
  return entry && sameBasket(entry, stamp) && entry.version === expected ? [...entry.lines] : null
}

/** The newest lines kept, with their stamp, for a write to plan on before its lock confirms them. */
export function latestLines(
  db: Db,
  basketKey: string,
): { stamp: BasketStamp; lines: BasketItemRow[] } | null {
  const entry = cacheOf(db).get(basketKey)
  return entry
    ? { stamp: { version: entry.version, createdAt: entry.createdAt }, lines: [...entry.lines] }
    : null
}

/** After a write committed: its lines, unless a later write's are kept already. */
export function rememberLines(
  db: Db,
  basketKey: string,
  stamp: BasketStamp,
  lines: readonly BasketItemRow[],
): void {
  const cache = cacheOf(db)
  const kept = cache.get(basketKey)
  if (kept && sameBasket(kept, stamp) && kept.version > stamp.version) return
  cache.set(basketKey, { ...stamp, lines }, Date.now(), Math.max(1, lines.length))
}

/**
 * Drops a basket's kept lines. Never needed for correctness (a write elsewhere moves the version, and the
 * stamp then vouches for nothing), but a write that bypassed this process's writers (the guest merge of
 * ./merge) leaves lines no stamp will match again: they only take room and cost one wasted plan.
 */
export function forgetLines(db: Db, basketKey: string): void {
  cacheOf(db).delete(basketKey)
}
