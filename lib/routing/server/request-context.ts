import 'server-only'

/** The current request for server code: the headers the proxy adds to pages, and a route handler's market. */
import { headers } from 'next/headers'
import { getMarket, shopConfig, type Market } from '@/lib/config'
import { resolveMarket } from '../rules/market'

/**
 * The market of the current request, for route handlers: the proxy does not run for /api/ (proxy.ts),
 * so they resolve it the way the proxy does, from the Host header and never from a header a client
 * could set. A host of no market never gets this far (lib/http answers it 421); a request without a
 * Host header (as a test's) is the default market's, as bare localhost is.
 */
export async function requestMarket(): Promise<Market> {
  return resolveMarket((await headers()).get('host'), shopConfig) ?? getMarket(shopConfig.defaultMarket)
}
