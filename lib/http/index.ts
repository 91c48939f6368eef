import { ensureVisitorSession } from '@/lib/session'
import { createRouteHelpers } from './route'

export { HttpError, type ErrorBody, type FieldProblem } from './errors'
export { knownHostOnly } from './host'
export { isSameOriginRequest } from './origin'
export type { HandlerContext, RouteHandler } from './route'

/** `export const GET = query({ query: schema }, async ({ query, session }) => …)` in app/api/**. */
export const { query, mutation } = createRouteHelpers(() => ensureVisitorSession())
export { publicQuery, InvalidParameters, CACHE_CONTROL } from './public-query'
