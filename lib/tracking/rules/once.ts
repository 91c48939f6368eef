/**
 * Which events were pushed once already (spec 02 §7, e.g. frontend_purchase once per order even on
 * reload): a short list of keys kept in the browser's storage, newest last, so it never grows unbounded.
 */
export const ONCE_STORAGE_KEY = 'tracked-once'
export const ONCE_MAX_KEYS = 50

/** The stored list, or an empty one for anything that is not a list of strings. */
export function parseOnceKeys(stored: string | null): string[] {
  if (!stored) return []
  try {
    const value: unknown = JSON.parse(stored)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** The list after `key` was pushed: null when it was pushed before (push nothing). */
export function rememberOnce(keys: readonly string[], key: string, max = ONCE_MAX_KEYS): string[] | null {
  if (keys.includes(key)) return null
  return [...keys, key].slice(-max)
}
