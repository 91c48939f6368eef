/**
 * GET /api/shop/confirm-address/?token=… : the link of the address confirmation mail of click and
 * reserve and remind-me (issue 13 item 4), after the newsletter's confirmation link: confirms once,
 * carries out the request, and sends the shopper to the home page, whose notice says how it went.
 */
import { servesLanguage, type Language } from '@/lib/config'
import { addressConfirmQuerySchema } from '@/lib/confirmations/rules/confirm'
import { confirmAddressRequest } from '@/lib/confirmations/server/carry-out'
import { getDb } from '@/lib/db'
import { NO_STORE } from '@/lib/http/rules/errors'
import { query } from '@/lib/http/server'
import { REDIRECT_NOTICE_PARAM } from '@/lib/routing/rules/redirect-notice'
import { requestMarket } from '@/lib/routing/server/request-context'

export const GET = query({ query: addressConfirmQuerySchema }, async ({ query: { token } }) => {
  const market = await requestMarket()
  const outcome = token
    ? await confirmAddressRequest(await getDb(), token)
    : { notice: 'address-link-invalid' as const, language: null }
  // The language the shopper asked in, where this domain serves it.
  const language: Language =
    outcome.language && servesLanguage(market, outcome.language)
      ? outcome.language
      : (market.languages[0] ?? 'de')
  return new Response(null, {
    status: 303,
    headers: { ...NO_STORE, Location: `/${language}/?${REDIRECT_NOTICE_PARAM}=${outcome.notice}` },
  })
})
