/**
 * The pure parts of the Redis cache handler (./redis-cache.mjs): how an entry is written as text and read
 * back, how a tag revalidation is recorded, and how two records of one tag are merged. Plain JavaScript:
 * Next loads the handler by path, outside the bundle.
 */

/** How long an entry stays in Redis: next.config.ts's expireTime (a day); after it Next renders anew anyway. */
export const ENTRY_TTL_SECONDS = 24 * 60 * 60
/** Tag records older than two entry lifetimes can no longer make any stored entry stale: pruned. */
export const TAG_RECORD_MAX_AGE_MS = 2 * ENTRY_TTL_SECONDS * 1000

// Entries hold Buffers (rscData, a route's body) and Maps (segmentData): JSON keeps neither by itself.
function replacer(key, value) {
  const raw = this[key]
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') }
  if (raw instanceof Map) return { $map: [...raw] }
  return value
}

function reviver(_key, value) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (typeof value.$buffer === 'string' && Object.keys(value).length === 1)
      return Buffer.from(value.$buffer, 'base64')
    if (Array.isArray(value.$map) && Object.keys(value).length === 1) return new Map(value.$map)
  }
  return value
}

/** `{ value, lastModified, cacheControl }` as text. */
export const encodeEntry = (entry) => JSON.stringify(entry, replacer)

/** The entry written by encodeEntry, or null for text that is none. */
export function decodeEntry(text) {
  if (typeof text !== 'string') return null
  try {
    const entry = JSON.parse(text, reviver)
    return entry && typeof entry === 'object' && typeof entry.lastModified === 'number' ? entry : null
  } catch {
    return null
  }
}

/**
 * A tag's record after revalidateTag(tag, durations) at `now`, as Next's own file-system cache writes
 * it: with durations (a profile such as 'max') stale now and expired after `expire` seconds; without,
 * expired now.
 */
export function revalidatedTag(existing, durations, now) {
  const record = { ...existing }
  if (durations) {
    record.stale = now
    if (durations.expire !== undefined) record.expired = now + durations.expire * 1000
  } else {
    record.expired = now
  }
  return record
}

/** Two records of one tag merged: each time the later one, so a message arriving late never undoes a newer one. */
export function mergeTagRecords(a, b) {
  const merged = {}
  for (const field of ['stale', 'expired']) {
    const times = [a?.[field], b?.[field]].filter((t) => typeof t === 'number')
    if (times.length > 0) merged[field] = Math.max(...times)
  }
  return merged
}

/**
 * Whether a tag's record is too old to matter (TAG_RECORD_MAX_AGE_MS): every entry it made stale has
 * left Redis since. An expiry still ahead (a profile's `expire`, up to a year) does not keep it: it
 * would only turn a stale entry into a missing one, and entries leave Redis within ENTRY_TTL_SECONDS anyway.
 */
export function isOutlived(record, now) {
  const past = [record?.stale, record?.expired].filter((t) => typeof t === 'number' && t <= now)
  return now - Math.max(0, ...past) > TAG_RECORD_MAX_AGE_MS
}
