import 'server-only'

/**
 * Route handlers in one shape: check the origin (mutations), parse with zod, resolve the session, call
 * lib, answer JSON. Errors become `{ type: 'error', error }` with 400 (bad input, naming the fields),
 * 403 (cross-site), an HttpError's status (429 with Retry-After for a RateLimitedError), or 500 (logged;
 * no stack leaves the server).
 */
import { z } from 'zod'
import type { VisitorSession } from '@/lib/session/rules/identity'
import {
  errorResponse,
  fieldProblems,
  HttpError,
  httpErrorResponse,
  invalidRequest,
  NO_STORE,
  type FieldProblem,
} from '../rules/errors'
import { unknownHostResponse } from '../rules/host'
import { isSameOriginRequest } from '../rules/origin'

/** Larger bodies are refused before parsing; no storefront call sends anything near this. */
export const MAX_BODY_BYTES = 64 * 1024

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
type Kind = 'query' | 'mutation'

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

    const problems: FieldProblem[] = []
    const parse = async (where: string, schema: unknown, input: unknown) => {
      if (!(schema instanceof z.core.$ZodType)) return undefined
      const result = await z.safeParseAsync(schema, input)
      if (result.success) return result.data
      problems.push(...fieldProblems(where, result.error))
      return undefined
    }
    const query = await parse('query', schemas.query, Object.fromEntries(new URL(request.url).searchParams))
    const params = await parse('params', schemas.params, (await context?.params) ?? {})
    const body = schemas.body ? await parse('body', schemas.body, await readJsonBody(request)) : undefined
    // Invalid input never creates a session.
    if (problems.length) return invalidRequest(problems)

    const session = await resolveSession(request)
    const result = await handler({ body, query, params, session, request })
    if (result instanceof Response) return result
    return Response.json(result ?? null, { headers: NO_STORE })
  } catch (error) {
    if (error instanceof HttpError) {
      if (error.status >= 500) logFailure(request, error)
      return httpErrorResponse(error)
    }
    // Input that lib code validated itself.
    if (error instanceof z.ZodError) return invalidRequest(fieldProblems(null, error))
    logFailure(request, error)
    return errorResponse(500, 'internal error')
  }
}

async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, 'request body too large')
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new HttpError(413, 'request body too large')
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new HttpError(400, 'invalid request: body is not valid JSON')
  }
}

function logFailure(request: Request, error: unknown) {
  console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed`, error)
}
