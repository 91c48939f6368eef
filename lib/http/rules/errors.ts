/**
 * The error answers of every route handler: `{ type: 'error', error, fields? }` with its status, never
 * stored by a cache. HttpError lets handlers and lib code choose the status and message.
 */
import type { z } from 'zod'

/** Thrown by handlers and lib code to answer with a specific status and message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Problems of named fields found past the schema (a leaked password, a wrong current password). */
    readonly fields?: FieldProblem[],
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/**
 * Too many requests (a rate limit, lib/http/server/rate-limit.ts): answered 429 with `Retry-After` in
 * whole seconds (RFC 9110 §10.2.3), at least 1, so a client never retries at once.
 */
export class RateLimitedError extends HttpError {
  readonly retryAfterSeconds: number

  constructor(retryAfterSeconds: number, message = 'too many requests') {
    super(429, message)
    this.name = 'RateLimitedError'
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds))
  }
}

export interface FieldProblem {
  field: string
  message: string
}

export interface ErrorBody {
  type: 'error'
  error: string
  fields?: FieldProblem[]
}

export const NO_STORE = { 'Cache-Control': 'private, no-store' } as const

export function errorResponse(status: number, error: string, fields?: FieldProblem[]): Response {
  const body: ErrorBody = fields ? { type: 'error', error, fields } : { type: 'error', error }
  return Response.json(body, { status, headers: NO_STORE })
}

/** The answer to an HttpError: its status and message, plus `Retry-After` for a RateLimitedError. */
export function httpErrorResponse(error: HttpError): Response {
  const response = errorResponse(error.status, error.message, error.fields)
  if (error instanceof RateLimitedError) response.headers.set('Retry-After', String(error.retryAfterSeconds))
  return response
}

/** Names every offending field, prefixed with where it came from (body, query, params) when known. */
export function fieldProblems(where: string | null, error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({
    field: [...(where ? [where] : []), ...issue.path.map(String)].join('.') || '(root)',
    message: issue.message,
  }))
}

/** 400 for one field's problem found by lib code, in the same shape as a schema's. */
export const fieldError = (field: string, message: string) =>
  new HttpError(400, `invalid request: ${field}: ${message}`, [{ field, message }])

export function invalidRequest(problems: FieldProblem[]): Response {
  const summary = problems.map((p) => `${p.field}: ${p.message}`).join('; ')
  return errorResponse(400, `invalid request: ${summary}`, problems)
}
