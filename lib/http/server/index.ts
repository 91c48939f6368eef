import 'server-only'

/**
 * What route handlers under app/api/ are built with (./route.ts): mutation() and sessionQuery() with the
 * visitor's session (created when missing), query() with the live session or null (never created),
 * publicQuery() for shared, cacheable data without one (./public-query.ts).
 */
import { currentVisitorSession, ensureVisitorSession } from '@/lib/session/server'
import { clientKey } from './rate-limit'
import { createRouteHelpers } from './route'

export { HttpError, RateLimitedError, type ErrorBody, type FieldProblem } from '../rules/errors'
export { knownHostOnly } from '../rules/host'
export { isSameOriginRequest } from '../rules/origin'
export type { HandlerContext, RouteHandler } from './route'

/**
 * Writes: `export const POST = mutation({ body: schema }, async ({ body, session }) => …)` in app/api/**.
 * The visitor's session, created when it has none (counted per client address, issue 13 item 4).
 * `sessionQuery` is the one GET that may create it too: GET /api/user/, which issues the visitor id.
 */
export const { query: sessionQuery, mutation } = createRouteHelpers((request) =>
  ensureVisitorSession(clientKey(request)),
)
/**
 * Reads: `export const GET = query({ query: schema }, async ({ query, session }) => …)`. `session` is the
 * visitor's live session or null: a GET never creates one (issue 13 item 4), so a bot fetching pages and
 * their data fills no table; without a session a read answers what a new visitor has (nothing).
 */
export const { query } = createRouteHelpers(() => currentVisitorSession())
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
