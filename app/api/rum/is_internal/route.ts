/**
 * GET /api/rum/is_internal/ (spec 02 §7 consent log): whether the caller sits in one of the shop's own
 * networks (INTERNAL_NETWORKS), so staff visits can be told apart from shoppers'. Private, never cached.
 */
import { isInternal } from '@/lib/consent/server/log'
import { anonymousQuery } from '@/lib/http/server'
import { clientKey } from '@/lib/http/server/rate-limit'

export const GET = anonymousQuery({}, async ({ request }) =>
  Response.json(
    { internal: isInternal(clientKey(request)) },
    { headers: { 'cache-control': 'private, no-store' } },
  ),
)
