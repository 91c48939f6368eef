/**
 * Reads cached by Next (unstable_cache, as everywhere in the shop) and tagged with what they hold: the
 * stories of a published content read (lib/content/server/tags.ts), the products and categories of a
 * catalog read (lib/catalog/server/cache-tags.ts), so a webhook or a catalog change revalidates exactly
 * what it touches.
 *
 * unstable_cache takes its tags before it reads, but what an answer holds (which stories, which
 * categories) is known only after. So each key's tags are remembered from its last answer and given with
 * every later call. When an answer names tags that were not given (the key's first read in this process,
 * a new relation), the same entry is asked for once more with them: an entry older than a revalidation of
 * one of them then counts as stale, and the page being rendered collects them for its own entry.
 *
 * A read that fails throws. Next then keeps what it had: a stale entry is served again and the page
 * cached before stays (the last good page). Only a 404 from the content service is "no story".
 */
import { unstable_cache } from 'next/cache'
import { BoundedCache } from './bounded-cache'
import { processSingleton } from './process-singleton'

export interface Tagged<T> {
  value: T
  tags: string[]
}

export interface CachedReadOptions<T> {
  /** Identifies the read; a new shape of the cached value needs a new key. */
  key: string[]
  /** Tags known before reading: the content tag, a path tag. */
  tags: readonly string[]
  /** Seconds until a background refresh. */
  revalidate: number
  read: () => Promise<Tagged<T>>
}

// Bounded, without expiry: a key's tags change only with its answer, and each answer updates them.
const MAX_REMEMBERED = 5_000
const remembered = () =>
  processSingleton(
    '__storefrontContentTags',
    () => new BoundedCache<readonly string[]>({ maxWeight: MAX_REMEMBERED }),
  )

/** unstable_cache works only in code Next runs (a render, a route handler); tests and scripts read directly. */
const outsideNext = (error: unknown) =>
  error instanceof Error && /incrementalCache missing/.test(error.message)

/** The answer, or null where Next has no cache. */
async function ask<T>(options: CachedReadOptions<T>, extra: readonly string[]): Promise<Tagged<T> | null> {
  const tags = [...new Set([...options.tags, ...extra])]
  try {
    return await unstable_cache(options.read, options.key, { tags, revalidate: options.revalidate })()
  } catch (error) {
    if (outsideNext(error)) return null
    throw error
  }
}

export async function cachedContentRead<T>(options: CachedReadOptions<T>): Promise<T> {
  const id = JSON.stringify(options.key)
  const known = remembered().get(id) ?? []
  let answer = await ask(options, known)
  if (!answer) return (await options.read()).value
  if (answer.tags.some((tag) => !known.includes(tag))) {
    remembered().set(id, answer.tags)
    answer = (await ask(options, answer.tags)) ?? answer
  } else if (answer.tags.length !== known.length) {
    // Fewer tags than before (a relation removed): later calls need not check the old ones.
    remembered().set(id, answer.tags)
  }
  return answer.value
}

/** Forgets the remembered tags (tests). */
export function forgetContentTags(): void {
  remembered().clear()
}
