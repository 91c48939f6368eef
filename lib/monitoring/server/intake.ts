import 'server-only'

/**
 * The shape of the monitoring intake routes (vitals, error tunnel): like `mutation()` of lib/http/server
 * (known host, same origin, body size limit, clean 4xx, 429 with Retry-After) but without a session: these
 * calls come from every page view, read and set no cookie, and keep no client address (the rate-limit key
 * is a keyed hash, lib/http/server/rate-limit.ts).
 */
import { errorResponse, HttpError, httpErrorResponse } from '@/lib/http/rules/errors'
import { unknownHostResponse } from '@/lib/http/rules/host'
import { isSameOriginRequest } from '@/lib/http/rules/origin'
import { clientKey, type RateLimit } from '@/lib/http/server/rate-limit'

const ACCEPTED = { status: 202, headers: { 'Cache-Control': 'no-store' } } as const

export interface IntakeOptions {
  maxBytes: number
  limit: RateLimit
}

async function readText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) throw new HttpError(413, 'request body too large')
  const text = await request.text()
  if (Buffer.byteLength(text) > maxBytes) throw new HttpError(413, 'request body too large')
  return text
}

/** A POST handler taking the raw body text; the handler answers an error Response or nothing (202). */
export function intake(options: IntakeOptions, handle: (body: string) => Promise<Response | void>) {
  return async (request: Request): Promise<Response> => {
    try {
      const unknownHost = unknownHostResponse(request)
      if (unknownHost) return unknownHost
      if (!isSameOriginRequest(request)) return errorResponse(403, 'cross-site request')
      const body = await readText(request, options.maxBytes)
      await options.limit.consume(clientKey(request))
      return (await handle(body)) ?? new Response(null, ACCEPTED)
    } catch (error) {
      if (error instanceof HttpError) return httpErrorResponse(error)
      // Logged without the body (it may hold what a page showed); the browser drops the report.
      console.error('[monitoring] intake failed', error instanceof Error ? error.message : 'unknown error')
      return errorResponse(500, 'internal error')
    }
  }
}
