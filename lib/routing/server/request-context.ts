import 'server-only'

/** The current request for server code: the headers the proxy adds to pages, and a route handler's market. */
import { headers } from 'next/headers'
import { shopConfig, type Market } from '@/lib/config'
import { resolveMarket } from '../rules/market'

/** Headers the proxy sets on the page requests it forwards; client-sent copies are removed first. */
export const REQUEST_HEADERS = {
  market: 'x-shop-market',
  language: 'x-shop-language',
} as const

/**
 * The market of the current request's host, for route handlers: the proxy does not run for /api/
 * (proxy.ts), so they resolve it the way the proxy does, from the Host header and never from a header
 * a client could set. Null for a host of no market (lib/http answers those 421).
 */
export async function requestMarket(): Promise<Market | null> {
  return resolveMarket((await headers()).get('host'), shopConfig)
}
