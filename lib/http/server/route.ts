import 'server-only'

/**
 * Route handlers in one shape: check the origin (mutations), parse with zod, resolve the session, call
 * lib, answer JSON. Errors become `{ type: 'error', error }` with 400 (bad input, naming the fields),
 * 403 (cross-site), an HttpError's status (429 with Retry-After for a RateLimitedError), or 500 (logged;
 * no stack leaves the server).
 */
import { z } from 'zod'
import type { VisitorSession } from '@/lib/session/rules/identity'
import { errorResponse, fieldProblems, invalidRequest, NO_STORE, type FieldProblem } from '../rules/errors'
import { unknownHostResponse } from '../rules/host'
import { isCrossSiteBrowserRequest, isSameOriginRequest } from '../rules/origin'
import { textFieldProblems } from '../rules/text'
import { readJsonBody } from './body'

export { MAX_BODY_BYTES } from './body'
import { failureResponse } from './failure'

// Any zod schema, classic or zod/mini (the account rules are mini: the browser runs them too).
type Schema = z.core.$ZodType
type Parsed<S> = S extends Schema ? z.output<S> : undefined

export interface RouteSchemas<B, Q, P> {
  body?: B
  query?: Q
  params?: P
}

export interface HandlerContext<B, Q, P, S = VisitorSession> {
  body: Parsed<B>
  query: Parsed<Q>
  params: Parsed<P>
  session: S
  request: Request
}

/** What a handler returns: a JSON-serialisable value (answered 200) or a ready Response. */
export type Handler<B, Q, P, S = VisitorSession> = (context: HandlerContext<B, Q, P, S>) => unknown

/** The shape Next calls a route handler with (params is a promise since Next 15). */
export type RouteHandler = (request: Request, context?: { params?: Promise<unknown> }) => Promise<Response>

type SessionResolver<S> = (request: Request) => Promise<S>
type UntypedHandler = (context: {
  body: unknown
  query: unknown
  params: unknown
  session: unknown
  request: Request
}) => unknown
type Kind = 'query' | 'mutation' | 'service'

export function createRouteHelpers<S>(resolveSession: SessionResolver<S>) {
  const build =
    (kind: Kind) =>
    <
      B extends Schema | undefined = undefined,
      Q extends Schema | undefined = undefined,
      P extends Schema | undefined = undefined,
    >(
      schemas: RouteSchemas<B, Q, P>,
      handler: Handler<B, Q, P, S>,
    ): RouteHandler =>
    (request, context) =>
      handle(kind, schemas, handler as UntypedHandler, resolveSession, request, context)

  return {
    /** GET handlers: no origin check (safe methods change nothing). */
    query: build('query'),
    /** POST/PUT/PATCH/DELETE handlers: cross-site requests are refused before anything else runs. */
    mutation: build('mutation'),
    /**
     * POST handlers other servers call (no Origin): refused only when a browser says it comes from a
     * foreign site (issue 13 item 1, the recommendation engine).
     */
    service: build('service'),
  }
}

async function handle(
  kind: Kind,
  schemas: RouteSchemas<unknown, unknown, unknown>,
  handler: UntypedHandler,
  resolveSession: SessionResolver<unknown>,
  request: Request,
  context?: { params?: Promise<unknown> },
): Promise<Response> {
  try {
    const unknownHost = unknownHostResponse(request)
    if (unknownHost) return unknownHost
    if (kind === 'mutation' && !isSameOriginRequest(request)) return errorResponse(403, 'cross-site request')
    if (kind === 'service' && isCrossSiteBrowserRequest(request))
      return errorResponse(403, 'cross-site request')

    const problems: FieldProblem[] = []
    const parse = async (where: string, schema: unknown, input: unknown) => {
      if (!(schema instanceof z.core.$ZodType)) return undefined
      const result = await z.safeParseAsync(schema, input)
      if (result.success) return result.data
      problems.push(...fieldProblems(where, result.error))
      return undefined
    }
    const rawQuery = Object.fromEntries(new URL(request.url).searchParams)
    const rawParams = ((await context?.params) ?? {}) as Record<string, unknown>
    // NUL and lone surrogates in any parameter (issue 13 item 5); bodies are checked as they are parsed.
    problems.push(...textFieldProblems('query', rawQuery), ...textFieldProblems('params', rawParams))
    const query = await parse('query', schemas.query, rawQuery)
    const params = await parse('params', schemas.params, rawParams)
    const body = schemas.body ? await parse('body', schemas.body, await readJsonBody(request)) : undefined
    // Invalid input never creates a session.
    if (problems.length) return invalidRequest(problems)

    const session = await resolveSession(request)
    const result = await handler({ body, query, params, session, request })
    if (result instanceof Response) return result
    return Response.json(result ?? null, { headers: NO_STORE })
  } catch (error) {
    return failureResponse(`[api] ${request.method} ${new URL(request.url).pathname} failed`, error)
  }
}
