/**
 * GET /api/geo/country/ (spec 02 §2 country picker): `{ country: 'ch' | null }`, the caller's country
 * from the lookup port (lib/geo/server/visitor-country.ts); null for a crawler and an unknown address.
 * Per visitor, so `private, no-store`; no session and no cookie. `?geo-ip=` pretends an address in
 * development and qa (README "Country picker"); elsewhere it is ignored.
 */
import { z } from 'zod'
import { InvalidParameters, publicQuery } from '@/lib/http/server'
import { isCrawlerUserAgent } from '@/lib/geo/rules/crawler'
import { PRETEND_IP_PARAM } from '@/lib/geo/rules/pretend'
import { InvalidPretendAddress, visitorCountry } from '@/lib/geo/server/visitor-country'

export const dynamic = 'force-dynamic'

const querySchema = z.object({ [PRETEND_IP_PARAM]: z.string().max(100).optional() })

export const GET = publicQuery(querySchema, 'private, no-store', async ({ query, request }) => {
  if (isCrawlerUserAgent(request.headers.get('user-agent'))) return { country: null }
  try {
    return { country: visitorCountry(request, { pretendParam: query[PRETEND_IP_PARAM] }) }
  } catch (error) {
    if (!(error instanceof InvalidPretendAddress)) throw error
    const field = error.source === 'param' ? `query.${PRETEND_IP_PARAM}` : error.source
    throw new InvalidParameters([{ field, message: 'not an IP address' }])
  }
})
