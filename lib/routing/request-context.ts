import { headers } from 'next/headers'
import { getMarket, isMarketCode, type Market } from '@/lib/config'

/** Headers the proxy sets on the request it forwards; client-sent copies are removed first. */
export const REQUEST_HEADERS = {
  market: 'x-shop-market',
  language: 'x-shop-language',
} as const

/** The market of the current request, for route handlers (pages get it from their params). */
export async function requestMarket(): Promise<Market | null> {
  const code = (await headers()).get(REQUEST_HEADERS.market)
  return code && isMarketCode(code) ? getMarket(code) : null
}
