import { AsyncLocalStorage } from 'node:async_hooks'
import { fakeNextHeaders, type HeaderScope } from './next-headers-fake'

/**
 * Requests of several visitors at once (order concurrency tests): each call runs with its own cookie jar
 * in an AsyncLocalStorage, so parallel requests never read each other's session; outside such a run the
 * scope's jar is used, as fakeNextHeaders does. Imports nothing of the app, so a mock factory can load it.
 */
export const requestJar = new AsyncLocalStorage<Map<string, string>>()

export function fakeNextHeadersPerRequest(scope: HeaderScope) {
  const perRequest: HeaderScope = {
    get cookies() {
      return requestJar.getStore() ?? scope.cookies
    },
    set cookies(jar) {
      scope.cookies = jar
    },
    get market() {
      return scope.market
    },
    set market(market) {
      scope.market = market
    },
  }
  return fakeNextHeaders(perRequest)
}
