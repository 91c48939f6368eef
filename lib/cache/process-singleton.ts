/**
 * The per-process holder: one value per key for the whole server process. It lives on globalThis, not
 * in module scope, because Next bundles proxy.ts, route handlers and pages separately and each bundle
 * may load its own copy of a module; only globalThis is shared by all of them.
 */
type Holders = typeof globalThis & Record<string, unknown>

/** The process's value under `key` (prefix `__storefront`), made on first use. A throwing `create` keeps nothing. */
export function processSingleton<T>(key: string, create: () => T): T {
  const g = globalThis as Holders
  return (g[key] ??= create()) as T
}
