import 'server-only'

/**
 * What route handlers under app/api/ are built with: query() and mutation() with the visitor's session
 * (./route.ts), publicQuery() for shared, cacheable data without one (./public-query.ts).
 */
import { ensureVisitorSession } from '@/lib/session/server'
import { createRouteHelpers } from './route'

export { HttpError, RateLimitedError, type ErrorBody, type FieldProblem } from '../rules/errors'
export { knownHostOnly } from '../rules/host'
export { isSameOriginRequest } from '../rules/origin'
export type { HandlerContext, RouteHandler } from './route'

/** `export const GET = query({ query: schema }, async ({ query, session }) => …)` in app/api/**. */
export const { query, mutation } = createRouteHelpers(() => ensureVisitorSession())
/**
 * The same without a visitor session, for calls that must neither create nor read one (the consent log,
 * beacons): `session` is null and the answer never carries a cookie.
 */
export const {
  query: anonymousQuery,
  mutation: anonymousMutation,
  /** Like anonymousMutation, for endpoints other servers call: only a foreign browser Origin is refused. */
  service: serviceMutation,
} = createRouteHelpers(async () => null)
export { publicQuery, InvalidParameters, CACHE_CONTROL } from './public-query'
