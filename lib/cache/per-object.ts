/**
 * The per-owner holder: one value per key and owner object (a database, a catalog index) for the whole
 * process, dropped with its owner. Held on globalThis through processSingleton, so every bundle of the
 * process shares it.
 */
import { processSingleton } from './process-singleton'

const storeOf = <T>(key: string) => processSingleton(key, () => new WeakMap<object, T>())

/** The process's value under `key` for `owner`, made on first use. */
export function perObject<T>(key: string, owner: object, make: () => T): T {
  const store = storeOf<T>(key)
  let value = store.get(owner)
  if (value === undefined) {
    value = make()
    store.set(owner, value)
  }
  return value
}

/**
 * Drops the value, so the next perObject call makes a fresh one. With `only`, drops it only while it
 * is still that value: a failed build clears itself without dropping a newer one made meanwhile.
 */
export function forgetPerObject<T>(key: string, owner: object, only?: T): void {
  const store = storeOf<T>(key)
  if (only === undefined || store.get(owner) === only) store.delete(owner)
}
