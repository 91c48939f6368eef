/**
 * Spec 01 §1: a host of no market is answered 421. The proxy says so for pages; it does not run for
 * /api/ (proxy.ts), so route handlers check it here: the lib/http helpers before anything else, and
 * handlers written without them through knownHostOnly.
 */
import { shopConfig } from '@/lib/config'
import { resolveMarket } from '@/lib/routing/rules/market'
import { errorResponse } from './errors'

export function unknownHostResponse(request: Request): Response | null {
  // Next builds request.url from the Host header; a Request made in a test may carry only the URL.
  const host = request.headers.get('host') ?? new URL(request.url).host
  return resolveMarket(host, shopConfig) ? null : errorResponse(421, 'unknown host')
}

export function knownHostOnly<C>(
  handler: (request: Request, context: C) => Response | Promise<Response>,
): (request: Request, context?: C) => Promise<Response> {
  return async (request, context) => unknownHostResponse(request) ?? handler(request, context as C)
}
