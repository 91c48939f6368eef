import 'server-only'

/**
 * The context of a basket or wishlist route handler: the request's market (lib/routing/server/
 * request-context.ts) and the language of ?locale=, else the market's first language.
 */
import type { Language } from '@/lib/config'
import { requestMarket } from '@/lib/routing/server/request-context'
import type { VisitorSession } from '@/lib/session/rules/identity'
import type { ShopContext } from '../rules/ownership'

export async function shopContextOf(
  session: VisitorSession,
  locale: Language | undefined,
): Promise<ShopContext> {
  return { session, ...(await shopOf(locale)) }
}

/** The same without a visitor: a read for a visitor who has no session (issue 13 item 4). */
export async function shopOf(locale: Language | undefined): Promise<Omit<ShopContext, 'session'>> {
  const market = await requestMarket()
  return { market, language: locale ?? market.languages[0] ?? 'de' }
}
