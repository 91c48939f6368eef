import 'server-only'

/**
 * The shared end of every route handler's error path (issue 13 items 5 and 6): the answer to a thrown
 * error, and the one place that logs a failure, without request values (../rules/failure.ts).
 */
import { z } from 'zod'
import { errorResponse, fieldProblems, HttpError, httpErrorResponse, invalidRequest } from '../rules/errors'
import { databaseErrorCode, describeError, isBadInputDatabaseError } from '../rules/failure'

/** Logs a failure as `label` plus class, code and message of the error and its causes: never values. */
export function logFailure(label: string, error: unknown): void {
  console.error(`${label}: ${describeError(error)}`)
}

/**
 * The answer to an error a handler threw: an HttpError's own (logged when 5xx), 400 for input lib code
 * validated with zod or the database refused as bad data (class 22, 54001), else 500 (logged).
 */
export function failureResponse(label: string, error: unknown): Response {
  if (error instanceof HttpError) {
    if (error.status >= 500) logFailure(label, error)
    return httpErrorResponse(error)
  }
  if (error instanceof z.ZodError) return invalidRequest(fieldProblems(null, error))
  if (isBadInputDatabaseError(error)) {
    return errorResponse(400, `invalid request: a value was refused (${databaseErrorCode(error)})`)
  }
  logFailure(label, error)
  return errorResponse(500, 'internal error')
}
