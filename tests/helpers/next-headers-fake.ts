/**
 * A stand-in for next/headers outside a request, for vi.mock factories: cookies() reads and writes the
 * scope's jar, headers() carries the Host of the scope's market (its default `{code}.localhost`). Imports nothing, so a mock factory can load
 * it without loading next/headers itself.
 */
export interface HeaderScope {
  cookies: Map<string, string>
  market: string | null
}

/** next/headers over a scope: cookies() reads and writes its jar, headers() names its market's host. */
export function fakeNextHeaders(scope: HeaderScope) {
  return {
    cookies: async () => ({
      get: (name: string) => (scope.cookies.has(name) ? { name, value: scope.cookies.get(name) } : undefined),
      set: (cookie: { name: string; value: string }) => void scope.cookies.set(cookie.name, cookie.value),
    }),
    headers: async () => new Headers(scope.market ? { host: `${scope.market}.localhost` } : {}),
  }
}
