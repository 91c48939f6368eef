import type { Db } from '@/lib/db/client'

type Store<T> = WeakMap<Db, T>

// On globalThis like the connection (lib/db/index.ts): Next bundles route handlers, pages and the
// proxy separately, and each bundle may hold its own copy of a module, but they share the process.
function storeOf<T>(key: string): Store<T> {
  const g = globalThis as typeof globalThis & Record<string, Store<T> | undefined>
  return (g[key] ??= new WeakMap())
}

/** The process's one value under `key` for this database, made on first use. */
export function perDatabase<T>(key: string, db: Db, make: () => T): T {
  const store = storeOf<T>(key)
  let value = store.get(db)
  if (value === undefined) {
    value = make()
    store.set(db, value)
  }
  return value
}

/** Drops the value: the next perDatabase call makes a fresh one. */
export function forgetPerDatabase(key: string, db: Db): void {
  storeOf(key).delete(db)
}
