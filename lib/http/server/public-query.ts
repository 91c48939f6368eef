import 'server-only'

/**
 * GET handlers for shared data (catalog product, listing, search, suggestions, recommendations, stores under
 * app/api/shop/). Unlike lib/http's query(), they resolve no visitor session: a public, CDN-cacheable answer
 * must not create a session or carry a Set-Cookie. Bad input is a 400 naming each parameter; errors are never
 * cached; anything unexpected is a logged 500 without details. A handler returns the body (answered 200 with
 * the given Cache-Control) or, where the caching depends on the answer, a ready Response.
 */
import { z } from 'zod'
import type { Market } from '@/lib/config'
import { fieldProblems, invalidRequest, type FieldProblem } from '@/lib/http/rules/errors'
import { unknownHostResponse } from '@/lib/http/rules/host'
import { textFieldProblems } from '@/lib/http/rules/text'
import { failureResponse } from '@/lib/http/server/failure'
import type { RouteHandler } from '@/lib/http/server/route'
import { requestMarket } from '@/lib/routing/server/request-context'

export const CACHE_CONTROL = {
  /** Same for every visitor of a market: shared caches keep it a minute and serve it stale while refreshing. */
  shared: 'public, s-maxage=60, stale-while-revalidate=300',
  /** Suggestions follow each keystroke: the browser may reuse one briefly, shared caches keep none. */
  suggestions: 'private, max-age=30',
} as const

export interface PublicRequest<Q> {
  query: Q
  /** All values of every search parameter (filters repeat: farbe=rot&farbe=blau). */
  searchParams: URLSearchParams
  params: Record<string, string>
  /** The market of the request's host (lib/routing/server/request-context.ts). */
  market: Market
  request: Request
}

/** Throw from a handler to answer 400 with these problems. */
export class InvalidParameters extends Error {
  constructor(readonly problems: FieldProblem[]) {
    super('invalid request')
    this.name = 'InvalidParameters'
  }
}

export function publicQuery<S extends z.ZodType>(
  schema: S,
  cacheControl: string,
  handler: (request: PublicRequest<z.output<S>>) => Promise<unknown>,
): RouteHandler {
  return async (request, context) => {
    try {
      const unknownHost = unknownHostResponse(request)
      if (unknownHost) return unknownHost
      const searchParams = new URL(request.url).searchParams
      // The schema's parameters take one value: given twice, the last would silently win.
      const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : []
      const repeated: FieldProblem[] = keys
        .filter((key) => searchParams.getAll(key).length > 1)
        .map((key) => ({ field: `query.${key}`, message: 'given more than once' }))
      const parsed = await schema.safeParseAsync(Object.fromEntries(searchParams))
      const params = ((await context?.params) ?? {}) as Record<string, string>
      const problems = [
        ...repeated,
        // NUL and lone surrogates in any parameter (issue 13 item 5).
        ...textFieldProblems('query', Object.fromEntries(searchParams)),
        ...textFieldProblems('params', params),
        ...(parsed.success ? [] : fieldProblems('query', parsed.error)),
      ]
      if (problems.length > 0 || !parsed.success) return invalidRequest(problems)
      const market = await requestMarket()
      const body = await handler({ query: parsed.data, searchParams, params, market, request })
      if (body instanceof Response) return body
      return Response.json(body, { headers: { 'Cache-Control': cacheControl } })
    } catch (error) {
      if (error instanceof InvalidParameters) return invalidRequest(error.problems)
      return failureResponse(`[api] GET ${new URL(request.url).pathname} failed`, error)
    }
  }
}
