import 'server-only'

/**
 * The shape of the monitoring intake routes (vitals, error tunnel): like `mutation()` of lib/http/server
 * (known host, same origin, body size limit, clean 4xx, 429 with Retry-After) but without a session: these
 * calls come from every page view, read and set no cookie, and keep no client address (the rate-limit key
 * is a keyed hash, lib/http/server/rate-limit.ts).
 */
import { errorResponse } from '@/lib/http/rules/errors'
import { unknownHostResponse } from '@/lib/http/rules/host'
import { isSameOriginRequest } from '@/lib/http/rules/origin'
import { readBodyText } from '@/lib/http/server/body'
import { failureResponse } from '@/lib/http/server/failure'
import { clientKey, type RateLimit } from '@/lib/http/server/rate-limit'

const ACCEPTED = { status: 202, headers: { 'Cache-Control': 'no-store' } } as const

export interface IntakeOptions {
  maxBytes: number
  limit: RateLimit
}

/** A POST handler taking the raw body text; the handler answers an error Response or nothing (202). */
export function intake(options: IntakeOptions, handle: (body: string) => Promise<Response | void>) {
  return async (request: Request): Promise<Response> => {
    try {
      const unknownHost = unknownHostResponse(request)
      if (unknownHost) return unknownHost
      if (!isSameOriginRequest(request)) return errorResponse(403, 'cross-site request')
      const body = await readBodyText(request, options.maxBytes)
      await options.limit.consume(clientKey(request))
      return (await handle(body)) ?? new Response(null, ACCEPTED)
    } catch (error) {
      // Logged without the body (it may hold what a page showed); the browser drops the report.
      return failureResponse('[monitoring] intake failed', error)
    }
  }
}
