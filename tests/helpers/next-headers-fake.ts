/**
 * A stand-in for next/headers outside a request, for vi.mock factories: cookies() reads and writes the
 * scope's jar, headers() carries the proxy's market header. Imports nothing, so a mock factory can load
 * it without loading next/headers itself.
 */
export interface HeaderScope {
  cookies: Map<string, string>
  market: string | null
}

/** next/headers over a scope: cookies() reads and writes its jar, headers() carries its market. */
export function fakeNextHeaders(scope: HeaderScope) {
  return {
    cookies: async () => ({
      get: (name: string) => (scope.cookies.has(name) ? { name, value: scope.cookies.get(name) } : undefined),
      set: (cookie: { name: string; value: string }) => void scope.cookies.set(cookie.name, cookie.value),
    }),
    headers: async () => new Headers(scope.market ? { 'x-shop-market': scope.market } : {}),
  }
}
