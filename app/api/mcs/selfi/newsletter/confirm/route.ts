/**
 * GET /api/mcs/selfi/newsletter/confirm/?token=… : the link of the confirmation mail (double opt-in).
 * Confirms once, then sends the shopper to the home page, whose notice (`?redirect=`, lib/routing/rules/
 * redirect-notice.ts) says whether it worked; an unknown, used or expired link says so, never more.
 */
import { servesLanguage, type Language } from '@/lib/config'
import { getDb } from '@/lib/db'
import { NO_STORE } from '@/lib/http/rules/errors'
import { query } from '@/lib/http/server'
import { confirmQuerySchema } from '@/lib/newsletter/rules/request'
import { confirmSubscription } from '@/lib/newsletter/server/subscriptions'
import { REDIRECT_NOTICE_PARAM, type RedirectNotice } from '@/lib/routing/rules/redirect-notice'
import { requestMarket } from '@/lib/routing/server/request-context'

export const GET = query({ query: confirmQuerySchema }, async ({ query: { token } }) => {
  const market = await requestMarket()
  const confirmed = token ? await confirmSubscription(await getDb(), token) : null
  // The language the shopper signed up in, where this domain serves it.
  const language: Language =
    confirmed && servesLanguage(market, confirmed.language)
      ? confirmed.language
      : (market.languages[0] ?? 'de')
  const notice: RedirectNotice = confirmed ? 'newsletter-confirmed' : 'newsletter-link-invalid'
  return new Response(null, {
    status: 303,
    headers: { ...NO_STORE, Location: `/${language}/?${REDIRECT_NOTICE_PARAM}=${notice}` },
  })
})
