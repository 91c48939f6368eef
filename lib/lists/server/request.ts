import 'server-only'
import type { Language } from '@/lib/config'
import { NO_STORE } from '@/lib/http/rules/errors'
import { requestMarket } from '@/lib/routing/server/request-context'
import type { VisitorSession } from '@/lib/session/rules/identity'
import type { ShopContext } from '../rules/ownership'
import { basketAnswerJson } from '@/lib/basket/server/answer-json'
import type { BasketAnswer } from '@/lib/basket/rules/types'

/**
 * The context of a basket or wishlist route handler: the request's market (lib/routing/server/
 * request-context.ts) and the language of ?locale=, else the market's first language.
 */
export async function shopContextOf(
  session: VisitorSession,
  locale: Language | undefined,
): Promise<ShopContext> {
  const market = await requestMarket()
  return { session, market, language: locale ?? market.languages[0] ?? 'de' }
}

/** The answer's statusCode is the HTTP status too (201 when addItem created a line); never cached. */
export function basketResponse(answer: BasketAnswer): Response {
  return new Response(basketAnswerJson(answer), {
    status: answer.statusCode,
    headers: { ...NO_STORE, 'content-type': 'application/json' },
  })
}
