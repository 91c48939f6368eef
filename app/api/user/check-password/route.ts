/**
 * Spec 02 §7 GET /api/user/check-password/?hash={first 5 hex of SHA-1}: the range of listed suffixes in
 * the pwned-passwords format, padded (lib/account/server/breach-ranges.ts). The same for every visitor,
 * so no session and shared caching; when the breach source fails, 503 (the form counts it as invalid,
 * spec 02 §5).
 */
import { z } from 'zod'
import { RANGE_PREFIX_PATTERN } from '@/lib/account/rules/breach-range'
import { BreachSourceError, paddedRangeBody } from '@/lib/account/server/breach-ranges'
import { errorResponse } from '@/lib/http/rules/errors'
import { publicQuery } from '@/lib/http/server'
import { logFailure } from '@/lib/http/server/failure'

/** A range changes only when the breach data does: a day in shared caches, an hour in the browser. */
const RANGE_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400'

const querySchema = z.object({
  hash: z
    .string()
    .regex(RANGE_PREFIX_PATTERN, 'expected the first 5 hex digits of a SHA-1')
    .transform((hash) => hash.toUpperCase()),
})

export const GET = publicQuery(querySchema, RANGE_CACHE_CONTROL, async ({ query }) => {
  let body: string
  try {
    body = await paddedRangeBody(query.hash)
  } catch (error) {
    // The remote adapter logs its own failures; errorResponse answers no-store, so no cache keeps this.
    if (!(error instanceof BreachSourceError)) logFailure('[leaked-password]', error)
    return errorResponse(503, 'leaked-password check unavailable')
  }
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': RANGE_CACHE_CONTROL },
  })
})
