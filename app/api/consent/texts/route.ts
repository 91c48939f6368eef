/**
 * GET /api/consent/texts/?locale=: the consent banner's texts, categories and services from the layout
 * data of the content service (spec 02 §3), links resolved; `texts: null` without them (the banner then
 * uses its own message texts). The same for every visitor: shared caches keep it.
 */
import { z } from 'zod'
import { LANGUAGES, servesLanguage } from '@/lib/config'
import { loadConsentTexts } from '@/lib/content/server/layout'
import { CACHE_CONTROL, InvalidParameters, publicQuery } from '@/lib/http/server'

const querySchema = z.object({ locale: z.enum(LANGUAGES) })

export const GET = publicQuery(querySchema, CACHE_CONTROL.shared, async ({ query, market }) => {
  if (!servesLanguage(market, query.locale))
    throw new InvalidParameters([{ field: 'query.locale', message: 'not a language of this shop' }])
  return { texts: await loadConsentTexts(query.locale, market) }
})
